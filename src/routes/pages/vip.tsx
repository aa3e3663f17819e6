import { ComingSoonPage } from '../ComingSoonPage';

export default function VipPage() {
  return <ComingSoonPage titleKey="page.vip" />;
}
