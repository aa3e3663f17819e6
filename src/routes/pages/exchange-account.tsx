import { ComingSoonPage } from '../ComingSoonPage';

export default function ExchangeAccountPage() {
  return <ComingSoonPage titleKey="page.exchangeAccount" />;
}
