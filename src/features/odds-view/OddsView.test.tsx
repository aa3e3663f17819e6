import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { betSlipMachine, type BetLimits, type BetMatched } from '../../../machines/betSlip';
import { ODDS_POLL_MS, oddsViewMachine, type EventDetail, type MatchOddsMarket } from '../../../machines/oddsView';
import { useSlipFollowsPrices, type BetSlipActor } from '../../edge/betSlip';
import type { OddsViewActor } from '../../edge/oddsView';
import { OddsViewActorsContext } from './actors';
import { BetSlipDock } from './BetSlipDock';
import { BookmakerBlock } from './BookmakerBlock';
import { FancyBlock } from './FancyBlock';
import { MatchOddsBlock } from './MatchOddsBlock';
import classes from './oddsView.module.css';
import { oddsViewParamsOf } from './params';

/** The limits as GET /api/limits serves them (server/exchange/limits.ts). */
const betLimits: BetLimits = {
  stake: { match_odds: { min: 100, max: 50_000 }, bookmaker: { min: 100, max: 100_000 }, fancy: { min: 100, max: 25_000 } },
  fancyStakedTypes: [4, 5],
};

const market = (backPrice = 1.85, laySize = 90): MatchOddsMarket => ({
  inPlay: true,
  status: 'OPEN',
  runners: [
    { selectionId: 1, name: 'Dhaka', back: { price: backPrice, size: 100 }, lay: { price: 1.87, size: laySize } },
    { selectionId: 2, name: 'Sylhet', back: { price: 2.1, size: 80 }, lay: { price: 2.14, size: 60 } },
  ],
});
const detail: EventDetail = {
  name: 'Dhaka v Sylhet',
  bookmaker: {
    marketId: 'bm-1',
    runners: [
      { selectionId: 1, name: 'Dhaka', backPrice: 84, layPrice: 86, suspended: true, ballRunning: true },
      { selectionId: 2, name: 'Sylhet', backPrice: 110, layPrice: 112, suspended: true, ballRunning: false },
    ],
  },
  fancy: [{ id: 'f1', title: '6 over runs Dhaka', type: 2, no: 48, noRate: 100, yes: 49, yesRate: 100, suspended: true, ballRunning: true }],
};

/** The odds view screen's wiring of the slip to the prices (src/edge/betSlip.ts). */
function FollowPrices({ odds, slip }: { odds: OddsViewActor; slip: BetSlipActor }) {
  useSlipFollowsPrices(odds, slip);
  return null;
}

