import { toPaisa } from '../../money/amounts.ts';
import { reconcile } from '../../money/ledger.ts';
import { adjustBalance, decide, FundsDecisionError, listPending, type DecisionResult } from '../../funds/decisions.ts';
import { OpsFailure, OpsUsageError, parseArgs, type OpsCommand, type OpsContext } from '../types.ts';

/** `operator:<name>`: `--operator`, else the CLI's OS user. */
function actorOf(context: OpsContext, option: string | undefined): string {
  const name = (option ?? context.operator ?? 'unknown').trim();
  if (!/^[A-Za-z0-9._@-]{1,64}$/.test(name)) throw new OpsUsageError('--operator must be 1 to 64 letters, digits or . _ @ - characters');
  return `operator:${name}`;
}

function txnId(raw: string | undefined, usage: string): number {
  const match = /^#?([1-9]\d{0,9})$/.exec(raw ?? '');
  if (!match?.[1] || Number(match[1]) > 2_147_483_647) throw new OpsUsageError(`Usage: ${usage}`);
  return Number(match[1]);
}

function reasonOf(option: string | undefined, required: boolean, usage: string): string | null {
  const reason = option?.trim() ?? '';
  if (reason.length > 500) throw new OpsUsageError('--reason may be at most 500 characters');
  if (required && reason === '') throw new OpsUsageError(`A reason is required. Usage: ${usage}`);
  return reason === '' ? null : reason;
}

/** Runs the work; an operator-facing refusal (already decided, unknown, overdraft) becomes an OpsFailure. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FundsDecisionError) throw new OpsFailure(error.message);
    throw error;
  }
}

function summarize(result: DecisionResult): string {
  const what = `${result.action === 'deposit' ? 'Deposit' : 'Withdrawal'} #${result.id} of ${result.amount} for ${result.username}`;
  if (result.action === 'deposit' && result.status === 'success') {
    const bonus = result.bonus === '0.00' ? '' : ` + bonus ${result.bonus}`;
    return `${what} approved: credited ${result.amount}${bonus}; turnover required ${result.turnover_required}; balance ${result.balance}.`;
  }
  if (result.action === 'deposit') return `${what} rejected: nothing credited; balance ${result.balance}.`;
  if (result.status === 'success') return `${what} approved: marked paid (the amount was held at request); balance ${result.balance}.`;
  return `${what} rejected: ${result.credited} returned to the wallet; balance ${result.balance}.`;
}

const PENDING_USAGE = 'pending';
export const pendingCommand: OpsCommand = {
  name: 'pending',
  usage: PENDING_USAGE,
  summary: 'List pending deposits and withdrawals (with their txn ids), oldest first.',
  async run({ database }, args) {
    const { positional } = parseArgs(args, []);
    if (positional.length > 0) throw new OpsUsageError(`Usage: ${PENDING_USAGE}`);
    const rows = await listPending(database.db);
    const text =
      rows.length === 0
        ? 'Nothing pending.'
        : rows
            .map((row) =>
              [
                `#${row.id} ${row.action} ${row.amount} by ${row.username} via ${row.payment_method ?? '?'}${row.account_type ? ` ${row.account_type}` : ''}`,
                row.action === 'deposit'
                  ? `from ${row.account_number} to ${row.pay_to_account ?? '?'}, TRX ${row.transaction_id}${row.promotion ? `, promotion "${row.promotion}"` : ''}, receipt ${row.receipt ?? 'none'}`
                  : `to ${row.account_number}, ref ${row.transaction_id}`,
                `at ${row.created_at}`,
              ].join(' | '),
            )
            .join('\n');
    return { text, json: rows };
  },
};

function decisionCommand(decision: 'approve' | 'reject'): OpsCommand {
  const usage =
    decision === 'approve'
      ? 'approve <txn> [--reason "…"] [--operator <name>]'
      : 'reject <txn> --reason "…" [--operator <name>]';
  return {
    name: decision,
    usage,
    summary:
      decision === 'approve'
        ? 'Approve a pending deposit (credit + promotion bonus, turnover requirement) or withdrawal (paid).'
        : 'Reject a pending deposit (nothing credited) or withdrawal (the held amount is returned).',
    async run(context, args) {
      const { positional, options } = parseArgs(args, ['reason', 'operator']);
      if (positional.length !== 1) throw new OpsUsageError(`Usage: ${usage}`);
      const id = txnId(positional[0], usage);
      const reason = reasonOf(options.reason, decision === 'reject', usage);
      const actor = actorOf(context, options.operator);
      const result = await refusing(() => decide(context.database.db, { id, decision, actor, reason, at: context.clock.now() }));
      return { text: summarize(result), json: { ...result, actor, reason } };
    },
  };
}

export const approveCommand = decisionCommand('approve');
export const rejectCommand = decisionCommand('reject');

const ADJUST_USAGE = 'adjust <username> <amount, signed> --reason "…" [--operator <name>]';
export const adjustCommand: OpsCommand = {
  name: 'adjust',
  usage: ADJUST_USAGE,
  summary: "Credit (+) or debit (-) a player's balance with a ledger adjustment; never below 0.",
  async run(context, args) {
    // A negative amount looks like an option to nobody: parseArgs only treats "--" as options.
    const { positional, options } = parseArgs(args, ['reason', 'operator']);
    const [username, rawAmount, ...extra] = positional;
    if (!username || !rawAmount || extra.length > 0) throw new OpsUsageError(`Usage: ${ADJUST_USAGE}`);
    const text = rawAmount.replace(/^\+/, '');
    let amount: number;
    try {
      amount = toPaisa(text);
    } catch {
      throw new OpsUsageError('The amount must be a signed number of taka with up to 2 decimals, e.g. 250 or -99.50');
    }
    if (amount === 0) throw new OpsUsageError('The amount must not be 0');
    const reason = reasonOf(options.reason, true, ADJUST_USAGE) ?? '';
    const actor = actorOf(context, options.operator);
    const result = await refusing(() => adjustBalance(context.database.db, { username, amount, actor, reason, at: context.clock.now() }));
    return {
      text: `Adjusted ${result.username} by ${result.amount} (ledger #${result.entry_id}); balance ${result.balance}.`,
      json: { ...result, actor, reason },
    };
  },
};

const RECONCILE_USAGE = 'reconcile';
export const reconcileCommand: OpsCommand = {
  name: 'reconcile',
  usage: RECONCILE_USAGE,
  summary: 'Compare every balance with its ledger; exit code 1 when any differs.',
  async run({ database }, args) {
    const { positional } = parseArgs(args, []);
    if (positional.length > 0) throw new OpsUsageError(`Usage: ${RECONCILE_USAGE}`);
    const rows = await reconcile(database.db);
    if (rows.length === 0) return { text: 'The books balance: every balance equals the sum of its ledger rows.', json: { differences: [] } };
    const lines = rows.map((row) => `${row.username} (#${row.playerId}): balance ${row.balance}, ledger ${row.ledgerSum}, difference ${row.difference}`);
    return { text: [`${rows.length} wallet(s) differ from the ledger:`, ...lines].join('\n'), json: { differences: rows }, exitCode: 1 };
  },
};
