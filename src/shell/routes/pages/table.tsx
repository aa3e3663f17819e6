import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /table: the desktop header's Table category (spec 1 §2.2), the games list of type TABLE. */
export default function TablePage() {
  return <CategoryGamesPage type="TABLE" />;
}
