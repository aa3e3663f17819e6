import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /fishing: the desktop header's Fishing category (spec 1 §2.2), the games list of type FISHING. */
export default function FishingPage() {
  return <CategoryGamesPage type="FISHING" />;
}
