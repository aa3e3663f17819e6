import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /lottery: the desktop header's Lottery category (spec 1 §2.2), the games list of type LOTTERY. */
export default function LotteryPage() {
  return <CategoryGamesPage type="LOTTERY" />;
}
