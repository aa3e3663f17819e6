import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { betSlipMachine, type BetLimits, type BetMatched } from '../../../machines/betSlip';
import { oddsViewMachine, type EventDetail, type MatchOddsMarket } from '../../../machines/oddsView';
import type { BetSlipActor } from '../../edge/betSlip';
import type { OddsViewActor } from '../../edge/oddsView';
import { OddsViewActorsContext } from './actors';
import { Frames } from './Frames';

/** The limits as GET /api/limits serves them (server/exchange/limits.ts). */
const betLimits: BetLimits = {
  stake: { match_odds: { min: 100, max: 50_000 }, bookmaker: { min: 100, max: 100_000 }, fancy: { min: 100, max: 25_000 } },
  fancyStakedTypes: [4, 5],
};

const SCORE_URL = '/exchange-data/score/frame/32000001';

async function renderFrames(scoreFrame: () => Promise<string | null>) {
  const odds = createActor(
    oddsViewMachine.provide({
      actors: {
        fetchMatchOdds: fromPromise(() => new Promise<MatchOddsMarket>(() => {})),
        fetchEventDetail: fromPromise(() => new Promise<EventDetail>(() => {})),
        fetchScoreFrame: fromPromise(scoreFrame),
      },
      actions: { reportFeedFailure: () => {} },
    }),
    { input: { marketId: '1.1', eventId: '32000001', selectedSport: 'cricket', previousPath: '/exchange-inplay', hidden: false } },
  ).start();
  const slip = createActor(betSlipMachine.provide({ actors: { placeBet: fromPromise(() => new Promise<BetMatched>(() => {})) }, actions: { announceBetMatched: () => {} } }), {
    input: { idempotencySeed: 'seed', limits: betLimits },
  }).start();
  render(
    <MantineProvider>
      <OddsViewActorsContext.Provider value={{ odds: odds as unknown as OddsViewActor, slip: slip as unknown as BetSlipActor }}>
        <Frames />
      </OddsViewActorsContext.Provider>
    </MantineProvider>,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('the live score frame (issue 22)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the feed’s frame online, our own "score unavailable" offline (no frame to fail), and the frame again online', async () => {
    await renderFrames(() => Promise.resolve(SCORE_URL));
    expect(screen.getByTestId('odds-score')).toHaveAttribute('src', SCORE_URL);

    goOffline(true);
    expect(screen.queryByTestId('odds-score')).toBeNull();
    expect(screen.getByTestId('odds-score-unavailable')).toHaveTextContent('Score unavailable: you are offline.');

    goOffline(false);
    expect(screen.getByTestId('odds-score')).toHaveAttribute('src', SCORE_URL);
    expect(screen.queryByTestId('odds-score-unavailable')).toBeNull();
  });

  it('opened offline, the score place says so from the start', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderFrames(() => Promise.resolve(SCORE_URL));
    expect(screen.queryByTestId('odds-score')).toBeNull();
    expect(screen.getByTestId('odds-score-unavailable')).toHaveTextContent('you are offline');
  });

  it('a score board that fails or carries no frame: "Live score unavailable", not an empty box', async () => {
    await renderFrames(() => Promise.reject(new Error('unreachable')));
    expect(screen.getByTestId('odds-score-unavailable')).toHaveTextContent('Live score unavailable for this match.');
  });
});
