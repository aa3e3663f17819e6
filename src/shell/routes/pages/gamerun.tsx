import '../../../i18n/texts/breaks';
import { useState } from 'react';
import { closeGameRun, readGameRunState } from '../../../edge/gameLaunch';
import { GameRunView } from '../../../features/games/GameRunView';
import { SessionClockBadge } from '../../../features/reality-check/SessionClockBadge';

/** /gamerun (spec 1 §2.9): the game url comes in the history entry's state, so it survives a reload. */
export default function GameRunPage() {
  const [state] = useState(() => readGameRunState());
  return <GameRunView url={state?.iframeUrl ?? null} gameName={state?.gameName ?? null} onClose={() => closeGameRun(state)} sessionClock={<SessionClockBadge />} />;
}
