import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';
import { toAsciiDigits } from './lib/digits';
import type { DepositAllowance } from './saferLimits';

/** An active promotion offered at deposit (spec 1 §3, Promotion): the bonus shown rounded as +N%. */
export type DepositPromotion = { id: number; name: string; bonusPercent: number };

/** An active payment method, one per name (spec 1 §3, Payment method). */
export type DepositMethod = { id: number; name: string; icon: string };

/** Agent is labelled CashOut, Personal Send Money (spec 1 §2.11). */
export type ChannelType = 'Agent' | 'Personal';

/** A channel of the chosen method; its id is the `payment_id` of the deposit (server/README.md). */
export type DepositChannel = { id: number; accountType: ChannelType; min: number | null; max: number | null };

/** One deposit of the records panel; `pending` is the spec's key '0' (spec 1 §3, Transaction). */
export type DepositRecord = { id: number; amount: number; status: 'pending' | 'success' | 'fail'; pending: boolean; createdAt: string; methodName: string | null };

/** An amount range, in taka. */
export type AmountRange = { min: number; max: number };

/** Everything the deposit screen loads on start; a part that failed to load is empty (spec 1 §7: only logged). */
export type DepositData = {
  promotions: DepositPromotion[];
  methods: DepositMethod[];
  /** session_id 1 of user/show; null when the phones could not be loaded (the server checks again on submit). */
  mainPhoneVerified: boolean | null;
  /** isverify of each extra phone (get/other/phone). */
  extraPhonesVerified: boolean[];
  deposits: DepositRecord[];
  /**
   * The range shown under the amount (spec 1 §5 and §9: shown only; the server enforces each channel's
   * limits), as the server serves it (GET /api/limits, issue 23 §5); null when it could not be loaded.
   */
  amountRange: AmountRange | null;
  /**
   * What the player's deposit limits leave (issue 24, GET /api/safer-gambling/limits); null when no
   * limit is set or they could not be loaded (the server checks the limit again on submit).
   */
  allowance: DepositAllowance | null;
  /** Whether to offer "Set a deposit limit" (never set one, never deposited, never dismissed it). */
  limitPrompt: boolean;
};

/** The wallet to pay to (first item of get-wallet-number) and the server's pay-within deadline. */
export type WalletNumber = { accountNumber: string; deadline: string };

/** What /make-payment is opened with (history state): enough to pay and to submit the deposit. */
export type PaymentDetails = {
  methodName: string;
  methodIcon: string;
  amount: number;
  accountNumber: string;
  paymentId: number;
  promotionId: number | null;
  accountType: ChannelType;
  deadline: string;
};

/** Why the player cannot go on, as a code the view turns into words (spec 1 §5 Deposit, §8). */
export type DepositProblem =
  | { code: 'phoneNotVerified' }
  | { code: 'depositPending' }
  | { code: 'amountRequired' }
  | { code: 'methodRequired' }
  | { code: 'channelRequired' }
  /** Issue 24: the amount is over what the deposit limits leave (left in taka, when more becomes available). */
  | { code: 'overAllowance'; left: number; resetsAt: string | null }
  | { code: 'navigationFailed' };

/** A failed call: plain objects so model samples stay distinct. */
export type DepositCallFailure = { kind: 'failed'; message: string | null };

export const toDepositCallFailure = (error: unknown): DepositCallFailure => readFailed(error);

/** Spec 1 §9: each quick-add button adds its value to the amount. */
export const DEPOSIT_QUICK_AMOUNTS = [100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000] as const;

/**
 * Issue 22 §4: what the player had chosen and typed when they went on to /make-payment, so Back
 * returns to the same form. It lives until the payment's deadline (`expiresAt`, ISO 8601); the
 * edge keeps it in session storage and forgets it once the deposit is submitted.
 */
export type DepositDraft = {
  promotionId: number | null;
  methodName: string | null;
  channelId: number | null;
  /** Exactly as typed (Bangla digits too). */
  amount: string;
  expiresAt: string;
};

export type DepositInput = {
  remoteId: string;
  preselectFirstPromotion?: boolean;
  /** The form as the player left it for /make-payment (issue 22), restored once the lists load. */
  draft?: DepositDraft | null;
  /** The clock when the form opened (ms since the epoch): a draft past its deadline is not restored. */
  now?: number;
};

