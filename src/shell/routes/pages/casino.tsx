import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /casino: the desktop header's Casino category (spec 1 §2.2), the games list of type CASINO. */
export default function CasinoPage() {
  return <CategoryGamesPage type="CASINO" />;
}
