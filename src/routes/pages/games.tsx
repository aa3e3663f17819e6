import { ComingSoonPage } from '../ComingSoonPage';

export default function GamesPage() {
  return <ComingSoonPage titleKey="page.games" />;
}
