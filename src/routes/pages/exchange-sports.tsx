import { ComingSoonPage } from '../ComingSoonPage';

export default function ExchangeSportsPage() {
  return <ComingSoonPage titleKey="page.exchangeSports" />;
}
