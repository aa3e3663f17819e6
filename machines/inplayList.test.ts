import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { dhakaDayOf, eventsOfTab, groupBySport, INPLAY_POLL_MS, inplayListMachine, openEventsOf, sportsColumnOf, toInplayListFailure, type EventListing, type ExchangeEvent } from './inplayList';
import { NotProvidedError } from './lib/unprovided';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const event = (overrides: Partial<ExchangeEvent>): ExchangeEvent => ({
  eventId: '40000001',
  marketId: '1.40000001',
  name: 'Bangladesh v India',
  fancy: true,
  bookmaker: true,
  sport: 'cricket',
  openDate: '2026-11-24T03:00:00.000Z',
  status: 'IN_PLAY',
  result: null,
  score: null,
  ...overrides,
});

// 2026-11-24 11:00 in Dhaka.
const NOW = Date.parse('2026-11-24T05:00:00.000Z');
const live = event({});
const later = event({ eventId: '10000002', marketId: '1.10000002', name: 'Arsenal v Chelsea', sport: 'soccer', openDate: '2026-11-24T15:00:00.000Z', status: 'OPEN' });
const lateTonight = event({ eventId: '20000003', marketId: '1.20000003', name: 'C Alcaraz v J Sinner', sport: 'tennis', openDate: '2026-11-24T17:59:00.000Z', status: 'OPEN' });
const tomorrow = event({ eventId: '20000004', marketId: '1.20000004', name: 'N Djokovic v D Medvedev', sport: 'tennis', openDate: '2026-11-24T18:00:00.000Z', status: 'OPEN' });
const finished = event({ eventId: '10000005', marketId: '1.10000005', name: 'Liverpool v Inter', sport: 'soccer', openDate: '2026-11-23T20:00:00.000Z', status: 'CLOSED', result: 'Inter', score: '0-1' });
const finishedToday = event({ eventId: '10000006', marketId: '1.10000006', name: 'Juventus v Barcelona', sport: 'soccer', openDate: '2026-11-24T01:00:00.000Z', status: 'CLOSED', result: 'Barcelona', score: '1-2' });
const all = [tomorrow, finished, later, live, lateTonight, finishedToday];

