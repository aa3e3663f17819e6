import { ComingSoonPage } from '../ComingSoonPage';

export default function ExchangeInplayPage() {
  return <ComingSoonPage titleKey="page.exchangeInplay" />;
}
