import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /arcade: the desktop header's Arcade category (spec 1 §2.2), the games list of type ARCADE. */
export default function ArcadePage() {
  return <CategoryGamesPage type="ARCADE" />;
}
