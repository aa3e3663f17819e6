import { defineFlow } from './lib/flow';
import { makePaymentMachine, type MakePaymentContext, type MakePaymentInput, type PaymentDetails, type ReceiptFile } from './makePayment';

const payment: PaymentDetails = {
  methodName: 'bKash',
  methodIcon: '/storage/payments/bkash.svg',
  amount: 1500,
  accountNumber: '01712345678',
  paymentId: 11,
  promotionId: 1,
  accountType: 'Agent',
  deadline: '2025-05-05T12:10:00.000Z',
};

const base = { remoteId: 'remote-1', idempotencySeed: 'seed1234abcd' };

const inputs: { name: string; input: MakePaymentInput }[] = [
  { name: 'a deposit with 10 minutes left', input: { ...base, payment, remainingMs: 600_000 } },
  { name: 'a deposit with 1 second left and nothing to copy', input: { ...base, payment: { ...payment, accountNumber: '', amount: 0 }, remainingMs: 1000 } },
  { name: 'a deposit whose time is already up (reload)', input: { ...base, payment, remainingMs: 0 } },
  { name: 'a typed address without a deposit', input: { ...base, payment: null, remainingMs: 0 } },
];

const receipt: ReceiptFile = { name: 'receipt.png', size: 68, data: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }) };

/** A page renamed .png: refused in the browser by its first bytes. */
const notAnImage: ReceiptFile = { name: 'page.png', size: 12, data: new Blob(['<html><body>']), head: new TextEncoder().encode('<html><body>') };

/** What decides the next transitions: the time left (bucketed), the phone's validity and whether a TRX ID is there. */
function decisive(context: MakePaymentContext) {
  return {
    time: context.remainingMs <= 0 ? 'up' : context.remainingMs <= 1000 ? 'last second' : 'left',
    phone: context.phone === null ? 'none' : /^\d{11}$/.test(context.phone) ? '11 digits' : 'other',
    transactionId: context.transactionId.trim() === '' ? 'empty' : 'filled',
    copyable: context.payment ? context.payment.accountNumber !== '' : null,
    tracked: context.depositId !== null,
    receiptRefused: context.receiptProblem !== null,
  };
}

export const makePaymentFlow = defineFlow({
  name: 'makePayment',
  summary: 'The payment confirmation: a countdown to the server’s deadline, copy buttons, phone, TRX ID and receipt, then the pending panel, which asks every 5 s (while visible) until the deposit is approved or rejected.',
  machine: makePaymentMachine,
  inputs,
  events: {
    'makePayment.phoneChosen': [
      { type: 'makePayment.phoneChosen', phone: '01812345678' },
      { type: 'makePayment.phoneChosen', phone: '0181234567' },
    ],
    'makePayment.transactionIdChanged': [{ type: 'makePayment.transactionIdChanged', value: 'TRX12345' }],
    'makePayment.receiptChosen': [
      { type: 'makePayment.receiptChosen', receipt },
      { type: 'makePayment.receiptChosen', receipt: notAnImage },
    ],
    'makePayment.copyPressed': [
      { type: 'makePayment.copyPressed', field: 'accountNumber' },
      { type: 'makePayment.copyPressed', field: 'amount' },
    ],
    // The browser refused the write (the edge sends it after a copy): the notice says so, with the value.
    'makePayment.copyFailed': [{ type: 'makePayment.copyFailed', field: 'accountNumber' }],
  },
  contextKey: decisive,
  actorResults: {
    loadPhones: { done: [['01812345678', '0181234567']], error: [{ kind: 'failed', message: 'Network error' }] },
    submitDeposit: {
      done: [41, null],
      error: [{ kind: 'rejected', message: 'Please attach your payment receipt (a JPEG, PNG or WebP image).' }, { kind: 'failed' }],
    },
    checkDeposit: {
      done: [{ status: 'pending' }, { status: 'approved' }, { status: 'rejected', reason: 'The receipt does not show the TRX ID' }],
      error: [{ kind: 'failed' }],
    },
  },
});
