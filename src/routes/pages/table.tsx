import { ComingSoonPage } from '../ComingSoonPage';

export default function TablePage() {
  return <ComingSoonPage titleKey="page.table" />;
}
