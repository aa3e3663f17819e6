import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import {
  bookmakerStatusOf,
  DETAIL_POLL_TICKS,
  eventNameOf,
  ALL_FANCY,
  fancyLinesOf,
  fancyTabOfValue,
  fancyStatusOf,
  isStale,
  mergeDetail,
  mergeMarket,
  ODDS_POLL_MS,
  oddsViewMachine,
  pollDelay,
  scoreFrameOf,
  shownFancyLines,
  toOddsViewFailure,
  type EventDetail,
  type FancyLine,
  type MatchOddsMarket,
} from './oddsView';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const market = (backPrice = 1.85): MatchOddsMarket => ({
  inPlay: true,
  status: 'OPEN',
  runners: [
    { selectionId: 1, name: 'Dhaka', back: { price: backPrice, size: 100 }, lay: { price: 1.87, size: 90 } },
    { selectionId: 2, name: 'Sylhet', back: { price: 2.1, size: 80 }, lay: { price: 2.14, size: 60 } },
  ],
});
const line = (id: string, type: number, overrides: Partial<FancyLine> = {}): FancyLine => ({ id, title: `Line ${id}`, type, no: 40, noRate: 100, yes: 41, yesRate: 100, suspended: false, ballRunning: false, ...overrides });
const detail = (overrides: Partial<EventDetail> = {}): EventDetail => ({
  name: 'Dhaka v Sylhet',
  bookmaker: { marketId: 'bm-1', runners: [{ selectionId: 1, name: 'Dhaka', backPrice: 84, layPrice: 86, suspended: false, ballRunning: false }] },
  fancy: [line('a', 2), line('b', 6)],
  ...overrides,
});