export type DepositContext = {
  remoteId: string;
  preselectFirstPromotion: boolean;
  /** The saved form still to restore; dropped once restored (or found stale). */
  draft: DepositDraft | null;
  now: number;
  /** The saved channel, chosen again once the restored method's channels load (if still offered). */
  draftChannelId: number | null;
  promotions: DepositPromotion[];
  methods: DepositMethod[];
  /** null: unknown, the phones failed to load; the check is then left to the server's own on submit. */
  mainPhoneVerified: boolean | null;
  extraPhonesVerified: boolean[];
  deposits: DepositRecord[];
  amountRange: AmountRange | null;
  allowance: DepositAllowance | null;
  limitPrompt: boolean;
  promotionId: number | null;
  methodName: string | null;
  channels: DepositChannel[];
  channelId: number | null;
  amount: string;
  problem: DepositProblem | null;
  wallet: WalletNumber | null;
};

export type DepositEvent =
  | { type: 'deposit.promotionChosen'; promotionId: number | null }
  | { type: 'deposit.methodChosen'; name: string }
  | { type: 'deposit.channelChosen'; channelId: number }
  | { type: 'deposit.amountChanged'; value: string }
  | { type: 'deposit.amountAdded'; value: number }
  | { type: 'deposit.nextPressed' }
  | { type: 'deposit.problemDismissed' }
  | { type: 'deposit.limitPromptDismissed' };

export type WalletRequest = { name: string; accountType: ChannelType; amount: string };

const machineId = 'deposit';

export function chosenChannel(context: DepositContext): DepositChannel | null {
  return context.channels.find((channel) => channel.id === context.channelId) ?? null;
}

export function chosenMethod(context: DepositContext): DepositMethod | null {
  return context.methods.find((method) => method.name === context.methodName) ?? null;
}

/** Spec 1 §4: on the desktop the amount opens (and Deposit enables) once a method and a channel are chosen. */
export function isAmountOpen(context: DepositContext): boolean {
  return context.methodName !== null && chosenChannel(context) !== null;
}

/** The payment type tabs of the method list (spec 1 §2.11): e-wallet, bank, crypto, in this order. */
export type PaymentType = 'eWallet' | 'bank' | 'crypto';

export const PAYMENT_TYPES: readonly PaymentType[] = ['eWallet', 'bank', 'crypto'];

/** Mobile wallets carry the +2% rebate tag (spec 1 §2.11, §9). */
const MOBILE_WALLETS: ReadonlySet<string> = new Set(['bkash', 'nagad', 'rocket', 'upay']);

/** Whether a method is a mobile wallet, which shows the rebate tag (spec 1 §2.11, §9). */
export function isMobileWallet(name: string): boolean {
  return MOBILE_WALLETS.has(name.toLowerCase());
}

/** The tab a method is listed under: mobile wallets, then crypto by its name, else bank. */
export function paymentTypeOf(method: Pick<DepositMethod, 'name'>): PaymentType {
  if (isMobileWallet(method.name)) return 'eWallet';
  return /usdt|btc|crypto/i.test(method.name) ? 'crypto' : 'bank';
}

/** The tabs that have a method, in their order. */
export function paymentTypesOf(methods: readonly Pick<DepositMethod, 'name'>[]): PaymentType[] {
  return PAYMENT_TYPES.filter((type) => methods.some((method) => paymentTypeOf(method) === type));
}

/** The tab shown before the player picks one: the chosen method's, else the first with a method. */
export function shownPaymentType(methods: readonly Pick<DepositMethod, 'name'>[], chosen: string | null): PaymentType {
  const picked = methods.find((method) => method.name === chosen);
  return picked ? paymentTypeOf(picked) : (paymentTypesOf(methods)[0] ?? 'eWallet');
}

/** The allowance left when a limit applies (issue 24), else null: what the form shows under the amount. */
export function allowanceLeft(context: Pick<DepositContext, 'allowance'>): { left: number; resetsAt: string | null } | null {
  const allowance = context.allowance;
  return allowance && allowance.left !== null ? { left: allowance.left, resetsAt: allowance.resetsAt } : null;
}

