import { ComingSoonPage } from '../ComingSoonPage';

export default function AccountPage() {
  return <ComingSoonPage titleKey="page.account" />;
}
