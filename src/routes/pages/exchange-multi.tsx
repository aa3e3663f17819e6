import { ComingSoonPage } from '../ComingSoonPage';

export default function ExchangeMultiPage() {
  return <ComingSoonPage titleKey="page.exchangeMulti" />;
}
