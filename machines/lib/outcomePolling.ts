import { OUTCOME_POLL_MS, type TransactionOutcome } from './transactionOutcome';

/**
 * The pending panel's polling (issue 22 §4), shared by /make-payment (a deposit) and /payment-request
 * (a withdrawal): asks every 5 s, while the page is visible, what the operator decided, until approved
 * or rejected. A state-config factory: each machine puts these states inline (its chart shows them as
 * its own) and checks them against its own `setup()` with `createStateConfig`. The machine provides:
 * the delay `outcomePollInterval` (OUTCOME_POLL_MS), the guards `isApproved` and `isRejected`
 * ({@link outcomeGuards}), the action `recordOutcome` (params: the outcome), a guard saying the
 * transaction's id is unknown, the checking actor, and the events `page.hidden` and `page.shown`.
 */
export { OUTCOME_POLL_MS };

/** The guards the polling states use, for the machine's `setup()`. */
export const outcomeGuards = {
  isApproved: (_: unknown, outcome: TransactionOutcome) => outcome.status === 'approved',
  isRejected: (_: unknown, outcome: TransactionOutcome) => outcome.status === 'rejected',
};

type OutcomeDone = { event: { output: TransactionOutcome } };

export type OutcomePollingOptions<TCheck extends string, TNoId extends string, TInput, TArgs> = {
  /** What is waited on, for the descriptions: 'deposit' or 'withdrawal'. */
  transaction: string;
  /** The guard: the transaction's id is unknown, so the panel can only wait. */
  hasNoId: TNoId;
  /** Why the id can be missing, and what then shows (the untracked state's description). */
  untracked: string;
  /** The actor asking for the status (also the invoke id, which model paths answer by). */
  check: TCheck;
  input: (args: TArgs) => TInput;
  /** Where an approval or a rejection goes (a final state). */
  approved: string;
  rejected: string;
};

/** The states `choosingTracking` (initial), `untracked`, `awaitingCheck`, `checkingOutcome` and `paused`. */
export function outcomePollingStates<const TCheck extends string, const TNoId extends string, TInput, TArgs>(options: OutcomePollingOptions<TCheck, TNoId, TInput, TArgs>) {
  const recordOutcome = { type: 'recordOutcome', params: ({ event }: OutcomeDone) => event.output } as const;
  return {
    initial: 'choosingTracking',
    states: {
      choosingTracking: {
        description: `Without the ${options.transaction}’s id the panel can only wait.`,
        always: [{ guard: options.hasNoId, target: 'untracked' }, { target: 'awaitingCheck' }],
      },
      untracked: { description: options.untracked },
      awaitingCheck: {
        description: 'Waiting 5 s before asking again.',
        after: { outcomePollInterval: 'checkingOutcome' },
        on: { 'page.hidden': { target: 'paused', description: 'Another tab or a minimised window: no calls until it shows again.' } },
      },
      checkingOutcome: {
        description: `Asking transaction/show for the ${options.transaction}’s status.`,
        invoke: {
          id: options.check,
          src: options.check,
          input: options.input,
          onDone: [
            { guard: { type: 'isApproved', params: ({ event }: OutcomeDone) => event.output }, target: options.approved, actions: recordOutcome },
            { guard: { type: 'isRejected', params: ({ event }: OutcomeDone) => event.output }, target: options.rejected, actions: recordOutcome },
            { target: 'awaitingCheck', description: 'Still pending: asked again in 5 s.' },
          ],
          onError: { target: 'awaitingCheck', description: 'A failed check is tried again in 5 s; the panel keeps saying pending.' },
        },
        on: { 'page.hidden': { target: 'paused', description: 'Hidden while asking: the answer is dropped, asked again on return.' } },
      },
      paused: {
        description: 'The page is hidden: no polling.',
        on: { 'page.shown': { target: 'checkingOutcome', description: 'Back on the page: asked at once, then every 5 s.' } },
      },
    },
  } as const;
}
