import { TurnoverScreen } from '../../features/records';

/** /turnover-record (spec 2 §2 Turnover): Active and Completed turnover requirements. */
export default function TurnoverRecordPage() {
  return <TurnoverScreen />;
}
