import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /crash: the desktop header's Crash category (spec 1 §2.2), the games list of type CRASH. */
export default function CrashPage() {
  return <CategoryGamesPage type="CRASH" />;
}
