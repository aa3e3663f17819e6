import { assign, not, setup, stateIn } from 'xstate';
import type { PaymentDetails } from './deposit';
import { receiptProblemOf, type ReceiptProblem } from './lib/receipt';
import { OUTCOME_POLL_MS, outcomeGuards, outcomePollingStates } from './lib/outcomePolling';
import type { TransactionOutcome } from './lib/transactionOutcome';

export type { ReceiptProblem } from './lib/receipt';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readSaid } from './lib/failures';

export type { TransactionOutcome } from './lib/transactionOutcome';

export type { PaymentDetails } from './deposit';

/** The receipt image the player attached; the bytes go to the server as they are. `head`: its first bytes, read at the edge for the signature check. */
export type ReceiptFile = { name: string; size: number; data: Blob; head?: Uint8Array };

/** A field problem, as a code the view turns into words (spec 1 §5, Deposit submit). */
export type PaymentFieldProblem = { code: 'phoneNot11Digits' } | { code: 'transactionIdRequired' };

/** Why the submission failed (spec 1 §8): the server's words, or none ("An error occurred. Please try again."). */
export type SubmitFailure = { kind: 'rejected'; message: string } | { kind: 'failed' };

/** Reads the submit actor's rejection: the server's words when it had some, else the general error. */
export const toSubmitFailure = (error: unknown): SubmitFailure => readSaid(error, 'rejected') ?? { kind: 'failed' };

export type CopiedField = 'accountNumber' | 'amount';

/**
 * What a copy button says (spec 1 §8, Copy buttons): the copied value, or that there was nothing; and,
 * when the browser refused the write, that it was not copied, with the value to copy by hand (a player
 * who pasted an old clipboard into the wallet app would send money to the wrong number).
 */
export type CopyNotice =
  | { code: 'copied'; field: CopiedField; value: string }
  | { code: 'nothingToCopy'; field: CopiedField }
  | { code: 'copyFailed'; field: CopiedField; value: string };

export type DepositSubmission = {
  remoteId: string;
  accountNumber: string;
  transactionId: string;
  amount: number;
  paymentId: number;
  promotionId: number | null;
  receipt: ReceiptFile | null;
  /** Same for retries of the same form content, new once the player changes something. */
  idempotencyKey: string;
};

export type MakePaymentInput = {
  /** From the history state; null when the page was opened without it (a typed address). */
  payment: PaymentDetails | null;
  remoteId: string;
  /** Milliseconds left until the payment's deadline when the page opened. */
  remainingMs: number;
  /** A random start for this page's idempotency keys (made at the edge). */
  idempotencySeed: string;
  /** Issue 22: the TRX ID typed earlier for this payment (kept by the edge across back and forward), if any. */
  transactionId?: string;
};

export type MakePaymentContext = {
  payment: PaymentDetails | null;
  remoteId: string;
  remainingMs: number;
  idempotencySeed: string;
  /** Counts the player's changes: a new version means a new idempotency key. */
  formVersion: number;
  phones: string[];
  phone: string | null;
  transactionId: string;
  receipt: ReceiptFile | null;
  /** Why the last chosen receipt was refused before upload (size, or not a JPEG/PNG/WebP by its bytes). */
  receiptProblem: ReceiptProblem | null;
  errors: { phone: PaymentFieldProblem | null; transactionId: PaymentFieldProblem | null };
  failure: SubmitFailure | null;
  notice: CopyNotice | null;
  /** The deposit's id once submitted (null when the answer did not carry it: the panel then only waits). */
  depositId: number | null;
  /** What the operator decided, once the pending panel learns it. */
  outcome: TransactionOutcome | null;
};

/** The deposit the pending panel asks about. */
export type OutcomeQuery = { remoteId: string; id: number };

