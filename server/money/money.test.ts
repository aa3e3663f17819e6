import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys, ledgerEntries, players, turnoverRequirements } from '../db/schema.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import { fromPaisa, toPaisa } from './amounts.ts';
import { keepsKey, runIdempotent, type StoredAnswer } from './idempotency.ts';
import { InsufficientFundsError, moveMoney, reconcile } from './ledger.ts';
import { hasActiveTurnover, progressTurnover } from './turnover.ts';

const at = new Date('2026-11-21T10:00:00Z');

describe('amounts', () => {
  it('converts between strings and whole paisa exactly', () => {
    expect(toPaisa('1250.5')).toBe(125050);
    expect(toPaisa('0.07')).toBe(7);
    expect(toPaisa('-10')).toBe(-1000);
    expect(toPaisa(0.1 + 0.2)).toBe(30);
    expect(fromPaisa(125050)).toBe('1250.50');
    expect(fromPaisa(-7)).toBe('-0.07');
    expect(() => toPaisa('1e3')).toThrow(RangeError);
    expect(() => toPaisa('12.345')).toThrow(RangeError);
  });
});

describeBothDatabases('ledger, idempotency and turnover', ({ database }) => {
  async function addPlayer(username: string) {
    const [row] = await database()
      .db.insert(players)
      .values({ remoteId: `r-${username}`, username, passwordHash: 'x', referralCode: `REF${username}` })
      .returning({ id: players.id });
    return row?.id ?? 0;
  }

  it('moves money with a ledger row, refuses overdrafts, and reconciles', async () => {
    const db = database().db;
    const playerId = await addPlayer('ledgerplayer');
    await db.transaction((tx) => moveMoney(tx, { playerId, amount: 100000, kind: 'deposit', reference: 'deposit:1', actor: 'operator:ops', at }));
    const debit = await db.transaction((tx) => moveMoney(tx, { playerId, amount: -2550, kind: 'bet', reference: 'bet:1', actor: 'player', at }));
    expect(debit.balance).toBe('974.50');
    await expect(db.transaction((tx) => moveMoney(tx, { playerId, amount: -100000, kind: 'bet', reference: 'bet:2', actor: 'player', at }))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, playerId));
    expect(entries.map((entry) => [entry.amount, entry.balanceAfter])).toEqual([
      ['1000.00', '1000.00'],
      ['-25.50', '974.50'],
    ]);
    expect(await reconcile(db)).toEqual([]);
  });

  it('refuses to update or delete ledger rows, in the database itself', async () => {
    const db = database().db;
    const playerId = await addPlayer('appendonly');
    await db.transaction((tx) => moveMoney(tx, { playerId, amount: 500, kind: 'adjustment', reference: 'adj:1', actor: 'operator:ops', reason: 'test', at }));
    const refusedByTrigger = { cause: expect.objectContaining({ message: expect.stringMatching(/ledger_entries is append-only/) }) };
    await expect(db.execute(sql`update ledger_entries set amount = 999`)).rejects.toMatchObject(refusedByTrigger);
    await expect(db.execute(sql`delete from ledger_entries`)).rejects.toMatchObject(refusedByTrigger);
    expect(await db.select().from(ledgerEntries)).toHaveLength(1);
  });

  it('reports a player whose balance drifted from the ledger', async () => {
    const db = database().db;
    const playerId = await addPlayer('drifter');
    await db.update(players).set({ balance: '5.00' }).where(eq(players.id, playerId));
    expect(await reconcile(db)).toEqual([{ playerId, username: 'drifter', balance: '5.00', ledgerSum: '0.00', difference: '5.00' }]);
  });

  it('never lets parallel debits overdraw: exactly 10 of 50 bets of 100 against 1,000', async () => {
    const db = database().db;
    const playerId = await addPlayer('parallel');
    await db.transaction((tx) => moveMoney(tx, { playerId, amount: 100000, kind: 'deposit', reference: 'deposit:1', actor: 'system', at }));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        db.transaction((tx) => moveMoney(tx, { playerId, amount: -10000, kind: 'bet', reference: `bet:${index}`, actor: 'player', at })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    expect(results.filter((result) => result.status === 'rejected').every((result) => result.reason instanceof InsufficientFundsError)).toBe(true);
    const [row] = await db.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
    expect(row?.balance).toBe('0.00');
    expect(await reconcile(db)).toEqual([]);
  });

  it('replays the first answer for a repeated key, refuses it with other parameters, and runs once under concurrency', async () => {
    const db = database().db;
    const playerId = await addPlayer('idempotent');
    let runs = 0;
    const submit = (key: string, amount: number) =>
      runIdempotent(db, { playerId, scope: 'test-credit', key, parameters: { amount }, at }, async (tx) => {
        runs += 1;
        const { balance } = await moveMoney(tx, { playerId, amount, kind: 'adjustment', reference: `credit:${key}`, actor: 'system', reason: 'test', at });
        return { status: 200, body: { balance } };
      });
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit('key-000001', 700)));
    expect(runs).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toEqual(new Set([JSON.stringify({ balance: '7.00' })]));
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    const other = await submit('key-000001', 900);
    expect(other.status).toBe(422);
    expect(await db.select().from(ledgerEntries)).toHaveLength(1);
    expect(await reconcile(db)).toEqual([]);
  });

  it('stores nothing when the work fails, so the key can be used again', async () => {
    const db = database().db;
    const playerId = await addPlayer('retrying');
    const attempt = (amount: number) =>
      runIdempotent(db, { playerId, scope: 'test-debit', key: 'key-000002', parameters: { amount }, at }, async (tx) => {
        const { balance } = await moveMoney(tx, { playerId, amount, kind: 'adjustment', reference: 'debit', actor: 'system', reason: 'test', at });
        return { status: 200, body: { balance } };
      });
    await expect(attempt(-100)).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt(100)).resolves.toMatchObject({ status: 200 });
  });

  it('keeps a key only with a success or a refusal of the request itself; any other answer frees it for a retry', async () => {
    const db = database().db;
    const playerId = await addPlayer('keptkeys');
    const cases: { answer: StoredAnswer; kept: boolean }[] = [
      { answer: { status: 200, body: { ok: 1 } }, kept: true },
      { answer: { status: 201, body: { ok: 2 } }, kept: true },
      { answer: { status: 422, body: { message: 'bad field' }, invalidRequest: true }, kept: true },
      { answer: { status: 400, body: { message: 'bad field' }, invalidRequest: true }, kept: true },
      { answer: { status: 422, body: { message: 'Insufficient balance.' } }, kept: false },
      { answer: { status: 400, body: { message: 'Please verify your phone number first.' } }, kept: false },
      { answer: { status: 409, body: { message: 'pending' } }, kept: false },
      { answer: { status: 409, body: { message: 'pending' }, invalidRequest: true }, kept: false },
      { answer: { status: 429, body: { message: 'slow down' } }, kept: false },
      { answer: { status: 503, body: { message: 'later' } }, kept: false },
    ];
    for (const [index, { answer, kept }] of cases.entries()) {
      const key = `kept-key-${index}`;
      let runs = 0;
      const run = () =>
        runIdempotent(db, { playerId, scope: 'test-kept', key, parameters: {}, at }, async () => {
          runs += 1;
          return answer;
        });
      expect(await run()).toMatchObject({ status: answer.status, body: answer.body, replayed: false });
      const second = await run();
      expect({ status: answer.status, replayed: second.replayed, runs }).toEqual({ status: answer.status, replayed: kept, runs: kept ? 1 : 2 });
      expect(second).toMatchObject({ status: answer.status, body: answer.body });
      expect(keepsKey(answer)).toBe(kept);
    }
    const stored = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'test-kept'));
    expect(stored.map((row) => row.key).sort()).toEqual(['kept-key-0', 'kept-key-1', 'kept-key-2', 'kept-key-3']);
  });

  it('moves turnover requirements on by stakes, oldest first, completing at 100 %', async () => {
    const db = database().db;
    const playerId = await addPlayer('turnover');
    await db.insert(turnoverRequirements).values([
      { playerId, requiredTurnover: '100.00', remainingTurnover: '100.00', createdAt: at },
      { playerId, requiredTurnover: '50.00', remainingTurnover: '50.00', createdAt: at },
    ]);
    await db.transaction((tx) => progressTurnover(tx, playerId, 12000, at));
    const rows = await db.select().from(turnoverRequirements).orderBy(turnoverRequirements.id);
    expect(rows.map((row) => [row.status, row.remainingTurnover])).toEqual([
      ['complete', '0.00'],
      ['active', '30.00'],
    ]);
    expect(await hasActiveTurnover(db, playerId)).toBe(true);
    await db.transaction((tx) => progressTurnover(tx, playerId, 3000, at));
    expect(await hasActiveTurnover(db, playerId)).toBe(false);
  });
});
