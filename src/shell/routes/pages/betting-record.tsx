import '../../../i18n/texts/account';
import '../../../i18n/texts/bettingRecords';
import '../../../i18n/texts/breaks';
import '../../../i18n/texts/member';
import '../../../i18n/texts/profile';
import '../../../i18n/texts/records';
import '../../../i18n/texts/safer';
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
