import { ComingSoonPage } from '../ComingSoonPage';

export default function DepositPage() {
  return <ComingSoonPage titleKey="page.deposit" />;
}
