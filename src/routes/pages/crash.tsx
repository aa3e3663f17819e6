import { ComingSoonPage } from '../ComingSoonPage';

export default function CrashPage() {
  return <ComingSoonPage titleKey="page.crash" />;
}
