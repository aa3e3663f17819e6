import { ComingSoonPage } from '../ComingSoonPage';

export default function OddsViewPage() {
  return <ComingSoonPage titleKey="page.oddsView" />;
}
