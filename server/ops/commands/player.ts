import { eq } from 'drizzle-orm';
import { players } from '../../db/schema.ts';
import { breakSummary, type Restriction } from '../../safer/breaks.ts';
import { limitHistory, limitPeriods, readLimits, type LimitView } from '../../safer/limits.ts';
import { OpsFailure, OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'player <username>';
const HISTORY = 10;

const amountOrNone = (amount: string | null) => amount ?? 'no limit';

function limitLine(period: string, limit: LimitView): string {
  const parts = [`  ${period}: ${amountOrNone(limit.amount)}, used ${limit.used}`];
  if (limit.left !== null) parts.push(`left ${limit.left}`);
  if (limit.resets_at) parts.push(`resets ${limit.resets_at}`);
  if (limit.pending) parts.push(`pending ${amountOrNone(limit.pending.amount)} (requested ${limit.pending.requested_at}, confirmable from ${limit.pending.confirmable_at})`);
  return parts.join(', ');
}

const kindName = (kind: Restriction['kind']) => (kind === 'time_out' ? 'time-out' : 'self-exclusion');

function restrictionLine(restriction: Restriction | null, at: Date): string {
  if (!restriction) return 'Break: none (deposits, games and bets open)';
  const ended = Date.parse(restriction.ends_at) <= at.getTime() && restriction.kind === 'self_exclusion';
  const parts = [`Break: ${kindName(restriction.kind)} from ${restriction.started_at} to ${restriction.ends_at}`];
  if (ended) parts.push('ended, the account stays closed until the player returns');
  if (restriction.return_requested_at) parts.push(`return asked ${restriction.return_requested_at}, confirmable from ${restriction.return_confirmable_at}`);
  return parts.join('; ');
}

/**
 * A player's account and safer-gambling state (issue 24): id, username, balance; each deposit limit with
 * used/left and its pending change; the last 10 limit changes; a time-out or self-exclusion with its end and every
 * break taken. Read only: the operator can lift nothing early (there is no command for it).
 */
export const playerCommand: OpsCommand = {
  name: 'player',
  usage: USAGE,
  summary: "Show a player's balance and safer-gambling state (deposit limits, pending changes, recent limit changes, time-out or self-exclusion).",
  async run({ database, clock }, args) {
    const { positional } = parseArgs(args, []);
    const [rawUsername, ...extra] = positional;
    if (!rawUsername || extra.length > 0) throw new OpsUsageError(`Usage: ${USAGE}`);
    const username = rawUsername.toLowerCase();
    const db = database.db;
    const [player] = await db
      .select({ id: players.id, username: players.username, remoteId: players.remoteId, balance: players.balance, status: players.status })
      .from(players)
      .where(eq(players.username, username));
    if (!player) throw new OpsFailure(`No player ${username}.`);
    const at = clock.now();
    const view = await readLimits(db, player.id, at);
    const history = await limitHistory(db, player.id, HISTORY);
    const breaks = await breakSummary(db, player.id, at);
    const { allowance } = view;
    const lines = [
      `Player #${player.id} ${player.username} (remote_id ${player.remoteId}, ${player.status}): balance ${player.balance}`,
      `Deposit limits (rolling windows, at ${at.toISOString()}):`,
      ...limitPeriods.map((period) => limitLine(period, view.limits[period])),
      allowance.left === null
        ? '  allowance: no limit'
        : `  allowance: ${allowance.left} (${allowance.period})${allowance.resets_at ? `, more from ${allowance.resets_at}` : ''}`,
      history.length === 0 ? 'Limit changes: none' : `Limit changes (last ${HISTORY}, newest first):`,
      ...history.map(
        (change) =>
          `  ${change.requested_at} ${change.period} ${change.kind}: ${amountOrNone(change.old)} -> ${amountOrNone(change.new)}, effective ${change.effective_at ?? '-'}, by ${change.by}`,
      ),
      restrictionLine(breaks.restriction, at),
      ...breaks.breaks.map((taken) => `  ${taken.started_at} ${kindName(taken.kind)} (${taken.period}) to ${taken.ends_at}${taken.returned_at ? `, returned ${taken.returned_at}` : ''}`),
    ];
    return {
      text: lines.join('\n'),
      json: {
        id: player.id,
        username: player.username,
        remote_id: player.remoteId,
        status: player.status,
        balance: player.balance,
        deposit_limits: { limits: view.limits, allowance },
        limit_history: history,
        restriction: breaks.restriction,
        breaks: breaks.breaks,
      },
    };
  },
};
