import { ComingSoonPage } from '../ComingSoonPage';

export default function BettingRecordPage() {
  return <ComingSoonPage titleKey="page.bettingRecord" />;
}
