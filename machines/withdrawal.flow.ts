import { defineFlow } from './lib/flow';
import {
  withdrawalMachine,
  type LoadFailure,
  type WithdrawalContext,
  type WithdrawalFormData,
  type WithdrawalReceipt,
  type WithdrawCheckFailure,
  type WithdrawSubmitFailure,
} from './withdrawal';

const methods = [
  { id: 1, name: 'bKash', icon: '/storage/payments/bkash.svg' },
  { id: 2, name: 'Nagad', icon: '/storage/payments/nagad.svg' },
];

/** The range as GET /api/limits serves it (server/funds/limits.ts). */
const amountRange = { min: 500, max: 25_000 };
const readyPlayer: WithdrawalFormData = { methods, phones: [{ number: '01712345678', verified: true }], phoneVerified: true, hasPendingWithdrawal: false, amountRange };
const unverifiedPlayer: WithdrawalFormData = { methods, phones: [{ number: '01712345678', verified: false }], phoneVerified: false, hasPendingWithdrawal: false, amountRange };
const playerWithPendingWithdrawal: WithdrawalFormData = { ...readyPlayer, hasPendingWithdrawal: true };

const checkFailures: WithdrawCheckFailure[] = [
  { kind: 'birthdayMissing', message: 'Please set your Date of Birth in your profile before making a withdrawal.' },
  { kind: 'turnoverOpen', turnoverLeft: 45.5 },
  { kind: 'refused', message: 'Please verify your phone number first.' },
  { kind: 'failed', message: 'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.' },
  { kind: 'failed', message: null },
  { kind: 'unknownAnswer' },
];

const submitFailures: WithdrawSubmitFailure[] = [
  { kind: 'refused', message: 'Insufficient balance. Your balance is ৳0.00.' },
  { kind: 'refused', message: null },
  { kind: 'noAnswer' },
];

const receipt: WithdrawalReceipt = { amount: 500, createdAt: '2026-11-22T08:00:00.000Z', methodName: 'bKash', methodIcon: '/storage/payments/bkash.svg' };

const loadFailures: LoadFailure[] = [{ kind: 'failed', message: null }];

/** Which check of spec 1 §5 the form would fail first: all that matters for paths, not the values typed. */
function firstFailingCheck(context: WithdrawalContext): string {
  if (!context.phoneVerified) return 'phone not verified';
  if (context.hasPendingWithdrawal) return 'withdrawal pending';
  if (context.amount.trim() === '') return 'amount missing';
  if (context.accountNumber.trim() === '') return 'account number missing';
  if (context.paymentId === null) return 'payment method missing';
  return 'ready';
}

export const withdrawalFlow = defineFlow({
  name: 'withdrawal',
  summary: 'The withdrawal form: its data, the server check on opening, the checks in the spec’s order, and one withdrawal even when a retry follows a lost answer.',
  machine: withdrawalMachine,
  inputs: [{ name: 'a player opening /withdrawal', input: { keyPrefix: 'withdraw-flow' } }],
  events: {
    'withdrawal.amountChanged': [
      { type: 'withdrawal.amountChanged', value: '' },
      { type: 'withdrawal.amountChanged', value: '700' },
    ],
    'withdrawal.quickAmountAdded': [{ type: 'withdrawal.quickAmountAdded', amount: 500 }],
    'withdrawal.accountNumberChosen': [{ type: 'withdrawal.accountNumberChosen', value: '01712345678' }],
    'withdrawal.paymentMethodChosen': [{ type: 'withdrawal.paymentMethodChosen', id: 1 }],
  },
  actorResults: {
    loadForm: { done: [readyPlayer, unverifiedPlayer, playerWithPendingWithdrawal], error: loadFailures },
    checkOnOpen: { done: [null], error: checkFailures },
    checkBeforeSubmit: { done: [null], error: checkFailures },
    submitWithdrawal: { done: [receipt], error: submitFailures },
  },
  contextKey: (context) => ({ check: firstFailingCheck(context), awaitingReplay: context.awaitingReplay, finished: context.receipt !== null }),
});
