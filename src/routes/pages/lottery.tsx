import { ComingSoonPage } from '../ComingSoonPage';

export default function LotteryPage() {
  return <ComingSoonPage titleKey="page.lottery" />;
}
