import { ComingSoonPage } from '../ComingSoonPage';

export default function LoginPage() {
  return <ComingSoonPage titleKey="page.login" />;
}
