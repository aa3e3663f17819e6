import { assign, setup, type SnapshotFrom } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { amountField, amountOrNull, ofKind, readFailed, readKind, readText, readWords, refusedOr, type CallFailure } from './lib/failures';
import { toAsciiDigits } from './lib/digits';

/** An active payment method the player can withdraw to (spec 1 §3, deduplicated by name). */
export type WithdrawalMethod = { id: number; name: string; icon: string };

/** One of the player's phones, offered as the account number (spec 1 §2.13). */
export type AccountPhone = { number: string; verified: boolean };

/** What the form needs from the server before the player can withdraw. */
export type WithdrawalFormData = {
  methods: WithdrawalMethod[];
  phones: AccountPhone[];
  /** The main phone (user/show session_id 1) or any extra phone is verified. */
  phoneVerified: boolean;
  /** transaction/show lists a withdraw with key '0'. */
  hasPendingWithdrawal: boolean;
  /**
   * The range shown under the amount (spec 1 §9: shown, not enforced on the client), as the server
   * checks it (GET /api/limits, issue 23 §5); null when it could not be loaded (then not shown).
   */
  amountRange: { min: number; max: number } | null;
};

/** Why the server's withdraw check (GET userwithdrawcheck) refused: spec 1 §8, Withdraw check. */
export type WithdrawCheckFailure =
  /** `code: 'birthday_missing'`: the server's words, shown as a link to the profile. */
  | { kind: 'birthdayMissing'; message: string }
  /** `code: 'turnover_open'`: the link "Please complete your turnover and try again." to /turnover-record, with the turnover left in taka when the server said. */
  | { kind: 'turnoverOpen'; turnoverLeft: number | null }
  /** Another 400 with words of the server's own: those words. */
  | { kind: 'refused'; message: string }
  /** Any other failure: its message, or "An error occurred." */
  | { kind: 'failed'; message: string | null }
  /** 200 without the success flag: "An unknown error occurred." */
  | { kind: 'unknownAnswer' };

/** Why submit-withdraw failed (spec 1 §8, Withdraw submit). */
export type WithdrawSubmitFailure =
  /** The server answered with a refusal: its words, or none. The request is settled either way. */
  | { kind: 'refused'; message: string | null }
  /** No usable answer (offline, timeout, server trouble): the request may or may not have been made. */
  | { kind: 'noAnswer' };

export type LoadFailure = { kind: 'failed'; message: string | null };

/** What the server gave back for a successful withdrawal; /payment-request shows it. */
/** The withdrawal made; `id` lets /payment-request learn the operator's decision. */
export type WithdrawalReceipt = { amount: number; createdAt: string; methodName: string; methodIcon: string; id?: number };

export type WithdrawalRequest = { amount: string; accountNumber: string; paymentId: number; idempotencyKey: string };

/** What is wrong, as a code the view turns into words (src/i18n/en/withdrawal.ts), or the server's own words. */
export type WithdrawalProblem =
  | { code: 'phoneNotVerified' }
  | { code: 'withdrawalPending' }
  | { code: 'amountRequired' }
  | { code: 'accountNumberRequired' }
  | { code: 'paymentMethodRequired' }
  | { code: 'birthdayMissing'; message: string }
  | { code: 'turnoverOpen'; turnoverLeft: number | null }
  | { code: 'server'; message: string }
  | { code: 'checkFailed' }
  | { code: 'unknownCheckAnswer' }
  | { code: 'submitFailed' }
  | { code: 'loadFailed'; message: string | null };

/** A problem of one field: shown under it, and gone once that field (or any other) changes. */
export type WithdrawalFieldProblem = Extract<WithdrawalProblem, { code: 'amountRequired' | 'accountNumberRequired' | 'paymentMethodRequired' }>;

export type WithdrawalInput = {
  /** Unique per opened form; with the form's revision it makes the Idempotency-Key. */
  keyPrefix: string;
};

export type WithdrawalContext = WithdrawalFormData & {
  keyPrefix: string;
  /** Counts changes to what would be sent: a new revision means a new request (and key). */
  revision: number;
  amount: string;
  accountNumber: string;
  paymentId: number | null;
  /** The server check's answer when the page opened (and at each submit): why the player cannot withdraw now. */
  eligibility: WithdrawalProblem | null;
  /** The problem of the last submit or load, for the Error dialog (or the load error). */
  problem: WithdrawalProblem | null;
  /** The first field check that failed at the last submit, shown under its field. */
  fieldProblem: WithdrawalFieldProblem | null;
  /** The last send got no answer: a retry of the same form resends the same request (same key). */
  awaitingReplay: boolean;
  receipt: WithdrawalReceipt | null;
};

