import { ComingSoonPage } from '../ComingSoonPage';

export default function ArcadePage() {
  return <ComingSoonPage titleKey="page.arcade" />;
}
