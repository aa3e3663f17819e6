import type { OutcomeWords } from '../../../machines/lib/flow';
import type { TransactionOutcome } from '../../../machines/lib/transactionOutcome';
import { formatTaka } from '../../../src/format/money';
import { quoted } from './ui';

/**
 * What the funds pages' pending panels share (/make-payment and /payment-request, issue 22 §4): the
 * operator's decision as test data, and as src/features/funds/OutcomePanel.tsx says it.
 */

/** The check's answer: the tester decides as the operator, from a second terminal (README, Try it). */
export function operatorDecides(transaction: 'deposit' | 'withdrawal', outcome: TransactionOutcome): OutcomeWords {
  const asOperator = (decision: string) => `${decision} as the operator (npm run ops -- pending lists its txn) and wait up to 5 seconds`;
  if (outcome.status === 'approved') return { action: asOperator(`Approve the ${transaction}`), situation: 'approved' };
  if (outcome.status === 'rejected') return { action: asOperator(`Reject the ${transaction} with the reason "${outcome.reason ?? ''}"`), situation: 'rejected' };
  return { action: `Leave the ${transaction} pending (no operator decision yet)` };
}

/** The panel in place of the pending one once the operator decided. */
export function decisionShows(action: 'deposit' | 'withdraw', amount: number, outcome: TransactionOutcome | null): string {
  const money = formatTaka(amount, { fixedDecimals: true });
  const links = `with ${quoted('funds.outcome.inbox')}, ${quoted('funds.outcome.openInbox')} and ${quoted('funds.outcome.transactionRecord')}`;
  if (outcome?.status === 'rejected') {
    const said = action === 'deposit' ? quoted('funds.outcome.depositRejected', { amount: money }) : quoted('funds.outcome.withdrawalRejected', { amount: money });
    const reason = outcome.reason ? quoted('funds.outcome.reason', { reason: outcome.reason }) : quoted('funds.outcome.noReason');
    return `The panel says ${quoted('funds.outcome.rejectedTitle')}: ${said} ${reason}, ${links}`;
  }
  const said = action === 'deposit' ? quoted('funds.outcome.depositApproved', { amount: money }) : quoted('funds.outcome.withdrawalApproved', { amount: money });
  return `The panel says ${quoted('funds.outcome.approvedTitle')}: ${said}, ${links}`;
}
