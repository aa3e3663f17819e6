/**
 * What became of a deposit or withdrawal the player is waiting on (issue 22 §4): the pending
 * panels on /make-payment and /payment-request ask for it every 5 s while they are open and
 * visible, and move to the outcome once an operator decides.
 */
export type TransactionOutcome = { status: 'pending' } | { status: 'approved' } | { status: 'rejected'; reason: string | null };

/** How often an open pending panel asks (issue 22 §4: "e.g. every 5 s"). */
export const OUTCOME_POLL_MS = 5_000;

/** The API's status key (spec 2 §3: '0' pending, '1' success, '2' fail) and reason, as an outcome. */
export function outcomeOfKey(key: string | number, reason: string | null | undefined): TransactionOutcome {
  const code = String(key);
  if (code === '1') return { status: 'approved' };
  if (code === '2') return { status: 'rejected', reason: reason?.trim() || null };
  return { status: 'pending' };
}

/** Whether the outcome is decided (approved or rejected): the panel stops asking. */
export const isDecided = (outcome: TransactionOutcome): boolean => outcome.status !== 'pending';