/** Whether the typed amount is over the allowance the limits leave (an amount that is no number is the server's to refuse). */
export function isOverAllowance(context: Pick<DepositContext, 'allowance' | 'amount'>): boolean {
  const allowance = allowanceLeft(context);
  const amount = Number(toAsciiDigits(context.amount.trim()));
  return allowance !== null && Number.isFinite(amount) && amount > allowance.left;
}

/** The history state /make-payment is opened with, once the wallet number is known. */
export function paymentDetailsOf(context: DepositContext): PaymentDetails | null {
  const channel = chosenChannel(context);
  const method = chosenMethod(context);
  if (!channel || !context.wallet || context.methodName === null) return null;
  return {
    methodName: context.methodName,
    methodIcon: method?.icon ?? '',
    amount: Number(context.amount),
    accountNumber: context.wallet.accountNumber,
    paymentId: channel.id,
    promotionId: context.promotionId,
    accountType: channel.accountType,
    deadline: context.wallet.deadline,
  };
}

/** Whether the draft's deadline has passed at `now` (a date that cannot be read counts as passed). */
export function isDraftStale(draft: DepositDraft, now: number): boolean {
  const expiresAt = Date.parse(draft.expiresAt);
  return !Number.isFinite(expiresAt) || now >= expiresAt;
}

/** The form to save on the way to /make-payment (issue 22): it expires with the payment's deadline. */
export function depositDraftOf(context: DepositContext): DepositDraft | null {
  if (!context.wallet) return null;
  return { promotionId: context.promotionId, methodName: context.methodName, channelId: context.channelId, amount: context.amount, expiresAt: context.wallet.deadline };
}

/** The saved promotion if it is still offered, else what a fresh form shows. */
function restoredPromotionId(context: DepositContext, draft: DepositDraft): number | null {
  if (draft.promotionId === null) return null;
  return context.promotions.some((promotion) => promotion.id === draft.promotionId) ? draft.promotionId : context.promotionId;
}

/** The amount plus a quick-add value; an amount that is not a number counts as nothing. */
function addedAmount(amount: string, value: number): string {
  const current = Number(amount.trim());
  const base = amount.trim() === '' || !Number.isFinite(current) ? 0 : current;
  return String(Math.round((base + value) * 100) / 100);
}

