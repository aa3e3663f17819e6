import { TransactionScreen } from '../../features/records';

/** /transaction-record (spec 2 §2 Transaction records): the same machine on both layouts. */
export default function TransactionRecordPage() {
  return <TransactionScreen />;
}
