import { useSearch } from 'wouter';
import { GamesScreen } from '../../../features/games/GamesScreen';
import { gamesQueryOf } from '../../../edge/games';

/**
 * /games?type=&system=A,B&title= (spec 1 §2.8). A new query (the side menu's next provider)
 * starts a new list, hence the key.
 */
export default function GamesPage() {
  const search = useSearch();
  const query = gamesQueryOf(search);
  return <GamesScreen key={search} {...query} />;
}
