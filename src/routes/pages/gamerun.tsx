import { ComingSoonPage } from '../ComingSoonPage';

export default function GameRunPage() {
  return <ComingSoonPage titleKey="page.gameRun" />;
}