function start(hidden = false) {
  const odds: Pending<{ marketId: string }, MatchOddsMarket>[] = [];
  const details: Pending<{ eventId: string }, EventDetail>[] = [];
  const frames: Pending<{ eventId: string }, string | null>[] = [];
  const reported: unknown[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = oddsViewMachine.provide({
    actors: { fetchMatchOdds: fromPromise(pending(odds)), fetchEventDetail: fromPromise(pending(details)), fetchScoreFrame: fromPromise(pending(frames)) },
    actions: { reportFeedFailure: (_, failure) => void reported.push(failure) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { marketId: '1.32000001', eventId: '32000001', selectedSport: 'cricket', previousPath: '/exchange-inplay', hidden }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  return { actor, odds, details, frames, reported, clock, settle, context };
}

describe('odds view machine (spec 1 §2.10, §7, §9)', () => {
  it('asks for match odds 300 ms after each answer, never while a call is in flight', async () => {
    const { odds, clock, settle, context } = start();
    expect(odds).toHaveLength(1);
    expect(odds[0]?.input).toEqual({ marketId: '1.32000001' });
    clock.increment(5 * ODDS_POLL_MS);
    expect(odds).toHaveLength(1);
    odds[0]?.resolve(market());
    await settle();
    expect(context().market?.runners).toHaveLength(2);
    clock.increment(ODDS_POLL_MS - 1);
    expect(odds).toHaveLength(1);
    clock.increment(1);
    expect(odds).toHaveLength(2);
  });

  it('keeps the shown objects when a poll answers the same prices, and unchanged runners when one changes', async () => {
    const { odds, clock, settle, context } = start();
    odds[0]?.resolve(market());
    await settle();
    const shown = context().market;
    clock.increment(ODDS_POLL_MS);
    odds[1]?.resolve(market());
    await settle();
    expect(context().market).toBe(shown);
    clock.increment(ODDS_POLL_MS);
    odds[2]?.resolve(market(1.9));
    await settle();
    expect(context().market).not.toBe(shown);
    expect(context().market?.runners[0]?.back?.price).toBe(1.9);
    expect(context().market?.runners[1]).toBe(shown?.runners[1]);
  });

  it('backs off after failures (300 ms × 2^n, at most 5 s), marks the prices stale and keeps them', async () => {
    const { odds, clock, settle, context, reported } = start();
    odds[0]?.resolve(market());
    await settle();
    clock.increment(ODDS_POLL_MS);
    odds[1]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(isStale(context())).toBe(true);
    expect(context().market?.runners).toHaveLength(2);
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
    const waitMs = (ms: number) => {
      for (let waited = 0; waited < ms; waited += ODDS_POLL_MS) clock.increment(ODDS_POLL_MS);
    };
    waitMs(ODDS_POLL_MS);
    expect(odds).toHaveLength(2);
    waitMs(ODDS_POLL_MS);
    expect(odds).toHaveLength(3);
    odds[2]?.reject({ kind: 'failed', message: null });
    await settle();
    waitMs(3 * ODDS_POLL_MS);
    expect(odds).toHaveLength(3);
    waitMs(ODDS_POLL_MS);
    expect(odds).toHaveLength(4);
    odds[3]?.resolve(market());
    await settle();
    expect(isStale(context())).toBe(false);
    expect(pollDelay(ODDS_POLL_MS, 10)).toBe(5_000);
  });

  it('stops while the page is hidden and asks at once on return; opened hidden, waits', async () => {
    const { actor, odds, details, frames, clock, settle } = start(true);
    expect(odds).toHaveLength(0);
    expect(frames).toHaveLength(0);
    actor.send({ type: 'page.shown' });
    expect(odds).toHaveLength(1);
    expect(frames).toHaveLength(1);
    odds[0]?.resolve(market());
    frames[0]?.resolve('/exchange-data/score/frame/32000001');
    await settle();
    expect(details).toHaveLength(1);
    actor.send({ type: 'page.hidden' });
    clock.increment(20 * ODDS_POLL_MS);
    expect(odds).toHaveLength(1);
    actor.send({ type: 'page.shown' });
    expect(odds).toHaveLength(2);
    expect(details).toHaveLength(2);
    expect(frames).toHaveLength(1);
  });

  it('finds the score frame once, then refreshes the event detail every third odds interval', async () => {
    const { odds, details, frames, clock, settle, context } = start();
    frames[0]?.resolve('/exchange-data/score/frame/32000001');
    await settle();
    expect(context().scoreFrameUrl).toBe('/exchange-data/score/frame/32000001');
    expect(details).toHaveLength(1);
    details[0]?.resolve(detail());
    await settle();
    const shown = context().detail;
    for (let tick = 0; tick < DETAIL_POLL_TICKS; tick += 1) {
      odds[tick]?.resolve(market());
      await settle();
      clock.increment(ODDS_POLL_MS);
    }
    expect(details).toHaveLength(2);
    details[1]?.resolve(detail());
    await settle();
    expect(context().detail).toBe(shown);
  });

  it('a missing actor fails loudly', () => {
    expect(() => toOddsViewFailure(new NotProvidedError('oddsView', 'actor', 'fetchMatchOdds'))).toThrow(NotProvidedError);
  });
});

describe('rows (spec 1 §4)', () => {
  it('Fancy checks suspended first; the bookmaker checks ball running first', () => {
    expect(fancyStatusOf({ suspended: true, ballRunning: true })).toBe('suspended');
    expect(fancyStatusOf({ suspended: false, ballRunning: true })).toBe('ballRunning');
    expect(fancyStatusOf({ suspended: false, ballRunning: false })).toBeNull();
    expect(bookmakerStatusOf({ suspended: true, ballRunning: true })).toBe('ballRunning');
    expect(bookmakerStatusOf({ suspended: true, ballRunning: false })).toBe('suspended');
    expect(bookmakerStatusOf({ suspended: false, ballRunning: false })).toBeNull();
  });

  it('Fancy tabs filter by code; All (1) shows every line', () => {
    const lines = [line('a', 2), line('b', 6), line('c', 5)];
    expect(fancyLinesOf(lines, 1)).toBe(lines);
    expect(fancyLinesOf(lines, 6).map((each) => each.id)).toEqual(['b']);
    expect(fancyLinesOf(lines, 4)).toEqual([]);
  });

  it('merging keeps unchanged rows and the whole detail when nothing changed', () => {
    const before = detail();
    expect(mergeDetail(before, detail())).toBe(before);
    const after = mergeDetail(before, detail({ fancy: [line('a', 2, { suspended: true }), line('b', 6)] }));
    expect(after).not.toBe(before);
    expect(after.bookmaker).toBe(before.bookmaker);
    expect(after.fancy[1]).toBe(before.fancy[1]);
    expect(after.fancy[0]?.suspended).toBe(true);
    const first = market();
    expect(mergeMarket(first, { ...market(), status: 'SUSPENDED' }).runners).toBe(first.runners);
    expect(mergeMarket(null, first)).toBe(first);
  });
});

describe('the live score place (issue 22)', () => {
  it('the frame when the feed gives one and the browser is online', () => {
    expect(scoreFrameOf({ scoreFrameUrl: '/score/1', scoreFrameAsked: true }, false)).toBe('/score/1');
  });
  it('our own "score unavailable" offline, and when the score board failed or carried no frame', () => {
    expect(scoreFrameOf({ scoreFrameUrl: '/score/1', scoreFrameAsked: true }, true)).toBe('unavailable');
    expect(scoreFrameOf({ scoreFrameUrl: null, scoreFrameAsked: true }, false)).toBe('unavailable');
    expect(scoreFrameOf({ scoreFrameUrl: null, scoreFrameAsked: false }, true)).toBe('unavailable');
  });
  it('an empty place while the score board is still asked', () => {
    expect(scoreFrameOf({ scoreFrameUrl: null, scoreFrameAsked: false }, false)).toBe('pending');
  });
});

describe('the event’s name (selector)', () => {
  it('is the detail’s name, else the first two runners “A v B”, else the one runner, else empty', () => {
    expect(eventNameOf({ detail: detail({ name: 'Final' }), market: market() })).toBe('Final');
    expect(eventNameOf({ detail: detail({ name: null }), market: market() })).toBe('Dhaka v Sylhet');
    expect(eventNameOf({ detail: null, market: market() })).toBe('Dhaka v Sylhet');
    expect(eventNameOf({ detail: null, market: { ...market(), runners: market().runners.slice(0, 1) } })).toBe('Dhaka');
    expect(eventNameOf({ detail: null, market: null })).toBe('');
  });
});

describe('the Fancy tab (spec 1 §2.10): the machine owns it', () => {
  it('starts on All; a chosen tab shows its lines only and the polls go on', async () => {
    const { actor, details, frames, settle } = start();
    expect(actor.getSnapshot().context.fancyTab).toBe(ALL_FANCY);
    frames[0]?.resolve(null);
    await settle();
    details[0]?.resolve(detail());
    await settle();
    expect(shownFancyLines(actor.getSnapshot().context).map((each) => each.id)).toEqual(['a', 'b']);
    const before = actor.getSnapshot().value;
    actor.send({ type: 'oddsView.fancyTabChosen', tab: 6 });
    expect(actor.getSnapshot().context.fancyTab).toBe(6);
    expect(actor.getSnapshot().value).toEqual(before);
    expect(shownFancyLines(actor.getSnapshot().context).map((each) => each.id)).toEqual(['b']);
    actor.send({ type: 'oddsView.fancyTabChosen', tab: 4 });
    expect(shownFancyLines(actor.getSnapshot().context)).toEqual([]);
    actor.send({ type: 'oddsView.fancyTabChosen', tab: ALL_FANCY });
    expect(shownFancyLines(actor.getSnapshot().context)).toHaveLength(2);
  });

  it('reads a tab widget’s value as a tab code, or none', () => {
    expect(fancyTabOfValue('6')).toBe(6);
    expect(fancyTabOfValue('1')).toBe(ALL_FANCY);
    expect(fancyTabOfValue('7')).toBeNull();
    expect(fancyTabOfValue(null)).toBeNull();
  });
});
