import { silentLogger } from '../../logger.ts';
import { cheapPasswords } from '../../routes/players/test-support.ts';
import { fundsPlayer, fundsWorld, type FundsWorld } from '../../routes/funds/test-support.ts';
import { HOUR, later, recordFunds, saferCalls } from '../../routes/safer/test-support.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { OpsFailure, OpsUsageError, type OpsContext } from '../types.ts';
import { playerCommand } from './player.ts';
import { playerBreaks } from '../../db/schema.ts';
import { selfExclusionEnd } from '../../safer/breaks.ts';

describeBothDatabases('ops player', (ctx) => {
  let world: FundsWorld;
  const context = (): OpsContext => ({ database: ctx.database(), clock: world.clock, log: silentLogger, passwords: cheapPasswords, operator: 'alice' });

  beforeEach(async () => {
    world = await fundsWorld(ctx.database());
  });

  it('shows the balance, each limit with used and left, pending changes and the last limit changes', async () => {
    const player = await fundsPlayer(world, { balance: '1250.00', username: 'safeplayer1' });
    const calls = saferCalls(world, player);
    await recordFunds(world, player, { amount: '300', ago: 2 * HOUR });
    await calls.save({ day: '1000', month: '5000' });
    await later(world, player, HOUR);
    await calls.save({ day: '2000' });

    const result = await playerCommand.run(context(), ['SafePlayer1']);
    expect(result.text.split('\n')).toEqual([
      `Player #${player.id} safeplayer1 (remote_id ${player.remoteId}, active): balance 1250.00`,
      'Deposit limits (rolling windows, at 2025-05-05T13:00:00.000Z):',
      '  day: 1000.00, used 300.00, left 700.00, resets 2025-05-06T10:00:00.000Z, pending 2000.00 (requested 2025-05-05T13:00:00.000Z, confirmable from 2025-05-06T13:00:00.000Z)',
      '  week: no limit, used 300.00, resets 2025-05-12T10:00:00.000Z',
      '  month: 5000.00, used 300.00, left 4700.00, resets 2025-06-05T10:00:00.000Z',
      '  allowance: 700.00 (day), more from 2025-05-06T10:00:00.000Z',
      'Limit changes (last 10, newest first):',
      '  2025-05-05T13:00:00.000Z day request: 1000.00 -> 2000.00, effective -, by player',
      '  2025-05-05T12:00:00.000Z month set: no limit -> 5000.00, effective 2025-05-05T12:00:00.000Z, by player',
      '  2025-05-05T12:00:00.000Z day set: no limit -> 1000.00, effective 2025-05-05T12:00:00.000Z, by player',
      'Break: none (deposits, games and bets open)',
    ]);
    expect(result.json).toMatchObject({
      id: player.id,
      username: 'safeplayer1',
      balance: '1250.00',
      deposit_limits: { limits: { day: { amount: '1000.00', pending: { amount: '2000.00' } }, week: { amount: null } }, allowance: { left: '700.00', period: 'day' } },
      limit_history: [{ period: 'day', kind: 'request' }, { period: 'month', kind: 'set' }, { period: 'day', kind: 'set' }],
    });
  });

  it('shows a running self-exclusion with its end and every break taken, and once ended that the account stays closed', async () => {
    const player = await fundsPlayer(world, { username: 'breakplayer1' });
    const start = world.clock.now();
    const ends = selfExclusionEnd('6m', start);
    await ctx.database().db.insert(playerBreaks).values({ playerId: player.id, kind: 'self_exclusion', period: '6m', startedAt: start, endsAt: ends });

    const running = await playerCommand.run(context(), ['breakplayer1']);
    const lines = running.text.split('\n');
    expect(lines.at(-2)).toBe(`Break: self-exclusion from ${start.toISOString()} to ${ends.toISOString()}`);
    expect(lines.at(-1)).toBe(`  ${start.toISOString()} self-exclusion (6m) to ${ends.toISOString()}`);
    expect(running.json).toMatchObject({ restriction: { kind: 'self_exclusion', ends_at: ends.toISOString() }, breaks: [{ period: '6m', returned_at: null }] });

    world.clock.set(new Date(ends.getTime() + 1));
    const ended = await playerCommand.run(context(), ['breakplayer1']);
    expect(ended.text).toContain('ended, the account stays closed until the player returns');
  });

  it('shows a player without limits, and refuses an unknown player or bad arguments', async () => {
    await fundsPlayer(world, { username: 'plainplayer1' });
    const result = await playerCommand.run(context(), ['plainplayer1']);
    expect(result.text).toContain('  allowance: no limit\nLimit changes: none');
    await expect(playerCommand.run(context(), ['nobody123'])).rejects.toThrow(new OpsFailure('No player nobody123.'));
    await expect(playerCommand.run(context(), [])).rejects.toBeInstanceOf(OpsUsageError);
    await expect(playerCommand.run(context(), ['a', 'b'])).rejects.toBeInstanceOf(OpsUsageError);
  });
});
