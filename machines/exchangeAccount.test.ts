import { createActor, fromPromise } from 'xstate';
import {
  exchangeAccountMachine,
  isEmptySection,
  isExchangeAccountSection,
  isExchangeDateFilter,
  lastPageOf,
  toExchangeAccountFailure,
  type ExchangeAccountInput,
  type SectionData,
  type SectionQuery,
} from './exchangeAccount';
import { NotProvidedError } from './lib/unprovided';

type Pending = { input: SectionQuery; resolve: (data: SectionData) => void; reject: (error: unknown) => void; signal: AbortSignal };

function start(input: ExchangeAccountInput) {
  const calls: Pending[] = [];
  const reported: unknown[] = [];
  const machine = exchangeAccountMachine.provide({
    actors: { loadSection: fromPromise<SectionData, SectionQuery>(({ input: query, signal }) => new Promise((resolve, reject) => calls.push({ input: query, resolve, reject, signal }))) },
    actions: { reportSectionFailure: (_, failure) => void reported.push(failure) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, reported, settle, value: () => actor.getSnapshot().value };
}

const activity = (rows: number, lastPage = 1): SectionData => ({
  section: 'activity',
  rows: Array.from({ length: rows }, (_, index) => ({ id: index + 1, loggedInAt: '2026-11-22T08:00:00.000Z', lastSeenAt: '2026-11-22T08:10:00.000Z', status: 'ended', endedAt: null, current: false })),
  lastPage,
});

describe('exchange account machine (spec 1 §2.10)', () => {
  it('opens on the menu without a section, and asks only the profile there, for its short account id', async () => {
    const { actor, value, calls, settle } = start({ section: null });
    expect(value()).toBe('menu');
    expect(calls.map((call) => call.input)).toEqual([{ section: 'profile', date: 'today', page: 1 }]);
    expect(actor.getSnapshot().context.accountId).toBeNull();
    calls[0]?.resolve({ section: 'profile', profile: { accountId: 'TP000042', username: 'rahim', name: null, currency: 'BDT', timeZone: 'Asia/Dhaka', timeZoneLabel: 'GMT+6', memberSince: '2026-01-01T00:00:00.000Z' } });
    await settle();
    expect(value()).toBe('menu');
    expect(actor.getSnapshot().context.accountId).toBe('TP000042');
  });

  it('a failed profile call leaves the menu without an account id, its items still working', async () => {
    const { actor, value, calls, reported, settle } = start({ section: null });
    calls[0]?.reject({ message: 'Network error' });
    await settle();
    expect(value()).toBe('menu');
    expect(actor.getSnapshot().context.accountId).toBeNull();
    expect(reported).toEqual([]);
    actor.send({ type: 'exchangeAccount.sectionChosen', section: 'activity' });
    expect(value()).toEqual({ section: 'loading' });
  });

  it('a chosen section is loaded for its first page; back returns to the menu', async () => {
    const { actor, calls: all, value, settle } = start({ section: null });
    const calls = () => all.filter((call) => call.input.section !== 'profile');
    actor.send({ type: 'exchangeAccount.sectionChosen', section: 'activity' });
    expect(all[0]?.signal.aborted).toBe(true);
    expect(value()).toEqual({ section: 'loading' });
    expect(calls()[0]?.input).toEqual({ section: 'activity', date: 'today', page: 1 });
    calls()[0]?.resolve(activity(2, 3));
    await settle();
    expect(value()).toEqual({ section: 'loaded' });
    actor.send({ type: 'exchangeAccount.pageChosen', page: 3 });
    expect(calls()[1]?.input).toEqual({ section: 'activity', date: 'today', page: 3 });
    actor.send({ type: 'exchangeAccount.menuRequested' });
    expect(calls()[1]?.signal.aborted).toBe(true);
    expect(value()).toBe('menu');
    expect(actor.getSnapshot().context).toMatchObject({ section: null, page: 1, data: null });
  });

  it('a reload on a section opens it directly, with the date from the address', () => {
    const { calls, value } = start({ section: 'profitLoss', date: 'last7Days' });
    expect(value()).toEqual({ section: 'loading' });
    expect(calls[0]?.input).toEqual({ section: 'profitLoss', date: 'last7Days', page: 1 });
  });

  it('an empty list is No Data; a failure is reported and Try again asks the same again', async () => {
    const { actor, calls, reported, value, settle } = start({ section: 'myBets' });
    calls[0]?.reject({ message: 'Network error' });
    await settle();
    expect(value()).toEqual({ section: 'failed' });
    expect(reported).toEqual([{ kind: 'failed', message: 'Network error' }]);
    actor.send({ type: 'exchangeAccount.retryRequested' });
    expect(calls[1]?.input).toEqual(calls[0]?.input);
    calls[1]?.resolve({ section: 'myBets', rows: [], lastPage: 1 });
    await settle();
    expect(value()).toEqual({ section: 'empty' });
  });

  it('the date filter reloads Bets History and Profit & Loss from page 1, and is ignored elsewhere', async () => {
    const { actor, calls, settle } = start({ section: 'betsHistory' });
    calls[0]?.resolve({ section: 'betsHistory', rows: [], lastPage: 1 });
    await settle();
    actor.send({ type: 'exchangeAccount.dateChosen', date: 'today' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'exchangeAccount.dateChosen', date: 'yesterday' });
    expect(calls[1]?.input).toEqual({ section: 'betsHistory', date: 'yesterday', page: 1 });
    actor.send({ type: 'exchangeAccount.sectionChosen', section: 'myBets' });
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(calls[2]?.input).toEqual({ section: 'myBets', date: 'yesterday', page: 1 });
    actor.send({ type: 'exchangeAccount.dateChosen', date: 'all' });
    expect(calls).toHaveLength(3);
    actor.send({ type: 'exchangeAccount.sectionChosen', section: 'myBets' });
    expect(calls).toHaveLength(3);
  });

  it('pages stay within the list', async () => {
    const { actor, calls, settle } = start({ section: 'activity' });
    calls[0]?.resolve(activity(1, 2));
    await settle();
    actor.send({ type: 'exchangeAccount.pageChosen', page: 1 });
    actor.send({ type: 'exchangeAccount.pageChosen', page: 3 });
    actor.send({ type: 'exchangeAccount.pageChosen', page: 0 });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'exchangeAccount.pageChosen', page: 2 });
    expect(calls).toHaveLength(2);
  });

  it('tells sections, dates, empty answers and pages apart', () => {
    expect(isExchangeAccountSection('myBets')).toBe(true);
    expect(isExchangeAccountSection('bets')).toBe(false);
    expect(isExchangeDateFilter('last7Days')).toBe(true);
    expect(isExchangeDateFilter('7')).toBe(false);
    expect(isEmptySection({ section: 'balance', figures: { balance: 0, exposure: 0, total: 0 }, rows: [], lastPage: 1 })).toBe(false);
    expect(isEmptySection({ section: 'profitLoss', rows: [], totals: { bets: 0, stake: 0, profitLoss: 0 } })).toBe(true);
    expect(lastPageOf(null)).toBe(1);
    expect(lastPageOf(activity(1, 4))).toBe(4);
  });

  it('a missing actor stops loudly', () => {
    expect(() => toExchangeAccountFailure(new NotProvidedError('exchangeAccount', 'actor', 'loadSection'))).toThrow(NotProvidedError);
    expect(toExchangeAccountFailure('boom')).toEqual({ kind: 'failed', message: null });
  });
});
