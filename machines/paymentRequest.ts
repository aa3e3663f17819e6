import { assign, fromCallback, setup } from 'xstate';
import { OUTCOME_POLL_MS, outcomeGuards, outcomePollingStates } from './lib/outcomePolling';
import type { TransactionOutcome } from './lib/transactionOutcome';
import { NotProvidedError, UNPROVIDED, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';

/** A withdrawal on its way (spec 1 §2.14): what the page shows, and when it was made (the server's time). */
export type PaymentRequestDetails = {
  amount: number;
  methodName: string;
  methodIcon: string;
  username: string;
  /** ISO 8601 created_at of the transaction: the countdown runs to 30 minutes after it. */
  createdAt: string;
  /** The withdrawal's id, to learn the operator's decision (issue 22 §4); absent in an older history entry. */
  id?: number | null;
};

/** The withdrawal the page asks about. */
export type OutcomeQuery = { id: number };

export type PaymentRequestInput = {
  /** From the history state the withdrawal left; null when the page was opened without it. */
  request: PaymentRequestDetails | null;
  /** The clock when the page opened (ms since the epoch). */
  now: number;
};

export type PaymentRequestContext = {
  request: PaymentRequestDetails | null;
  now: number;
  /** Why the latest request could not be loaded. */
  loadError: string | null;
  /** What the operator decided, once the page learns it. */
  outcome: TransactionOutcome | null;
};

export type PaymentRequestEvent =
  | { type: 'paymentRequest.clockTicked'; now: number }
  | { type: 'paymentRequest.reloadRequested' }
  /** The tab's visibility (src/edge/pageVisibility.ts): the page asks for the outcome only while it can be seen. */
  | { type: 'page.hidden' }
  | { type: 'page.shown' };

/** Spec 1 §9: the payment-request countdown. */
export const PAYMENT_REQUEST_MINUTES = 30;
const PAYMENT_REQUEST_MS = PAYMENT_REQUEST_MINUTES * 60_000;

const machineId = 'paymentRequest';

export function deadlineOf(request: PaymentRequestDetails): number {
  return new Date(request.createdAt).getTime() + PAYMENT_REQUEST_MS;
}

/** Whole seconds left until the money should have arrived (never below 0). */
export function secondsLeft(context: Pick<PaymentRequestContext, 'request' | 'now'>): number {
  if (!context.request) return 0;
  return Math.max(0, Math.ceil((deadlineOf(context.request) - context.now) / 1000));
}

/** The failure's message for the page (the edge rejects with `{ kind, message }`); a missing actor stops the machine. */
export const loadErrorOf = (error: unknown): string | null => readFailed(error).message;

/** A clock declared here and provided at the edge: it sends `paymentRequest.clockTicked` every second. */
const clockLogic = fromCallback<PaymentRequestEvent>(() => {
  throw new NotProvidedError(machineId, 'actor', 'clock');
});
const unprovidedClock = Object.assign(clockLogic, { [UNPROVIDED]: true }) as typeof clockLogic;

const paymentRequestSetup = setup({
  types: {
    input: {} as PaymentRequestInput,
    context: {} as PaymentRequestContext,
    events: {} as PaymentRequestEvent,
  },
  actors: {
    /** The newest pending withdrawal of the player from transaction/show, or null when there is none. */
    findLatestRequest: unprovidedActor<PaymentRequestDetails | null, void>(machineId, 'findLatestRequest'),
    clock: unprovidedClock,
    /** The withdrawal's status and, when rejected, the operator's reason (transaction/show). */
    checkWithdrawal: unprovidedActor<TransactionOutcome, OutcomeQuery>(machineId, 'checkWithdrawal'),
  },
  actions: {
    recordOutcome: assign((_, outcome: TransactionOutcome) => ({ outcome })),
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    isTimeUp: ({ context }) => context.request !== null && secondsLeft(context) === 0,
    foundNoRequest: (_, output: PaymentRequestDetails | null) => output === null,
    isDueAt: ({ context }, now: number) => context.request !== null && secondsLeft({ request: context.request, now }) === 0,
    hasNoRequestId: ({ context }) => typeof context.request?.id !== 'number',
    ...outcomeGuards,
  },
  delays: { outcomePollInterval: OUTCOME_POLL_MS },
});

/** The operator's decision, asked every 5 s (machines/lib/outcomePolling.ts), for this withdrawal. */
const withdrawalOutcomePolling = paymentRequestSetup.createStateConfig({
  description: 'Asks transaction/show for the withdrawal’s status every 5 s while the page is visible (issue 22 §4).',
  ...outcomePollingStates({
    transaction: 'withdrawal',
    hasNoId: 'hasNoRequestId',
    untracked: 'No id (an older history entry): the transaction record tells the outcome.',
    check: 'checkWithdrawal',
    input: ({ context }: { context: PaymentRequestContext }) => ({ id: context.request?.id ?? 0 }),
    approved: '#paymentRequest.approved',
    rejected: '#paymentRequest.rejected',
  }),
});

export const paymentRequestMachine = paymentRequestSetup.createMachine({
  id: machineId,
  description: 'The payment request page (spec 1 §2.14): the withdrawal on its way and a 30-minute countdown that survives a reload.',
  context: ({ input }) => ({ request: input.request, now: input.now, loadError: null, outcome: null }),
  initial: 'decidingWhatToShow',
  states: {
    decidingWhatToShow: {
      description: 'With a request: its countdown (or time is up already); without one, look for the newest pending withdrawal.',
      always: [
        { guard: 'isTimeUp', target: 'waiting.countdown.timeUp' },
        { guard: 'hasRequest', target: 'waiting' },
        { target: 'loadingLatestRequest' },
      ],
    },
    loadingLatestRequest: {
      description: 'Opened without state (a bookmark): finding the newest pending withdrawal in transaction/show.',
      invoke: {
        id: 'findLatestRequest',
        src: 'findLatestRequest',
        onDone: [
          { guard: { type: 'foundNoRequest', params: ({ event }) => event.output }, target: 'noRequest' },
          { target: 'decidingWhatToShow', actions: assign(({ event }) => ({ request: event.output, loadError: null })) },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ loadError: loadErrorOf(event.error) })),
        },
      },
    },
    loadFailed: {
      description: 'The transactions could not be loaded: the error, a button to try again, and Close.',
      on: { 'paymentRequest.reloadRequested': 'loadingLatestRequest' },
    },
    noRequest: {
      description: 'No withdrawal is pending: says so and links to /withdrawal.',
    },
    waiting: {
      type: 'parallel',
      description: 'The request is shown: its countdown runs while the page asks every 5 s (when visible) what the operator decided.',
      states: {
        countdown: {
          description: 'The 30 minutes from the request.',
          initial: 'countingDown',
          states: {
            countingDown: {
              description: '"Get Ready! Your Money is on its way." with the time left (m:ss) and the animation; Close goes to /account.',
              invoke: { id: 'clock', src: 'clock' },
              on: {
                'paymentRequest.clockTicked': [
                  {
                    guard: { type: 'isDueAt', params: ({ event }) => event.now },
                    target: 'timeUp',
                    description: '30 minutes after the request was made.',
                    actions: assign(({ event }) => ({ now: event.now })),
                  },
                  { actions: assign(({ event }) => ({ now: event.now })) },
                ],
              },
            },
            timeUp: {
              description: 'The 30 minutes are over: says the time is up and keeps Close.',
            },
          },
        },
        outcome: withdrawalOutcomePolling,
      },
    },
    approved: { type: 'final', description: 'The withdrawal was approved and paid: said with the amount.' },
    rejected: { type: 'final', description: 'The withdrawal was rejected: said with the operator’s reason; the amount is back in the balance.' },
  },
});
