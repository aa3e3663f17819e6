import '../../../i18n/texts/records';
import { AccountSectionFrame } from '../../../features/account/AccountSectionFrame';
import { TransactionScreen } from '../../../features/records/TransactionScreen';

/** /transaction-record (spec 2 §2 Transaction records): the same machine on both layouts. On a desktop it shows inside the account area, its tab chosen. */
export default function TransactionRecordPage() {
  return (
    <AccountSectionFrame section="transactionRecords">
      <TransactionScreen />
    </AccountSectionFrame>
  );
}
