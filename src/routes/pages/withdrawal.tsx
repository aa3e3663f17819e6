import { ComingSoonPage } from '../ComingSoonPage';

export default function WithdrawalPage() {
  return <ComingSoonPage titleKey="page.withdrawal" />;
}
