import { useGameLaunch } from '../../edge/gameLaunch';
import { useGamesMachine } from '../../edge/games';
import { GamesBrowser } from './GamesBrowser';

type GamesScreenProps = { type: string; systems: readonly string[]; title: string };

/** The games list for a type and providers: /games and the desktop category pages (spec 1 §2.2, §2.8). */
export function GamesScreen({ type, systems, title }: GamesScreenProps) {
  const [snapshot, send] = useGamesMachine({ type, systems, title });
  const gameLaunch = useGameLaunch();
  return (
    <GamesBrowser
      context={snapshot.context}
      loadingProviders={snapshot.matches('loadingSystems') || snapshot.matches('loadingProviders')}
      loadingGames={snapshot.matches({ browsing: 'loadingGames' }) || snapshot.matches('loadingSystems') || snapshot.matches('loadingProviders')}
      send={send}
      gameLaunch={gameLaunch}
      title={title}
    />
  );
}