function start(hidden = false) {
  const listings: Pending<void, EventListing>[] = [];
  const checks: Pending<{ events: readonly ExchangeEvent[] }, string[]>[] = [];
  const reported: unknown[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = inplayListMachine.provide({
    actors: { fetchEvents: fromPromise(pending(listings)), findInPlayMarkets: fromPromise(pending(checks)) },
    actions: { reportInplayFailure: (_, failure) => void reported.push(failure) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { hidden }, clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const context = () => actor.getSnapshot().context;
  return { actor, listings, checks, reported, clock, settle, context };
}

async function loaded() {
  const run = start();
  run.listings[0]?.resolve({ events: all, listedAt: NOW });
  await run.settle();
  run.checks[0]?.resolve([live.marketId]);
  await run.settle();
  return run;
}

describe('inplayList machine (spec 1 §2.10 In-Play page, §7)', () => {
  it('loads the events, then asks which are in play; refreshes every 30 s while visible and stops while hidden', async () => {
    const { actor, listings, checks, clock, settle, context } = start();
    expect(actor.getSnapshot().matches({ active: 'loadingEvents' })).toBe(true);
    expect(context().loaded).toBe(false);
    listings[0]?.resolve({ events: all, listedAt: NOW });
    await settle();
    expect(actor.getSnapshot().matches({ active: 'loadingInPlay' })).toBe(true);
    expect(checks[0]?.input.events).toEqual(all);
    checks[0]?.resolve([live.marketId]);
    await settle();
    expect(context()).toMatchObject({ loaded: true, failed: false, inPlayMarketIds: [live.marketId], listedAt: NOW });
    clock.increment(INPLAY_POLL_MS - 1);
    expect(listings).toHaveLength(1);
    clock.increment(1);
    expect(listings).toHaveLength(2);
    actor.send({ type: 'page.hidden' });
    clock.increment(10 * INPLAY_POLL_MS);
    expect(listings).toHaveLength(2);
    actor.send({ type: 'page.shown' });
    expect(listings).toHaveLength(3);
  });

  it('opened in a background tab, waits for the page to show', () => {
    const { actor, listings } = start(true);
    expect(actor.getSnapshot().value).toBe('paused');
    expect(listings).toHaveLength(0);
    actor.send({ type: 'page.shown' });
    expect(listings).toHaveLength(1);
  });

  it('a failed load keeps the last list, is logged and offers a retry', async () => {
    const { actor, listings, checks, reported, settle, context } = await loaded();
    actor.send({ type: 'inplayList.retryRequested' });
    expect(listings).toHaveLength(1);
    actor.send({ type: 'page.hidden' });
    actor.send({ type: 'page.shown' });
    listings[1]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    expect(context()).toMatchObject({ failed: true, events: all, inPlayMarketIds: [live.marketId] });
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
    actor.send({ type: 'inplayList.retryRequested' });
    expect(listings).toHaveLength(3);
    listings[2]?.resolve({ events: all, listedAt: NOW });
    await settle();
    checks[1]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(context()).toMatchObject({ failed: true, inPlayMarketIds: [live.marketId] });
  });

  it('tabs: In-Play by match odds, Today and Tomorrow by Dhaka days, Result the finished ones newest first; search by name', async () => {
    const { actor, context } = await loaded();
    expect(eventsOfTab(context(), 'inPlay')).toEqual([live]);
    expect(eventsOfTab(context(), 'today')).toEqual([live, later, lateTonight]);
    expect(eventsOfTab(context(), 'tomorrow')).toEqual([tomorrow]);
    expect(eventsOfTab(context(), 'result')).toEqual([finishedToday, finished]);
    actor.send({ type: 'inplayList.tabChosen', tab: 'result' });
    expect(context().tab).toBe('result');
    actor.send({ type: 'inplayList.searchChanged', search: '  INTER ' });
    expect(eventsOfTab(context(), 'result')).toEqual([finished]);
    expect(groupBySport(eventsOfTab(context(), 'result'))).toEqual([
      { sport: 'cricket', events: [] },
      { sport: 'soccer', events: [finished] },
      { sport: 'tennis', events: [] },
    ]);
  });

  it('the Sports page: a sport’s events still to finish, in start order', async () => {
    const { actor, context } = await loaded();
    expect(openEventsOf(context(), 'cricket')).toEqual([live]);
    actor.send({ type: 'inplayList.sportChosen', sport: 'tennis' });
    expect(context().sport).toBe('tennis');
    expect(openEventsOf(context(), context().sport)).toEqual([lateTonight, tomorrow]);
  });

  it('counts Dhaka days at GMT+6', () => {
    expect(dhakaDayOf(Date.parse('2026-11-24T17:59:59.999Z'))).toBe(dhakaDayOf(Date.parse('2026-11-23T18:00:00.000Z')));
    expect(dhakaDayOf(Date.parse('2026-11-24T18:00:00.000Z'))).toBe(dhakaDayOf(NOW) + 1);
  });

  it('a missing actor stops loudly instead of being a load failure', () => {
    expect(() => toInplayListFailure(new NotProvidedError('inplayList', 'actor', 'fetchEvents'))).toThrow(NotProvidedError);
    expect(toInplayListFailure(new Error(''))).toEqual({ kind: 'failed', message: null });
  });

  it('the desktop column lists each sport’s unfinished events, those in play first (issue 22)', () => {
    const soonLive = event({ eventId: '10000007', marketId: '1.10000007', name: 'Bayern v Milan', sport: 'soccer', openDate: '2026-11-24T16:00:00.000Z', status: 'IN_PLAY' });
    const column = sportsColumnOf({ events: [...all, soonLive], inPlayMarketIds: [live.marketId, soonLive.marketId] });
    expect(column.map((group) => group.sport)).toEqual(['cricket', 'soccer', 'tennis']);
    expect(column.map((group) => group.events.map(({ event: listed, inPlay }) => `${listed.name}${inPlay ? ' (in play)' : ''}`))).toEqual([
      ['Bangladesh v India (in play)'],
      ['Bayern v Milan (in play)', 'Arsenal v Chelsea'],
      ['C Alcaraz v J Sinner', 'N Djokovic v D Medvedev'],
    ]);
  });
});
