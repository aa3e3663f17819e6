import '../../../i18n/texts/records';
import { AccountSectionFrame } from '../../../features/account/AccountSectionFrame';
import { TurnoverScreen } from '../../../features/records/TurnoverScreen';

/** /turnover-record (spec 2 §2 Turnover): Active and Completed turnover requirements. On a desktop it shows inside the account area, its tab chosen. */
export default function TurnoverRecordPage() {
  return (
    <AccountSectionFrame section="turnover">
      <TurnoverScreen />
    </AccountSectionFrame>
  );
}
