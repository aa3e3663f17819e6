import { createActor, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import { memberAreaMachine, toMemberFailure, type AccountOverview, type VipRecordsPage, type VipRecordsQuery } from './memberArea';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const overview: AccountOverview = {
  username: 'demoplayer1',
  vipCoin: 12,
  createdAt: '2026-01-05T04:00:00.000Z',
  lastLogin: null,
  lastDeposit: null,
  lastWithdrawal: null,
  vip: { level: 'normal', experience: 0, nextLevel: 'elite1', nextLevelExperience: 10000, progress: 0 },
  profile: { name: '', phone: '', email: '', phoneVerified: false, emailVerified: false, dofb: null },
};

function start() {
  const overviews: Pending<void, AccountOverview>[] = [];
  const records: Pending<VipRecordsQuery, VipRecordsPage>[] = [];
  const reported: unknown[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => ({ input }: { input: I }) => new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = memberAreaMachine.provide({
    actors: { loadOverview: fromPromise(pending(overviews)), loadVipRecords: fromPromise(pending(records)) },
    actions: { reportFailure: (_, failure) => void reported.push(failure) },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, overviews, records, reported, settle };
}

const page = (lastPage: number): VipRecordsPage => ({ rows: [{ kind: 'used', id: 1, points: 20, amount: 20, createdAt: '2026-11-21T08:00:00.000Z' }], lastPage });

describe('member area machine (spec 2 §2 Member menu, VIP)', () => {
  it('loads the overview at once; a failure is logged and Try again loads it again', async () => {
    const { actor, overviews, reported, settle } = start();
    expect(overviews).toHaveLength(1);
    overviews[0]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ overview: 'overviewFailed' });
    expect(reported).toEqual([{ kind: 'failed', message: 'offline' }]);
    actor.send({ type: 'member.refreshRequested' });
    overviews[1]?.resolve(overview);
    await settle();
    expect(actor.getSnapshot().context.overview).toEqual(overview);
    actor.send({ type: 'member.refreshRequested' });
    expect(actor.getSnapshot().context.overview).toEqual(overview);
    expect(overviews).toHaveLength(3);
  });

  it('a record table loads its first page, pages within range only, and a new table starts at page 1', async () => {
    const { actor, records, settle } = start();
    expect(records).toHaveLength(0);
    actor.send({ type: 'vip.recordsPageChosen', page: 2 });
    expect(records).toHaveLength(0);
    actor.send({ type: 'vip.recordsOpened', kind: 'used' });
    expect(records[0]?.input).toEqual({ kind: 'used', page: 1 });
    records[0]?.resolve(page(2));
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ recordsKind: 'used', page: 1, lastPage: 2 });
    for (const outOfRange of [0, 1, 3]) actor.send({ type: 'vip.recordsPageChosen', page: outOfRange });
    expect(records).toHaveLength(1);
    actor.send({ type: 'vip.recordsPageChosen', page: 2 });
    expect(records[1]?.input).toEqual({ kind: 'used', page: 2 });
    // Another table before the answer: that one is asked for instead.
    actor.send({ type: 'vip.recordsOpened', kind: 'history' });
    expect(records[2]?.input).toEqual({ kind: 'history', page: 1 });
    expect(actor.getSnapshot().context.rows).toEqual([]);
    records[2]?.resolve({ rows: [], lastPage: 0 });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ recordsKind: 'history', page: 1, lastPage: 1, rows: [] });
  });

  it('a failed table shows no rows and opening it again retries', async () => {
    const { actor, records, reported, settle } = start();
    actor.send({ type: 'vip.recordsOpened', kind: 'received' });
    records[0]?.reject({ kind: 'failed', message: 'Server error' });
    await settle();
    expect(actor.getSnapshot().value).toMatchObject({ records: 'recordsFailed' });
    expect(reported).toEqual([{ kind: 'failed', message: 'Server error' }]);
    actor.send({ type: 'vip.recordsOpened', kind: 'received' });
    expect(records[1]?.input).toEqual({ kind: 'received', page: 1 });
  });

  it('fails loudly without its actors', () => {
    expect(() => toMemberFailure(new NotProvidedError('memberArea', 'actor', 'loadOverview'))).toThrow(NotProvidedError);
    expect(toMemberFailure('x')).toEqual({ kind: 'failed', message: null });
  });
});
