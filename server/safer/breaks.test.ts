import { randomBytes, randomUUID } from 'node:crypto';
import { playerBreaks, players } from '../db/schema.ts';
import { cheapPasswords } from '../routes/players/test-support.ts';
import { describeBothDatabases } from '../testing/both-databases.ts';
import { activeRestriction, breakSummary, confirmReturn, requestReturn, selfExclude, selfExclusionEnd, takeTimeOut, timeOutEnd } from './breaks.ts';

const NOW = new Date('2026-11-26T12:00:00.000Z'); // 18:00 in Dhaka
const DAY = 24 * 60 * 60 * 1000;

describe('break periods', () => {
  it('ends a time-out after 24 hours, 7 or 30 days', () => {
    expect(timeOutEnd({ period: '24h' }, NOW)?.toISOString()).toBe('2026-11-27T12:00:00.000Z');
    expect(timeOutEnd({ period: '7d' }, NOW)?.toISOString()).toBe('2026-12-03T12:00:00.000Z');
    expect(timeOutEnd({ period: '30d' }, NOW)?.toISOString()).toBe('2026-12-26T12:00:00.000Z');
  });

  it('ends a time-out `until` a date at 23:59:59.999 Dhaka time, from tomorrow up to 42 days (Dhaka dates)', () => {
    const until = (date: string, at = NOW) => timeOutEnd({ period: 'until', until: date }, at)?.toISOString();
    expect(until('2026-11-27')).toBe('2026-11-27T17:59:59.999Z');
    expect(until('2027-01-07')).toBe('2027-01-07T17:59:59.999Z');
    for (const refused of ['2026-11-26', '2025-01-01', '2027-01-08', '2026-11-31', '27-11-2026', '']) expect(until(refused)).toBeUndefined();
    // At 23:30 in Dhaka (17:30 UTC) "today" is already the Dhaka date: 26 November is refused, 27 accepted.
    const lateEvening = new Date('2026-11-26T17:30:00.000Z');
    expect(until('2026-11-26', lateEvening)).toBeUndefined();
    expect(until('2026-11-27', lateEvening)).toBe('2026-11-27T17:59:59.999Z');
    // At 00:30 in Dhaka on 27 November (18:30 UTC on the 26th) tomorrow is the 28th.
    const afterMidnight = new Date('2026-11-26T18:30:00.000Z');
    expect(until('2026-11-27', afterMidnight)).toBeUndefined();
    expect(until('2026-11-28', afterMidnight)).toBe('2026-11-28T17:59:59.999Z');
  });

  it('ends a self-exclusion 6 months or 1, 2, 5 years later (a month’s end clamped)', () => {
    expect(selfExclusionEnd('6m', NOW).toISOString()).toBe('2027-05-26T12:00:00.000Z');
    expect(selfExclusionEnd('1y', NOW).toISOString()).toBe('2027-11-26T12:00:00.000Z');
    expect(selfExclusionEnd('2y', NOW).toISOString()).toBe('2028-11-26T12:00:00.000Z');
    expect(selfExclusionEnd('5y', NOW).toISOString()).toBe('2031-11-26T12:00:00.000Z');
    expect(selfExclusionEnd('6m', new Date('2026-08-31T10:00:00.000Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
  });
});

describeBothDatabases('breaks in the database', (ctx) => {
  let playerId: number;
  const db = () => ctx.database().db;
  const request = (at = NOW) => ({ playerId, password: 'secret123', passwords: cheapPasswords, at });

  beforeEach(async () => {
    const [row] = await db()
      .insert(players)
      .values({ remoteId: randomUUID(), username: `brk${randomBytes(3).toString('hex')}`, passwordHash: await cheapPasswords.hash('secret123'), referralCode: randomBytes(5).toString('hex').toUpperCase() })
      .returning({ id: players.id });
    playerId = row?.id ?? 0;
  });

  it('allows one open self-exclusion per player (partial unique index); returned ones do not count', async () => {
    const row = { playerId, kind: 'self_exclusion' as const, period: '6m', startedAt: NOW, endsAt: new Date(NOW.getTime() + DAY) };
    await db().insert(playerBreaks).values(row);
    await expect(db().insert(playerBreaks).values(row)).rejects.toMatchObject({ cause: { constraint: 'player_breaks_one_open_exclusion' } });
    await db().insert(playerBreaks).values({ ...row, returnRequestedAt: NOW, returnedAt: new Date(NOW.getTime() + DAY) });
    // The database refuses a return earlier than 24 hours after its request.
    await expect(db().insert(playerBreaks).values({ ...row, returnRequestedAt: NOW, returnedAt: new Date(NOW.getTime() + DAY - 1) })).rejects.toMatchObject({
      cause: { constraint: 'player_breaks_return_after_request' },
    });
  });

  it('confirms a return under concurrent confirms: none before 24 hours, once after', async () => {
    expect((await selfExclude(db(), { ...request(), period: '6m' })).ok).toBe(true);
    const after = new Date('2027-06-01T00:00:00.000Z');
    expect((await requestReturn(db(), playerId, after)).ok).toBe(true);
    const early = new Date(after.getTime() + DAY - 1);
    const tooEarly = await Promise.all(Array.from({ length: 5 }, () => confirmReturn(db(), playerId, early)));
    expect(tooEarly).toEqual(Array(5).fill({ ok: false, code: 'return_not_confirmable', confirmable_at: '2027-06-02T00:00:00.000Z' }));
    expect(await activeRestriction(db(), playerId, early)).toMatchObject({ kind: 'self_exclusion' });
    const onTime = new Date(after.getTime() + DAY);
    const confirmed = await Promise.all(Array.from({ length: 5 }, () => confirmReturn(db(), playerId, onTime)));
    expect(confirmed).toEqual(Array(5).fill({ ok: true, restriction: null }));
    const rows = await db().select().from(playerBreaks);
    expect(rows.map((row) => row.returnedAt?.toISOString())).toEqual(['2027-06-02T00:00:00.000Z']);
  });

  it('starts one break under concurrent time-outs', async () => {
    const endsAt = new Date(NOW.getTime() + DAY);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => takeTimeOut(db(), { ...request(), choice: { period: '24h' }, endsAt })));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.code)).toEqual(['break_running', 'break_running', 'break_running']);
  });

  it('sums up a player’s breaks for the operator', async () => {
    await takeTimeOut(db(), { ...request(), choice: { period: 'until', until: '2026-11-30' }, endsAt: new Date('2026-11-30T17:59:59.999Z') });
    await selfExclude(db(), { ...request(new Date(NOW.getTime() + 1000)), period: '1y' });
    const summary = await breakSummary(db(), playerId, new Date(NOW.getTime() + 2000));
    expect(summary.restriction).toMatchObject({ kind: 'self_exclusion', ends_at: '2027-11-26T12:00:01.000Z' });
    expect(summary.breaks.map((row) => [row.kind, row.period, row.returned_at])).toEqual([
      ['self_exclusion', '1y', null],
      ['time_out', 'until:2026-11-30', null],
    ]);
  });
});