function setUp(limits: BetLimits = betLimits) {
  const answers: ((value: MatchOddsMarket) => void)[] = [];
  const clock = new SimulatedClock();
  const odds = createActor(
    oddsViewMachine.provide({
      actors: {
        fetchMatchOdds: fromPromise(() => new Promise<MatchOddsMarket>((resolve) => answers.push(resolve))),
        fetchEventDetail: fromPromise(() => Promise.resolve(detail)),
        fetchScoreFrame: fromPromise(() => Promise.resolve<string | null>(null)),
      },
      actions: { reportFeedFailure: () => {} },
    }),
    { input: { marketId: '1.1', eventId: '32000001', selectedSport: 'cricket', previousPath: '/exchange-inplay', hidden: false }, clock },
  ).start();
  const slip = createActor(betSlipMachine.provide({ actors: { placeBet: fromPromise(() => new Promise<BetMatched>(() => {})) }, actions: { announceBetMatched: () => {} } }), {
    input: { idempotencySeed: 'seed', limits },
  }).start();
  let commits = 0;
  render(
    <MantineProvider>
      <OddsViewActorsContext.Provider value={{ odds: odds as unknown as OddsViewActor, slip: slip as unknown as BetSlipActor }}>
        <Profiler id="odds" onRender={() => (commits += 1)}>
          <MatchOddsBlock />
          <BookmakerBlock />
          <FancyBlock />
        </Profiler>
        <BetSlipDock />
        <FollowPrices odds={odds as unknown as OddsViewActor} slip={slip as unknown as BetSlipActor} />
      </OddsViewActorsContext.Provider>
    </MantineProvider>,
  );
  const answer = async (value: MatchOddsMarket) => {
    await act(async () => {
      answers.at(-1)?.(value);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  const tick = () => act(() => clock.increment(ODDS_POLL_MS));
  return { odds, slip, answer, tick, commits: () => commits };
}

describe('odds view blocks', () => {

  it('an unchanged poll commits nothing; a changed price renders again', async () => {
    const view = setUp();
    await view.answer(market());
    expect(screen.getAllByTestId('match-odds-row')).toHaveLength(2);
    const before = view.commits();
    // Three intervals: the event detail is asked for again too (the same answer).
    for (let poll = 0; poll < 4; poll += 1) {
      view.tick();
      await view.answer(market());
    }
    expect(view.commits()).toBe(before);
    view.tick();
    await view.answer(market(1.9));
    expect(view.commits()).toBeGreaterThan(before);
    expect(screen.getAllByTestId('back-price')[0]).toHaveTextContent('1.9');
  });

  it('only a changed price flashes, not a cell whose money available changed (issue 22)', async () => {
    const view = setUp();
    await view.answer(market());
    view.tick();
    await view.answer(market(1.9, 95));
    const [backCell] = screen.getAllByTestId('back-price');
    const [layCell] = screen.getAllByTestId('lay-price');
    await waitFor(() => expect(backCell?.classList.contains(classes.flash ?? 'flash')).toBe(true));
    expect(layCell?.classList.contains(classes.flash ?? 'flash')).toBe(false);
  });

  it('rows show Ball Running / Suspend in the spec’s order; a price click opens the slip in its column and marks the row', async () => {
    const view = setUp();
    await view.answer(market());
    const statuses = screen.getAllByTestId('row-status').map((element) => element.textContent);
    // BookMaker: ball running first; Fancy: suspended first.
    expect(statuses).toEqual(['Ball Running', 'Suspend', 'Suspend']);
    fireEvent.click(screen.getAllByTestId('back-price')[0] as HTMLElement);
    expect(view.slip.getSnapshot().context.selection).toMatchObject({ market: 'match_odds', selectionId: 1, side: 'back', odds: 1.85, rowKey: 'mo:1' });
    expect(await screen.findByTestId('bet-slip')).toBeInTheDocument();
    expect(screen.getByTestId('bet-slip-column')).toContainElement(screen.getByTestId('bet-slip'));
    expect(screen.getByTestId('stake-input')).toHaveFocus();
    expect(screen.getAllByTestId('match-odds-row')[0]?.parentElement).toHaveAttribute('data-picked', 'true');
  });

  it('the open slip follows the price a poll brings; an unchanged poll leaves it alone (issue 22)', async () => {
    const view = setUp();
    await view.answer(market());
    fireEvent.click(screen.getAllByTestId('back-price')[0] as HTMLElement);
    expect(view.slip.getSnapshot().context.selection?.odds).toBe(1.85);
    // The slip is a chunk of its own, fetched on the first price taken (or once the page is idle).
    expect(await screen.findByTestId('slip-odds')).toHaveTextContent('1.85');
    view.tick();
    await view.answer(market(1.9));
    expect(view.slip.getSnapshot().context.selection?.odds).toBe(1.9);
    expect(screen.getByTestId('slip-odds')).toHaveTextContent('1.9');
    // An unchanged poll leaves the slip alone.
    view.tick();
    await view.answer(market(1.9));
    expect(view.slip.getSnapshot().context.selection?.odds).toBe(1.9);
  });

  it('block titles and the slip show the limits the slip started with (the server\'s, issue 23)', async () => {
    const view = setUp({ ...betLimits, stake: { ...betLimits.stake, match_odds: { min: 200, max: 40_000 } } });
    await view.answer(market());
    expect(screen.getByText(/Min: ৳200 Max: ৳40,000/)).toBeInTheDocument();
    expect(screen.getByText(/Min: ৳100 Max: ৳1,00,000/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByTestId('back-price')[0] as HTMLElement);
    expect(await screen.findByText(/Min ৳200 · Max ৳40,000/)).toBeInTheDocument();
  });

  it('the chosen Fancy tab without lines says so', async () => {
    const view = setUp();
    await view.answer(market());
    fireEvent.click(screen.getByRole('tab', { name: 'Lottery' }));
    expect(screen.getByTestId('fancy-empty')).toHaveTextContent('No fancy bets available');
  });
});

describe('odds view link (navigation contract)', () => {
  it('reads marketId, eventId, sport and from; refuses a link without them; never goes back to another site', () => {
    expect(oddsViewParamsOf('?marketId=1.32000001&eventId=32000001&sport=cricket&from=%2Fexchange-inplay%3Ftab%3D1')).toEqual({
      marketId: '1.32000001',
      eventId: '32000001',
      selectedSport: 'cricket',
      previousPath: '/exchange-inplay?tab=1',
    });
    expect(oddsViewParamsOf('marketId=1.1&eventId=2&sport=tennis&from=https%3A%2F%2Fevil.example')?.previousPath).toBe('/exchange-inplay');
    expect(oddsViewParamsOf('marketId=1.1&eventId=2&sport=golf')).toBeNull();
    expect(oddsViewParamsOf('eventId=2&sport=cricket')).toBeNull();
  });
});