export type WithdrawalEvent =
  | { type: 'withdrawal.amountChanged'; value: string }
  | { type: 'withdrawal.quickAmountAdded'; amount: number }
  | { type: 'withdrawal.accountNumberChosen'; value: string }
  | { type: 'withdrawal.paymentMethodChosen'; id: number }
  | { type: 'withdrawal.submitted' }
  | { type: 'withdrawal.problemDismissed' }
  | { type: 'withdrawal.reloadRequested' };

/** Spec 1 §9: each button adds its value to the amount. */
export const QUICK_AMOUNTS = [500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000] as const;

const machineId = 'withdrawal';

/**
 * What the withdraw check's refusal means (spec 1 §8), decided by the answer's `code` only (issue 23
 * §4): `birthday_missing` links the profile, `turnover_open` links /turnover-record with the turnover
 * left; another 400 is the server's words; any other failure its words (none for server trouble).
 */
export function withdrawCheckFailure(failure: CallFailure): WithdrawCheckFailure {
  if (failure.kind !== 'http') return { kind: 'failed', message: null };
  if (failure.code === 'turnover_open') return { kind: 'turnoverOpen', turnoverLeft: amountField(failure, 'turnover_left') };
  if (failure.code === 'birthday_missing') return { kind: 'birthdayMissing', message: failure.serverMessage ?? failure.message ?? '' };
  if (failure.status === 400 && failure.serverMessage !== null) return { kind: 'refused', message: failure.serverMessage };
  // Server trouble has no words for the player.
  return { kind: 'failed', message: failure.status !== null && failure.status >= 500 ? null : failure.serverMessage };
}

/** What a failed submit-withdraw means: a 4xx is the server's answer (its words); anything else leaves it open, so a retry resends it. */
export const withdrawSubmitFailure = (failure: CallFailure): WithdrawSubmitFailure => refusedOr(failure, { kind: 'noAnswer' } as const);

/** Reads a check actor's rejection; anything unexpected is a plain failure, a missing actor stops the machine. */
/** The turnover left that a `turnoverOpen` rejection carries (a number from 0, else unknown). */
const readTurnoverOpen = (error: unknown): WithdrawCheckFailure | null => {
  const fields = ofKind(error, 'turnoverOpen');
  return fields === null ? null : { kind: 'turnoverOpen', turnoverLeft: amountOrNull(fields.turnoverLeft) };
};

export const toCheckFailure = (error: unknown): WithdrawCheckFailure =>
  readText(error, 'birthdayMissing') ?? readTurnoverOpen(error) ?? readText(error, 'refused') ?? readKind(error, 'unknownAnswer') ?? readWords(error, 'failed') ?? { kind: 'failed', message: null };

/** Reads the submit actor's rejection: the server's refusal with its words or none; anything else left it open. */
export const toSubmitFailure = (error: unknown): WithdrawSubmitFailure => readWords(error, 'refused') ?? { kind: 'noAnswer' };

export const toLoadFailure = (error: unknown): LoadFailure => readFailed(error);

export function problemOfCheck(failure: WithdrawCheckFailure): WithdrawalProblem {
  switch (failure.kind) {
    case 'birthdayMissing':
      return { code: 'birthdayMissing', message: failure.message };
    case 'turnoverOpen':
      return { code: 'turnoverOpen', turnoverLeft: failure.turnoverLeft };
    case 'refused':
      return { code: 'server', message: failure.message };
    case 'failed':
      return failure.message === null ? { code: 'checkFailed' } : { code: 'server', message: failure.message };
    case 'unknownAnswer':
      return { code: 'unknownCheckAnswer' };
  }
}

function problemOfSubmit(failure: WithdrawSubmitFailure): WithdrawalProblem {
  return failure.kind === 'refused' && failure.message !== null ? { code: 'server', message: failure.message } : { code: 'submitFailed' };
}

