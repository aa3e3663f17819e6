import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { paymentRequestMachine, type OutcomeQuery, type PaymentRequestDetails, type PaymentRequestEvent } from '../../machines/paymentRequest';
import type { TransactionOutcome } from '../../machines/lib/transactionOutcome';
import { failed, failedPlain } from '../../machines/lib/failures';
import { callApi, logged } from './call';
import { inspectFlow } from './flowRecorder';
import { currentHistoryState } from './navigation';
import { usePageVisibilityEvents } from './pageVisibility';
import { Session } from './session';
import { storageKeys } from './storage';

/** What /payment-request is opened with (history state): the request, and whether it was just made. */
export type PaymentRequestState = { paymentRequest: PaymentRequestDetails; justWithdrawn: boolean };

export function paymentRequestStateOf(details: PaymentRequestDetails, options: { justWithdrawn: boolean }): PaymentRequestState {
  return { paymentRequest: details, justWithdrawn: options.justWithdrawn };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The request in the history entry, if it is one we can show (a reload keeps it). */
export function readPaymentRequestState(state: unknown = currentHistoryState()): PaymentRequestState | null {
  if (typeof state !== 'object' || state === null || !('paymentRequest' in state)) return null;
  const request: unknown = state.paymentRequest;
  if (typeof request !== 'object' || request === null) return null;
  const { amount, methodName, methodIcon, username, createdAt, id } = request as Record<string, unknown>;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !isText(methodName) || !isText(methodIcon) || !isText(username) || !isText(createdAt)) return null;
  if (Number.isNaN(new Date(createdAt).getTime())) return null;
  const justWithdrawn = 'justWithdrawn' in state && state.justWithdrawn === true;
  const known = typeof id === 'number' && Number.isInteger(id) && id > 0 ? { id } : {};
  return { paymentRequest: { amount, methodName, methodIcon, username, createdAt, ...known }, justWithdrawn };
}

/** Loaded on first use: the API client stays out of the entry chunk. */
const withdrawalApi = () => import('../api/withdrawal');

const clock = fromCallback<PaymentRequestEvent>(({ sendBack }) => {
  const tick = () => sendBack({ type: 'paymentRequest.clockTicked', now: Date.now() });
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
});

/** The payment request page's machine: the request from history state, else the newest pending withdrawal. */
export function usePaymentRequestMachine() {
  const credentials = Session.useSelector((snapshot) => snapshot.context.credentials);
  const remoteId = credentials?.remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';
  const username = credentials?.username ?? '';
  const [opened] = useState(() => readPaymentRequestState());
  const [openedAt] = useState(() => Date.now());
  const machine = useMemo(
    () =>
      paymentRequestMachine.provide({
        actors: {
          clock,
          findLatestRequest: fromPromise<PaymentRequestDetails | null, void>(({ signal }) =>
            callApi(withdrawalApi, failed, async ({ fetchTransactions }, apiClient) => {
              const transactions = await fetchTransactions(apiClient, remoteId, signal);
              const pending = transactions.find((transaction) => transaction.action === 'withdraw' && transaction.pending);
              if (!pending) return null;
              return { amount: pending.amount, methodName: pending.methodName, methodIcon: pending.methodIcon, username, createdAt: pending.createdAt, id: pending.id };
            }),
          ),
          checkWithdrawal: fromPromise<TransactionOutcome, OutcomeQuery>(({ input, signal }) =>
            callApi(withdrawalApi, logged('Payment request: checking the withdrawal failed.', failedPlain), (api, client) =>
              api.fetchTransactionOutcome(client, remoteId, input.id, signal),
            ),
          ),
        },
      }),
    [remoteId, username],
  );
  const [snapshot, send, actorRef] = useMachine(machine, { input: { request: opened?.paymentRequest ?? null, now: openedAt }, inspect: inspectFlow('paymentRequest') });
  usePageVisibilityEvents(actorRef);
  return { snapshot, send, justWithdrawn: opened?.justWithdrawn ?? false };
}
