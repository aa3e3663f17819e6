import { ComingSoonPage } from '../ComingSoonPage';

export default function ProfilePage() {
  return <ComingSoonPage titleKey="page.profile" />;
}