/** The amount as a number for the quick-add buttons; anything unreadable counts as nothing yet. */
function amountValue(amount: string): number {
  const value = Number(amount.trim());
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Issue 22: while open turnover blocks the withdrawal, the form cannot be changed or sent (the view disables it). */
export function isFormLocked(context: Pick<WithdrawalContext, 'eligibility'>): boolean {
  return context.eligibility?.code === 'turnoverOpen';
}

export function idempotencyKeyOf(context: Pick<WithdrawalContext, 'keyPrefix' | 'revision'>): string {
  return `${context.keyPrefix}-${context.revision}`;
}

/** A field changed: a new request from now on, and the last problem no longer applies. */
const formChanged = (context: WithdrawalContext) => ({ revision: context.revision + 1, awaitingReplay: false, problem: null, fieldProblem: null });

/** The context after a field event; the same value again (a field reformatting itself on blur) changes nothing, so the dialog and the retry key stay. */
function withFieldEdited(context: WithdrawalContext, event: WithdrawalEvent): Partial<WithdrawalContext> {
  switch (event.type) {
    case 'withdrawal.amountChanged':
      return event.value === context.amount ? {} : { amount: event.value, ...formChanged(context) };
    case 'withdrawal.quickAmountAdded':
      return { amount: String(amountValue(context.amount) + event.amount), ...formChanged(context) };
    case 'withdrawal.accountNumberChosen':
      return toAsciiDigits(event.value) === context.accountNumber ? {} : { accountNumber: toAsciiDigits(event.value), ...formChanged(context) };
    case 'withdrawal.paymentMethodChosen':
      return event.id === context.paymentId ? {} : { paymentId: event.id, ...formChanged(context) };
    default:
      return {};
  }
}

/** What the player may change in the form: while the server check on opening runs (so a quick tap is never lost) as well as after it. */
const formEdits = {
  'withdrawal.amountChanged': { description: 'A new amount typed (not while turnover blocks the form).', guard: 'isFormOpen', actions: 'editField' },
  'withdrawal.quickAmountAdded': { description: 'Adds the button’s value to the amount (not while turnover blocks the form).', guard: 'isFormOpen', actions: 'editField' },
  'withdrawal.accountNumberChosen': { guard: 'isFormOpen', actions: 'editField' },
  'withdrawal.paymentMethodChosen': { guard: 'isFormOpen', actions: 'editField' },
} as const;

export const withdrawalMachine = setup({
  types: {
    input: {} as WithdrawalInput,
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
  },
  actors: {
    loadForm: unprovidedActor<WithdrawalFormData, void>(machineId, 'loadForm'),
    checkWithdrawal: unprovidedActor<unknown, void>(machineId, 'checkWithdrawal'),
    submitWithdrawal: unprovidedActor<WithdrawalReceipt, WithdrawalRequest>(machineId, 'submitWithdrawal'),
  },
  actions: {
    /** Refreshes the balance and opens /payment-request with the receipt (spec 1 §7). */
    reportWithdrawn: unprovidedAction(machineId, 'reportWithdrawn'),
    showProblem: assign((_, problem: WithdrawalProblem | null) => ({ problem, fieldProblem: null })),
    showFieldProblem: assign((_, fieldProblem: WithdrawalFieldProblem) => ({ fieldProblem, problem: null })),
    editField: assign(({ context, event }) => withFieldEdited(context, event)),
  },
  guards: {
    isFormOpen: ({ context }) => !isFormLocked(context),
    isPhoneNotVerified: ({ context }) => !context.phoneVerified,
    hasPendingWithdrawal: ({ context }) => context.hasPendingWithdrawal,
    isAmountMissing: ({ context }) => context.amount.trim() === '',
    isAccountNumberMissing: ({ context }) => context.accountNumber.trim() === '',
    isPaymentMethodMissing: ({ context }) => context.paymentId === null,
    isAwaitingReplay: ({ context }) => context.awaitingReplay,
    gotNoAnswer: (_, failure: WithdrawSubmitFailure) => failure.kind === 'noAnswer',
  },
}).createMachine({
  id: machineId,
  description: 'The withdrawal form (spec 1 §2.13, §5, §7, §8): loads methods, phones and pending requests, runs the server check, and sends one withdrawal.',
  context: ({ input }) => ({
    keyPrefix: input.keyPrefix,
    revision: 0,
    methods: [],
    phones: [],
    phoneVerified: false,
    hasPendingWithdrawal: false,
    amountRange: null,
    amount: '',
    accountNumber: '',
    paymentId: null,
    eligibility: null,
    problem: null,
    fieldProblem: null,
    awaitingReplay: false,
    receipt: null,
  }),
  initial: 'loadingForm',
  states: {
    loadingForm: {
      description: 'Loading the active payment methods, the player’s phones and transactions.',
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        onDone: {
          target: 'checkingEligibility',
          actions: assign(({ event }) => ({ ...event.output, problem: null })),
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'showProblem', params: ({ event }) => ({ code: 'loadFailed', message: toLoadFailure(event.error).message }) },
        },
      },
    },
    loadFailed: {
      description: 'The form could not be loaded: the error and a button to try again.',
      on: { 'withdrawal.reloadRequested': 'loadingForm' },
    },
    checkingEligibility: {
      description: 'Asking the server whether the player may withdraw, so a blocked player sees why at once.',
      invoke: {
        id: 'checkOnOpen',
        src: 'checkWithdrawal',
        onDone: { target: 'editing', actions: assign({ eligibility: null }) },
        onError: {
          target: 'editing',
          description: 'Birthday, phone, turnover or pending request: the reason shows above the form.',
          actions: assign(({ event }) => ({ eligibility: problemOfCheck(toCheckFailure(event.error)) })),
        },
      },
      on: formEdits,
    },
    editing: {
      description: 'The player picks a method, an amount and a phone; problems show under their field or in the Error dialog.',
      on: {
        ...formEdits,
        'withdrawal.problemDismissed': { description: 'The Error dialog is closed; what was typed stays.', actions: assign({ problem: null }) },
        'withdrawal.submitted': { guard: 'isFormOpen', target: 'validating', description: 'Sends the form, unless open turnover blocks it.' },
      },
    },
    validating: {
      description: 'The checks of spec 1 §5, in its order; the first that fails is shown.',
      always: [
        { guard: 'isPhoneNotVerified', target: 'editing', actions: { type: 'showProblem', params: { code: 'phoneNotVerified' } } },
        { guard: 'hasPendingWithdrawal', target: 'editing', actions: { type: 'showProblem', params: { code: 'withdrawalPending' } } },
        { guard: 'isAmountMissing', target: 'editing', actions: { type: 'showFieldProblem', params: { code: 'amountRequired' } } },
        { guard: 'isAccountNumberMissing', target: 'editing', actions: { type: 'showFieldProblem', params: { code: 'accountNumberRequired' } } },
        { guard: 'isPaymentMethodMissing', target: 'editing', actions: { type: 'showFieldProblem', params: { code: 'paymentMethodRequired' } } },
        {
          guard: 'isAwaitingReplay',
          target: 'submitting',
          description: 'The last send got no answer and the form is unchanged: resend it with the same key, so the server replays its answer instead of its check reporting our own request as pending.',
          actions: { type: 'showProblem', params: null },
        },
        { target: 'checkingBeforeSubmit', actions: { type: 'showProblem', params: null } },
      ],
    },
    checkingBeforeSubmit: {
      description: 'The server check must pass before the withdrawal is sent.',
      invoke: {
        id: 'checkBeforeSubmit',
        src: 'checkWithdrawal',
        onDone: { target: 'submitting', actions: assign({ eligibility: null }) },
        onError: {
          target: 'editing',
          description: 'The reason shows in the Error dialog and above the form.',
          actions: assign(({ event }) => {
            const problem = problemOfCheck(toCheckFailure(event.error));
            return { eligibility: problem, problem };
          }),
        },
      },
    },
    submitting: {
      description: 'Sending the withdrawal; the form cannot be sent twice.',
      invoke: {
        id: 'submitWithdrawal',
        src: 'submitWithdrawal',
        input: ({ context }) => {
          if (context.paymentId === null) throw new Error('withdrawal: submitting without a payment method');
          return { amount: context.amount.trim(), accountNumber: context.accountNumber.trim(), paymentId: context.paymentId, idempotencyKey: idempotencyKeyOf(context) };
        },
        onDone: {
          target: 'withdrawn',
          actions: [assign(({ event }) => ({ receipt: event.output, awaitingReplay: false })), 'reportWithdrawn'],
        },
        onError: [
          {
            guard: { type: 'gotNoAnswer', params: ({ event }) => toSubmitFailure(event.error) },
            target: 'editing',
            description: '"An error occurred. Please try again."; a retry of the same form sends the same request again.',
            actions: assign({ problem: { code: 'submitFailed' }, awaitingReplay: true }),
          },
          {
            target: 'editing',
            description: 'The server refused: its words in the Error dialog; the next send is a new request.',
            actions: assign(({ context, event }) => ({
              problem: problemOfSubmit(toSubmitFailure(event.error)),
              awaitingReplay: false,
              revision: context.revision + 1,
            })),
          },
        ],
      },
    },
    withdrawn: {
      type: 'final',
      description: '"Withdrawal successful!": the amount is held and the player goes to /payment-request.',
    },
  },
});

/** What the form shows for a snapshot: the Error dialog shows only while the form is being edited. */
export type WithdrawalPhase = 'loading' | 'loadFailed' | 'checking' | 'editing' | 'sending';

export function withdrawalPhaseOf(snapshot: SnapshotFrom<typeof withdrawalMachine>): WithdrawalPhase {
  if (snapshot.matches('loadingForm')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('checkingEligibility')) return 'checking';
  if (snapshot.matches('checkingBeforeSubmit') || snapshot.matches('submitting') || snapshot.matches('withdrawn')) return 'sending';
  return 'editing';
}
