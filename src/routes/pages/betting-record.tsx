import { BettingRecordsScreen } from '../../features/betting-records';

/** /betting-record (spec 2 §2 Betting records): the same machine on both layouts. */
export default function BettingRecordPage() {
  return <BettingRecordsScreen />;
}
