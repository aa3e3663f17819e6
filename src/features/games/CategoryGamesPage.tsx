import { t } from '../../i18n';
import { GamesScreen } from './GamesScreen';

export type CategoryType = 'CASINO' | 'SLOT' | 'TABLE' | 'CRASH' | 'FISHING' | 'ARCADE' | 'LOTTERY';

const NO_SYSTEMS: readonly string[] = [];

/** A desktop category page: the games list with a fixed type and every provider (spec 1 §2.2). */
export function CategoryGamesPage({ type }: { type: CategoryType }) {
  return <GamesScreen type={type} systems={NO_SYSTEMS} title={t(`games.category.${type}`)} />;
}
