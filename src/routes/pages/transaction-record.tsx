import { ComingSoonPage } from '../ComingSoonPage';

export default function TransactionRecordPage() {
  return <ComingSoonPage titleKey="page.transactionRecord" />;
}
