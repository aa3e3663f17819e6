import { defineFlow } from './lib/flow';
import { chosenChannel, chosenMethod, depositMachine, isOverAllowance, type DepositChannel, type DepositContext, type DepositData, type DepositDraft, type DepositRecord } from './deposit';

const promotions = [{ id: 1, name: 'Welcome bonus', bonusPercent: 100 }];
const methods = [
  { id: 1, name: 'bKash', icon: '/storage/payments/bkash.svg' },
  { id: 2, name: 'Nagad', icon: '/storage/payments/nagad.svg' },
];
const pendingDeposit: DepositRecord = { id: 7, amount: 1000, status: 'pending', pending: true, createdAt: '2025-05-05T12:00:00.000Z', methodName: 'bKash' };

const readyPlayer: DepositData = { promotions, methods, mainPhoneVerified: true, extraPhonesVerified: [], deposits: [], amountRange: { min: 100, max: 25_000 }, allowance: null, limitPrompt: true };
/** Issue 24: ৳1,000 a day, ৳500 of it left until the oldest counted deposit is a day old. */
const limitedPlayer: DepositData = { ...readyPlayer, limitPrompt: false, allowance: { left: 500, period: 'day', resetsAt: '2025-05-06T09:00:00.000Z' } };
const unverifiedPlayer: DepositData = { promotions, methods, mainPhoneVerified: false, extraPhonesVerified: [false], deposits: [], amountRange: { min: 100, max: 25_000 }, allowance: null, limitPrompt: false };
const pendingPlayer: DepositData = { promotions, methods, mainPhoneVerified: false, extraPhonesVerified: [true], deposits: [pendingDeposit], amountRange: { min: 100, max: 25_000 }, allowance: null, limitPrompt: false };

const bKashChannels: DepositChannel[] = [
  { id: 11, accountType: 'Agent', min: 500, max: 25000 },
  { id: 12, accountType: 'Personal', min: 500, max: 10000 },
];

/** The form as the player left it for /make-payment (issue 22): Back restores it until the deadline. */
const draft: DepositDraft = { promotionId: 1, methodName: 'bKash', channelId: 12, amount: '১৫০০', expiresAt: '2025-05-05T12:10:00.000Z' };
const beforeDeadline = Date.parse(draft.expiresAt) - 60_000;

/**
 * What the checks of Next depend on, in their order: once a check fails the later ones do not
 * matter, and the typed amount matters only as filled or not (quick-adds grow it without end).
 */
function checks(context: DepositContext) {
  if (context.mainPhoneVerified === false && !context.extraPhonesVerified.some(Boolean)) return 'phone not verified';
  if (context.deposits.some((deposit) => deposit.pending)) return 'deposit pending';
  return {
    amount: context.amount.trim() === '' ? 'empty' : 'filled',
    method: chosenMethod(context) !== null,
    channel: chosenChannel(context) !== null,
    overAllowance: isOverAllowance(context),
  };
}

/** The checks, and whether a saved form (or its channel) is still to restore. */
function decisive(context: DepositContext) {
  return { checks: checks(context), draft: context.draft !== null, savedChannel: context.draftChannelId };
}

export const depositFlow = defineFlow({
  name: 'deposit',
  summary: 'The deposit form: loads promotions, methods, phones and records, restores the form left for /make-payment (Back), then checks Next in the spec’s order and opens /make-payment.',
  machine: depositMachine,
  inputs: [
    { name: 'a player on the mobile /deposit', input: { remoteId: 'remote-1' } },
    { name: 'a player on the desktop funds screen', input: { remoteId: 'remote-1', preselectFirstPromotion: true } },
    { name: 'back from /make-payment before the deadline', input: { remoteId: 'remote-1', draft, now: beforeDeadline } },
    { name: 'back from /make-payment, the saved method no longer offered', input: { remoteId: 'remote-1', draft: { ...draft, methodName: 'Rocket' }, now: beforeDeadline } },
    { name: 'a visit after the payment’s deadline', input: { remoteId: 'remote-1', preselectFirstPromotion: true, draft, now: Date.parse(draft.expiresAt) } },
  ],
  events: {
    'deposit.promotionChosen': [
      { type: 'deposit.promotionChosen', promotionId: 1 },
      { type: 'deposit.promotionChosen', promotionId: null },
    ],
    'deposit.methodChosen': [
      { type: 'deposit.methodChosen', name: 'bKash' },
      { type: 'deposit.methodChosen', name: 'Nagad' },
    ],
    'deposit.channelChosen': [{ type: 'deposit.channelChosen', channelId: 12 }],
    'deposit.amountChanged': [
      { type: 'deposit.amountChanged', value: '' },
      { type: 'deposit.amountChanged', value: '1500' },
    ],
    'deposit.amountAdded': [{ type: 'deposit.amountAdded', value: 500 }],
  },
  contextKey: decisive,
  actorResults: {
    loadDepositData: { done: [readyPlayer, unverifiedPlayer, pendingPlayer, limitedPlayer], error: [{ kind: 'failed', message: 'Network error' }] },
    loadChannels: { done: [bKashChannels], error: [{ kind: 'failed', message: 'Payment method not found.' }] },
    getWalletNumber: {
      done: [{ accountNumber: '01612345678', deadline: '2025-05-05T12:10:00.000Z' }],
      error: [{ kind: 'failed', message: 'No wallet found for this payment method and channel.' }],
    },
  },
});
