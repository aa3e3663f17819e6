import { ComingSoonPage } from '../ComingSoonPage';

export default function TurnoverRecordPage() {
  return <ComingSoonPage titleKey="page.turnoverRecord" />;
}
