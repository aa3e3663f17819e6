import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { z } from 'zod/mini';
import { RECEIPT_SIGNATURE_BYTES } from '../../machines/lib/receipt';
import { makePaymentMachine, type CopiedField, type ReceiptFile, type DepositSubmission, type OutcomeQuery, type PaymentDetails, type TransactionOutcome } from '../../machines/makePayment';
import { failedPlain, rejectedOrFailed } from '../../machines/lib/failures';
import { callApi, logged } from './call';
import { inspectFlow } from './flowRecorder';
import { currentHistoryState } from './navigation';
import { usePageVisibilityEvents } from './pageVisibility';
import { Session } from './session';
import { forgetDepositDraft, readTrxDraft, writeTrxDraft } from './storage';

const paymentState = z.object({
  payment: z.object({
    methodName: z.string(),
    methodIcon: z.string(),
    amount: z.number(),
    accountNumber: z.string(),
    paymentId: z.number(),
    promotionId: z.nullable(z.number()),
    accountType: z.enum(['Agent', 'Personal']),
    deadline: z.string(),
  }),
});

/** The payment details the deposit form opened this page with (history state survives a reload), or null. */
export function paymentDetailsFromHistory(state: unknown): PaymentDetails | null {
  const parsed = paymentState.safeParse(state);
  return parsed.success ? parsed.data.payment : null;
}

/** The chosen file as the machine takes it, with its first bytes for the signature check (issue 22 §4). */
export async function readReceipt(file: File): Promise<ReceiptFile> {
  const head = new Uint8Array(await file.slice(0, RECEIPT_SIGNATURE_BYTES).arrayBuffer());
  return { name: file.name, size: file.size, data: file, head };
}

function randomSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Loaded on first use: the API client stays out of the entry chunk. */
const depositApi = () => import('../api/deposit');

export const makePaymentMachineLive = makePaymentMachine.provide({
  actors: {
    loadPhones: fromPromise<string[], { remoteId: string }>(({ input, signal }) =>
      callApi(depositApi, logged('Make payment: loading the phones failed.', failedPlain), async ({ fetchPlayerPhones }, apiClient) => {
        const phones = await fetchPlayerPhones(apiClient, input.remoteId, signal);
        const all = [phones.main.phone, ...phones.extras.map((extra) => extra.phone)].filter((phone): phone is string => phone !== null && phone !== '');
        return [...new Set(all)];
      }),
    ),
    // What a failed submission shows (spec 1 §8): a refusal with the server's words, else the general error.
    submitDeposit: fromPromise<number | null, DepositSubmission>(({ input, signal }) =>
      callApi(depositApi, rejectedOrFailed, (api, client) => api.submitDeposit(client, input, { signal })),
    ),
    checkDeposit: fromPromise<TransactionOutcome, OutcomeQuery>(({ input, signal }) =>
      callApi(
        () => import('../api/withdrawal'),
        logged('Make payment: checking the deposit failed.', failedPlain),
        (api, client) => api.fetchTransactionOutcome(client, input.remoteId, input.id, signal),
      ),
    ),
  },
  actions: {
    writeToClipboard: ({ self }, params: { value: string; field: CopiedField }) => {
      // No clipboard (an old browser, a page not served over HTTPS) is a refusal too.
      const write = navigator.clipboard ? navigator.clipboard.writeText(params.value) : Promise.reject(new Error('This browser has no clipboard.'));
      write.catch((error: unknown) => {
        console.warn('Copy failed.', error);
        self.send({ type: 'makePayment.copyFailed', field: params.field });
      });
    },
  },
});

/** Which payment a TRX draft belongs to: its wallet number and deadline. */
export function trxDraftKeyOf(payment: { accountNumber: string; deadline: string }): string {
  return `${payment.accountNumber}|${payment.deadline}`;
}

/** The make-payment machine, started from the history state; the countdown runs to the server's deadline. */
export function useMakePaymentMachine() {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? '');
  const [input] = useState(() => {
    const payment = paymentDetailsFromHistory(currentHistoryState());
    const deadline = payment ? Date.parse(payment.deadline) : Number.NaN;
    const transactionId = payment ? readTrxDraft(trxDraftKeyOf(payment)) : '';
    return { payment, remoteId, remainingMs: Number.isFinite(deadline) ? deadline - Date.now() : 0, idempotencySeed: randomSeed(), transactionId };
  });
  const [snapshot, send, actorRef] = useMachine(makePaymentMachineLive, { input, inspect: inspectFlow('makePayment') });
  // Issue 22: the TRX ID typed survives back and forward (session storage, this payment only).
  const transactionId = snapshot.context.transactionId;
  useEffect(() => {
    if (input.payment) writeTrxDraft(trxDraftKeyOf(input.payment), transactionId);
  }, [input.payment, transactionId]);
  // Issue 22: once the deposit is submitted, the next visit to /deposit starts empty.
  const submitted = snapshot.matches('submitted');
  useEffect(() => {
    if (submitted) forgetDepositDraft();
  }, [submitted]);
  usePageVisibilityEvents(actorRef);
  return [snapshot, send, actorRef] as const;
}