export const depositMachine = setup({
  types: {
    input: {} as DepositInput,
    context: {} as DepositContext,
    events: {} as DepositEvent,
  },
  actors: {
    loadDepositData: unprovidedActor<DepositData, { remoteId: string }>(machineId, 'loadDepositData'),
    loadChannels: unprovidedActor<DepositChannel[], { name: string }>(machineId, 'loadChannels'),
    getWalletNumber: unprovidedActor<WalletNumber, WalletRequest>(machineId, 'getWalletNumber'),
  },
  actions: {
    /** Goes to /make-payment with the payment details as history state (spec 1 §2.12). */
    openMakePayment: unprovidedAction(machineId, 'openMakePayment'),
    /** "Not now" on the limit prompt: the server is told, so it is not offered again (issue 24). */
    dismissLimitPrompt: unprovidedAction(machineId, 'dismissLimitPrompt'),
    showProblem: assign((_, problem: DepositProblem | null) => ({ problem })),
    /** A failed load is only logged (at the edge); reading it here makes a missing actor stop the machine. */
    noteLoadFailure: (_, failure: DepositCallFailure) => void failure,
  },
  guards: {
    // Unknown phones (a failed load) are not called unverified: a verified player would be told a falsehood.
    isPhoneNotVerified: ({ context }) => context.mainPhoneVerified === false && !context.extraPhonesVerified.some(Boolean),
    hasPendingDeposit: ({ context }) => context.deposits.some((deposit) => deposit.pending),
    isAmountMissing: ({ context }) => context.amount.trim() === '',
    isMethodMissing: ({ context }) => chosenMethod(context) === null,
    isChannelMissing: ({ context }) => chosenChannel(context) === null,
    isOverAllowance: ({ context }) => isOverAllowance(context),
    hasNoDraft: ({ context }) => context.draft === null,
    isDraftStale: ({ context }) => context.draft !== null && isDraftStale(context.draft, context.now),
    isDraftMethodOffered: ({ context }) => context.draft !== null && context.methods.some((method) => method.name === context.draft?.methodName),
    isDraftChannelOffered: ({ context }, channels: DepositChannel[]) => channels.some((channel) => channel.id === context.draftChannelId),
  },
}).createMachine({
  id: machineId,
  description: 'The deposit form (spec 1 §2.11): promotion, payment method, channel and amount; Next checks them and opens /make-payment.',
  context: ({ input }) => ({
    remoteId: input.remoteId,
    preselectFirstPromotion: input.preselectFirstPromotion ?? false,
    draft: input.draft ?? null,
    now: input.now ?? 0,
    draftChannelId: null,
    promotions: [],
    methods: [],
    mainPhoneVerified: null,
    extraPhonesVerified: [],
    deposits: [],
    amountRange: null,
    allowance: null,
    limitPrompt: false,
    promotionId: null,
    methodName: null,
    channels: [],
    channelId: null,
    amount: '',
    problem: null,
    wallet: null,
  }),
  initial: 'loadingDepositData',
  states: {
    loadingDepositData: {
      description: 'Loading promotions, payment methods, the player’s phones and transactions, all at once.',
      invoke: {
        id: 'loadDepositData',
        src: 'loadDepositData',
        input: ({ context }) => ({ remoteId: context.remoteId }),
        onDone: {
          target: 'restoringDraft',
          description: 'The desktop preselects the first active promotion (spec 1 §7, promotion).',
          actions: assign(({ context, event }) => ({
            ...event.output,
            promotionId: context.preselectFirstPromotion ? (event.output.promotions[0]?.id ?? null) : null,
          })),
        },
        onError: {
          target: 'restoringDraft',
          description: 'Loading failures are only logged (spec 1 §7): the lists stay empty.',
          actions: { type: 'noteLoadFailure', params: ({ event }) => toDepositCallFailure(event.error) },
        },
      },
    },
    restoringDraft: {
      description: 'Back from /make-payment (issue 22): the form as the player left it, where the lists still offer it.',
      always: [
        { guard: 'hasNoDraft', target: 'enteringDeposit', description: 'A fresh visit: the form starts empty.' },
        {
          guard: 'isDraftStale',
          target: 'enteringDeposit',
          description: 'The payment’s deadline has passed: the form starts empty.',
          actions: assign({ draft: null }),
        },
        {
          guard: 'isDraftMethodOffered',
          target: 'enteringDeposit.loadingChannels',
          description: 'The saved promotion and amount come back; the saved method’s channels load again, to choose the saved channel.',
          actions: assign(({ context }) => ({
            promotionId: context.draft ? restoredPromotionId(context, context.draft) : context.promotionId,
            methodName: context.draft?.methodName ?? null,
            draftChannelId: context.draft?.channelId ?? null,
            amount: context.draft?.amount ?? '',
            draft: null,
          })),
        },
        {
          target: 'enteringDeposit',
          description: 'The saved method is no longer offered: dropped quietly with its channel; the promotion and amount come back.',
          actions: assign(({ context }) => ({
            promotionId: context.draft ? restoredPromotionId(context, context.draft) : context.promotionId,
            amount: context.draft?.amount ?? '',
            draft: null,
          })),
        },
      ],
    },
    enteringDeposit: {
      description: 'The player chooses a promotion, a method, a channel and the amount.',
      initial: 'choosing',
      on: {
        'deposit.promotionChosen': { actions: assign(({ event }) => ({ promotionId: event.promotionId })) },
        'deposit.methodChosen': {
          target: '.loadingChannels',
          reenter: true,
          description: 'A new method: its channels are loaded and the channel must be chosen again.',
          actions: assign(({ event }) => ({ methodName: event.name, channels: [], channelId: null, draftChannelId: null, problem: null })),
        },
        'deposit.amountChanged': { actions: assign(({ event }) => ({ amount: event.value })) },
        'deposit.amountAdded': {
          description: 'A quick-add button adds its value to the amount (spec 1 §9).',
          actions: assign(({ context, event }) => ({ amount: addedAmount(context.amount, event.value) })),
        },
        'deposit.problemDismissed': { actions: { type: 'showProblem', params: null } },
        'deposit.limitPromptDismissed': {
          description: '"Not now" closes the deposit limit prompt (issue 24); it never blocks the deposit.',
          actions: [assign({ limitPrompt: false }), 'dismissLimitPrompt'],
        },
      },
      states: {
        choosing: {
          description: 'The form is ready; a problem from the last Next shows in the Error dialog.',
          on: {
            'deposit.channelChosen': { actions: assign(({ event }) => ({ channelId: event.channelId })) },
            'deposit.nextPressed': '#deposit.checkingDeposit',
          },
        },
        loadingChannels: {
          description: 'Loading the chosen method’s channels (CashOut, Send Money); Next waits.',
          invoke: {
            id: 'loadChannels',
            src: 'loadChannels',
            input: ({ context }) => ({ name: context.methodName ?? '' }),
            onDone: [
              {
                guard: { type: 'isDraftChannelOffered', params: ({ event }) => event.output },
                target: 'choosing',
                description: 'Back from /make-payment: the saved channel is chosen again.',
                actions: assign(({ context, event }) => ({ channels: event.output, channelId: context.draftChannelId, draftChannelId: null })),
              },
              {
                target: 'choosing',
                description: 'The channel is the player’s to choose (a saved one no longer offered is dropped quietly).',
                actions: assign(({ event }) => ({ channels: event.output, draftChannelId: null })),
              },
            ],
            onError: {
              target: 'choosing',
              description: 'Only logged: no channel to choose.',
              actions: [assign({ draftChannelId: null }), { type: 'noteLoadFailure', params: ({ event }) => toDepositCallFailure(event.error) }],
            },
          },
        },
      },
    },
    checkingDeposit: {
      description: 'Next: phone verified, no pending deposit, amount, method, channel (spec 1 §5), then the deposit limits’ allowance (issue 24) — in this order.',
      always: [
        { guard: 'isPhoneNotVerified', target: 'enteringDeposit', actions: { type: 'showProblem', params: { code: 'phoneNotVerified' } } },
        { guard: 'hasPendingDeposit', target: 'enteringDeposit', actions: { type: 'showProblem', params: { code: 'depositPending' } } },
        { guard: 'isAmountMissing', target: 'enteringDeposit', actions: { type: 'showProblem', params: { code: 'amountRequired' } } },
        { guard: 'isMethodMissing', target: 'enteringDeposit', actions: { type: 'showProblem', params: { code: 'methodRequired' } } },
        { guard: 'isChannelMissing', target: 'enteringDeposit', actions: { type: 'showProblem', params: { code: 'channelRequired' } } },
        {
          guard: 'isOverAllowance',
          target: 'enteringDeposit',
          description: 'Over the allowance the deposit limits leave: says how much is left and when more becomes available.',
          actions: { type: 'showProblem', params: ({ context }) => ({ code: 'overAllowance' as const, left: allowanceLeft(context)?.left ?? 0, resetsAt: allowanceLeft(context)?.resetsAt ?? null }) },
        },
        { target: 'gettingWalletNumber', actions: { type: 'showProblem', params: null } },
      ],
    },
    gettingWalletNumber: {
      description: 'Asking which wallet number to pay to for this method, channel and amount.',
      invoke: {
        id: 'getWalletNumber',
        src: 'getWalletNumber',
        input: ({ context }) => ({ name: context.methodName ?? '', accountType: chosenChannel(context)?.accountType ?? 'Agent', amount: context.amount.trim() }),
        onDone: {
          target: 'leftForPayment',
          actions: [assign(({ event }) => ({ wallet: event.output })), 'openMakePayment'],
        },
        onError: {
          target: 'enteringDeposit',
          description: '"An error occurred. Please try again." in the Error dialog (spec 1 §8).',
          actions: [
            { type: 'noteLoadFailure', params: ({ event }) => toDepositCallFailure(event.error) },
            { type: 'showProblem', params: { code: 'navigationFailed' } },
          ],
        },
      },
    },
    leftForPayment: {
      type: 'final',
      description: 'The player is on /make-payment with the payment details.',
    },
  },
});
