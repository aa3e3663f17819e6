import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useGameLaunch, type GameLaunchRequest } from '../../../edge/gameLaunch';
import { SportsLaunchView } from '../../../features/games/SportsLaunchView';

/** The desktop header's sportsbook (t=sport&v=CRICKET opens cricket there): SBO Sports. */
const SPORTS_BOOK: GameLaunchRequest = { gameType: 'SPORTS', platform: 'SBO' };

/**
 * /player/playGame?t=sport&v=CRICKET (spec 1 §2.2), login-only: a visitor is sent to /login by the
 * route. A player is launched like any game, through game-run with the SPORTS type, and lands in
 * /gamerun; without t=sport the page waits for Play Now. Chosen: no player-login call — our server
 * has no third-party sports site whose address it could build (spec 1 §7), and game-run already
 * opens the sportsbook for the player.
 */
export default function SportsLaunchPage() {
  const { launch, error } = useGameLaunch();
  const sportLink = new URLSearchParams(useSearch()).get('t') === 'sport';
  const [started, setStarted] = useState(sportLink);
  const launched = useRef(false);
  useEffect(() => {
    // Once per visit, also under React's development double effects.
    if (!sportLink || launched.current) return;
    launched.current = true;
    launch(SPORTS_BOOK);
  }, [launch, sportLink]);
  const play = () => {
    setStarted(true);
    launch(SPORTS_BOOK);
  };
  return <SportsLaunchView started={started} error={error} onRetry={play} />;
}
