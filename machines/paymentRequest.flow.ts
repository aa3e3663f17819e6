import { defineFlow } from './lib/flow';
import { deadlineOf, paymentRequestMachine, secondsLeft, type PaymentRequestDetails } from './paymentRequest';

const request: PaymentRequestDetails = {
  amount: 500,
  methodName: 'bKash',
  methodIcon: '/storage/payments/bkash.svg',
  username: 'demoplayer1',
  createdAt: '2026-11-22T08:00:00.000Z',
};
const madeAt = new Date(request.createdAt).getTime();

export const paymentRequestFlow = defineFlow({
  name: 'paymentRequest',
  summary: 'The payment request page: the withdrawal on its way, a 30-minute countdown from the server’s time, the operator’s decision (asked every 5 s while visible), and what shows without one.',
  machine: paymentRequestMachine,
  inputs: [
    { name: 'right after a withdrawal', input: { request: { ...request, id: 7 }, now: madeAt + 5_000 } },
    { name: 'an older history entry without the withdrawal’s id', input: { request, now: madeAt + 5_000 } },
    { name: 'a reload 40 minutes later', input: { request, now: madeAt + 40 * 60_000 } },
    { name: 'a bookmark without state', input: { request: null, now: madeAt + 60_000 } },
  ],
  events: {
    'paymentRequest.clockTicked': [
      { type: 'paymentRequest.clockTicked', now: madeAt + 10 * 60_000 },
      { type: 'paymentRequest.clockTicked', now: deadlineOf(request) },
    ],
  },
  actorResults: {
    findLatestRequest: { done: [{ ...request, id: 7 }, null], error: [{ kind: 'failed', message: 'Network error' }, { kind: 'failed', message: null }] },
    checkWithdrawal: {
      done: [{ status: 'pending' }, { status: 'approved' }, { status: 'rejected', reason: 'wrong number' }],
      error: [{ kind: 'failed', message: null }],
    },
  },
  // The clock moves on; paths only care whether time is up.
  contextKey: (context) => ({ request: context.request !== null, tracked: typeof context.request?.id === 'number', timeUp: secondsLeft(context) === 0, loadError: context.loadError, outcome: context.outcome?.status ?? null }),
});
