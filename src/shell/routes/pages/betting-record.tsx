import '../../../i18n/texts/bettingRecords';
import '../../../i18n/texts/records';
import { AccountSectionFrame } from '../../../features/account/AccountSectionFrame';
import { BettingRecordsScreen } from '../../../features/betting-records';

/** /betting-record (spec 2 §2 Betting records): the same machine on both layouts. On a desktop it shows inside the account area, its tab chosen. */
export default function BettingRecordPage() {
  return (
    <AccountSectionFrame section="bettingRecords">
      <BettingRecordsScreen />
    </AccountSectionFrame>
  );
}
