import { ComingSoonPage } from '../ComingSoonPage';

export default function SlotPage() {
  return <ComingSoonPage titleKey="page.slot" />;
}