export type MakePaymentEvent =
  | { type: 'makePayment.phoneChosen'; phone: string }
  | { type: 'makePayment.transactionIdChanged'; value: string }
  | { type: 'makePayment.receiptChosen'; receipt: ReceiptFile }
  | { type: 'makePayment.receiptCleared' }
  | { type: 'makePayment.copyPressed'; field: CopiedField }
  /** The browser refused the clipboard write of a copy (sent by the edge's writeToClipboard). */
  | { type: 'makePayment.copyFailed'; field: CopiedField }
  | { type: 'makePayment.noticeDismissed' }
  | { type: 'makePayment.submitted' }
  | { type: 'makePayment.failureDismissed' }
  /** Try again after the phones failed to load: without them the selector is empty and Submit cannot pass. */
  | { type: 'makePayment.phonesReloadRequested' }
  /** The tab's visibility (src/edge/pageVisibility.ts): the pending panel asks only while it can be seen. */
  | { type: 'page.hidden' }
  | { type: 'page.shown' };

const machineId = 'makePayment';

/** Spec 1 §9: pay within 10 minutes. */
export const PAY_WITHIN_MS = 10 * 60 * 1000;
const ELEVEN_DIGITS = /^\d{11}$/;

/** The countdown as m:ss. */
export function formatRemaining(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function idempotencyKeyOf(context: MakePaymentContext): string {
  return `${context.idempotencySeed}-${context.formVersion}`;
}

/** The value a copy button copies; empty means there is nothing to copy. */
export function copiedValueOf(context: MakePaymentContext, field: CopiedField): string {
  if (!context.payment) return '';
  if (field === 'accountNumber') return context.payment.accountNumber.trim();
  return context.payment.amount > 0 ? String(context.payment.amount) : '';
}

const changed = { formVersion: ({ context }: { context: MakePaymentContext }) => context.formVersion + 1 };

const makePaymentSetup = setup({
  types: {
    input: {} as MakePaymentInput,
    context: {} as MakePaymentContext,
    events: {} as MakePaymentEvent,
  },
  actors: {
    loadPhones: unprovidedActor<string[], { remoteId: string }>(machineId, 'loadPhones'),
    /** Resolves with the new deposit's id (null when the answer lacks it). */
    submitDeposit: unprovidedActor<number | null, DepositSubmission>(machineId, 'submitDeposit'),
    /** The deposit's status and, when rejected, the operator's reason (transaction/show). */
    checkDeposit: unprovidedActor<TransactionOutcome, OutcomeQuery>(machineId, 'checkDeposit'),
  },
  actions: {
    /** Puts the value on the clipboard; a refused write comes back as makePayment.copyFailed for the field. */
    writeToClipboard: unprovidedAction(machineId, 'writeToClipboard') as (_: unknown, params: { value: string; field: CopiedField }) => void,
    /** A failed load is only logged (at the edge); reading it here makes a missing actor stop the machine. */
    noteLoadFailure: (_, failure: SubmitFailure) => void failure,
    tick: assign(({ context }) => ({ remainingMs: Math.max(0, context.remainingMs - 1000) })),
    recordOutcome: assign((_, outcome: TransactionOutcome) => ({ outcome })),
  },
  guards: {
    hasNoPayment: ({ context }) => context.payment === null,
    isTimeAlreadyUp: ({ context }) => context.remainingMs <= 0,
    isLastSecond: ({ context }) => context.remainingMs <= 1000,
    isNothingToCopy: ({ context, event }) => event.type === 'makePayment.copyPressed' && copiedValueOf(context, event.field) === '',
    isTimeUp: stateIn('#makePayment.paying.countdown.timeUp'),
    hasFieldProblems: ({ context }) => context.errors.phone !== null || context.errors.transactionId !== null,
    hasNoDepositId: ({ context }) => context.depositId === null,
    isReceiptRefused: (_, receipt: ReceiptFile) => receipt.head !== undefined && receiptProblemOf(receipt.size, receipt.head) !== null,
    ...outcomeGuards,
  },
  delays: { countdownTick: 1000, outcomePollInterval: OUTCOME_POLL_MS },
});

/** The pending panel's polling (machines/lib/outcomePolling.ts), for this deposit. */
const depositOutcomePolling = makePaymentSetup.createStateConfig(
  outcomePollingStates({
    transaction: 'deposit',
    hasNoId: 'hasNoDepositId',
    untracked: 'The answer had no id: the pending panel stays; the transaction record tells the outcome.',
    check: 'checkDeposit',
    input: ({ context }: { context: MakePaymentContext }) => ({ remoteId: context.remoteId, id: context.depositId ?? 0 }),
    approved: 'approved',
    rejected: 'rejected',
  }),
);

export const makePaymentMachine = makePaymentSetup.createMachine({
  id: machineId,
  description: 'The payment confirmation (spec 1 §2.12): pay the shown wallet within 10 minutes, then send the TRX ID and the receipt.',
  context: ({ input }) => ({
    payment: input.payment,
    remoteId: input.remoteId,
    remainingMs: Math.max(0, Math.min(PAY_WITHIN_MS, input.remainingMs)),
    idempotencySeed: input.idempotencySeed,
    formVersion: 0,
    phones: [],
    phone: null,
    transactionId: input.transactionId ?? '',
    receipt: null,
    receiptProblem: null,
    errors: { phone: null, transactionId: null },
    failure: null,
    notice: null,
    depositId: null,
    outcome: null,
  }),
  initial: 'openingPayment',
  states: {
    openingPayment: {
      description: 'Was the page reached from the deposit form (with its history state)?',
      always: [{ guard: 'hasNoPayment', target: 'withoutPayment' }, { target: 'paying' }],
    },
    withoutPayment: {
      type: 'final',
      description: 'Opened by address, without a deposit: a message and a link back to /deposit.',
    },
    paying: {
      type: 'parallel',
      description: 'The player pays the wallet number and confirms the payment here.',
      on: {
        'makePayment.copyPressed': [
          {
            guard: 'isNothingToCopy',
            description: '"No account number to copy!" or "No Amount to copy!"',
            actions: assign({ notice: ({ event }) => ({ code: 'nothingToCopy', field: event.field }) as const }),
          },
          {
            description: 'Copies the value and says which value was copied.',
            actions: [
              assign({ notice: ({ context, event }) => ({ code: 'copied', field: event.field, value: copiedValueOf(context, event.field) }) as const }),
              { type: 'writeToClipboard', params: ({ context, event }) => ({ value: copiedValueOf(context, event.field), field: event.field }) },
            ],
          },
        ],
        'makePayment.copyFailed': {
          description: 'The browser refused the write: "Could not copy …", with the value to copy by hand.',
          actions: assign({ notice: ({ context, event }) => ({ code: 'copyFailed', field: event.field, value: copiedValueOf(context, event.field) }) as const }),
        },
        'makePayment.noticeDismissed': { actions: assign({ notice: null }) },
      },
      states: {
        countdown: {
          description: 'Counts down to the deadline the server set (10 minutes), so a reload keeps the remaining time.',
          initial: 'startingCountdown',
          states: {
            startingCountdown: {
              description: 'A reload after the deadline finds the time already up.',
              always: [{ guard: 'isTimeAlreadyUp', target: 'timeUp' }, { target: 'running' }],
            },
            running: {
              description: 'm:ss left to pay and submit.',
              after: {
                countdownTick: [
                  { guard: 'isLastSecond', target: 'timeUp', actions: 'tick' },
                  { target: 'running', reenter: true, actions: 'tick' },
                ],
              },
            },
            timeUp: {
              description: 'The time is up: Submit is disabled and the player is sent back to /deposit.',
            },
          },
        },
        phones: {
          description: 'The player’s phones for the selector (main phone and extra phones).',
          initial: 'loadingPhones',
          states: {
            loadingPhones: {
              description: 'Loading the player’s phones.',
              invoke: {
                id: 'loadPhones',
                src: 'loadPhones',
                input: ({ context }) => ({ remoteId: context.remoteId }),
                onDone: {
                  target: 'phonesReady',
                  description: 'The first phone is chosen unless the player chose one already; choosing it takes back the phone problem of a Submit pressed while they loaded.',
                  actions: assign(({ context, event }) => {
                    const phone = context.phone ?? event.output[0] ?? null;
                    return { phones: event.output, phone, errors: phone === context.phone ? context.errors : { ...context.errors, phone: null } };
                  }),
                },
                onError: {
                  target: 'phonesFailed',
                  description: 'Logged (spec 1 §7), and said under the selector with Try again: an empty selector alone would leave Submit refusing for no visible reason.',
                  actions: { type: 'noteLoadFailure', params: ({ event }) => toSubmitFailure(event.error) },
                },
              },
            },
            phonesFailed: {
              description: 'The phones could not be loaded: the selector is empty and says so, with Try again.',
              on: { 'makePayment.phonesReloadRequested': 'loadingPhones' },
            },
            phonesReady: { description: 'The selector lists the phones.' },
          },
        },
        form: {
          description: 'Phone, Reference No./Trans ID, receipt and Submit.',
          initial: 'editing',
          states: {
            editing: {
              description: 'The player fills the form; problems show under the fields, a failed submission in the Error dialog.',
              on: {
                'makePayment.phoneChosen': {
                  actions: assign({ ...changed, phone: ({ event }) => event.phone, errors: ({ context }) => ({ ...context.errors, phone: null }) }),
                },
                'makePayment.transactionIdChanged': {
                  actions: assign({ ...changed, transactionId: ({ event }) => event.value, errors: ({ context }) => ({ ...context.errors, transactionId: null }) }),
                },
                'makePayment.receiptChosen': [
                  {
                    guard: { type: 'isReceiptRefused', params: ({ event }) => event.receipt },
                    description: 'Over 5 MB, or not a JPEG, PNG or WebP by its first bytes: said under the drop area with the server’s words, and not kept.',
                    actions: assign({ ...changed, receipt: null, receiptProblem: ({ event }) => receiptProblemOf(event.receipt.size, event.receipt.head ?? new Uint8Array()) }),
                  },
                  { actions: assign({ ...changed, receipt: ({ event }) => event.receipt, receiptProblem: null }) },
                ],
                'makePayment.receiptCleared': { actions: assign({ ...changed, receipt: null, receiptProblem: null }) },
                'makePayment.failureDismissed': { actions: assign({ failure: null }) },
                'makePayment.submitted': {
                  guard: not('isTimeUp'),
                  target: 'checkingFields',
                  description: 'Not once the time is up.',
                },
              },
            },
            checkingFields: {
              description: 'The phone must have exactly 11 digits, then the TRX ID is required (spec 1 §5).',
              entry: assign(({ context }) => ({
                failure: null,
                errors: {
                  phone: context.phone !== null && ELEVEN_DIGITS.test(context.phone) ? null : ({ code: 'phoneNot11Digits' } as const),
                  transactionId: context.transactionId.trim() === '' ? ({ code: 'transactionIdRequired' } as const) : null,
                },
              })),
              always: [{ guard: 'hasFieldProblems', target: 'editing' }, { target: 'submittingDeposit' }],
            },
            submittingDeposit: {
              description: 'Sending the deposit with its receipt; Submit cannot be pressed twice.',
              invoke: {
                id: 'submitDeposit',
                src: 'submitDeposit',
                input: ({ context }) => ({
                  remoteId: context.remoteId,
                  accountNumber: context.phone ?? '',
                  transactionId: context.transactionId.trim(),
                  amount: context.payment?.amount ?? 0,
                  paymentId: context.payment?.paymentId ?? 0,
                  promotionId: context.payment?.promotionId ?? null,
                  receipt: context.receipt,
                  idempotencyKey: idempotencyKeyOf(context),
                }),
                onDone: {
                  target: '#makePayment.submitted',
                  description: '"Submission successful!" and the pending panel (spec 1 §2.12, §7).',
                  actions: assign({ depositId: ({ event }) => event.output }),
                },
                onError: {
                  target: 'editing',
                  description: '"Submission failed: {message}" or "An error occurred. Please try again."; every field is kept.',
                  actions: assign({ failure: ({ event }) => toSubmitFailure(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    submitted: {
      description: 'The pending panel: "Thank You! Our are verifying your transaction, Please hold on." It asks every 5 s, while the page is visible, what the operator decided.',
      initial: depositOutcomePolling.initial,
      states: {
        ...depositOutcomePolling.states,
        approved: { type: 'final', description: 'The panel says the deposit was approved and credited, with the amount.' },
        rejected: { type: 'final', description: 'The panel says the deposit was rejected, with the operator’s reason.' },
      },
    },
  },
});
