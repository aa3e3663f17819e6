import { ComingSoonPage } from '../ComingSoonPage';

export default function ExchangePage() {
  return <ComingSoonPage titleKey="page.exchange" />;
}
