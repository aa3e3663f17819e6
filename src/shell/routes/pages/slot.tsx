import { CategoryGamesPage } from '../../../features/games/CategoryGamesPage';

/** /slot: the desktop header's Slot category (spec 1 §2.2), the games list of type SLOT. */
export default function SlotPage() {
  return <CategoryGamesPage type="SLOT" />;
}
