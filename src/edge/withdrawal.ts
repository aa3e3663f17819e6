import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PaymentRequestDetails } from '../../machines/paymentRequest';
import {
  withdrawalMachine,
  withdrawCheckFailure,
  withdrawSubmitFailure,
  type WithdrawalFormData,
  type WithdrawalReceipt,
  type WithdrawalRequest,
  type WithdrawCheckFailure,
} from '../../machines/withdrawal';
import { failed } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { paymentRequestStateOf } from './paymentRequest';
import { Session } from './session';
import { storageKeys } from './storage';
import { limitsPartOrNull } from './limits';

/** Loaded on first use, like the login call: the API client stays out of the entry chunk. */
const withdrawalApi = () => import('../api/withdrawal');

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/** The withdrawal machine with its calls; `remoteId` is the logged-in player's. */
export function withdrawalMachineFor(remoteId: string | null) {
  return withdrawalMachine.provide({
    actors: {
      loadForm: fromPromise<WithdrawalFormData, void>(({ signal }) =>
        callApi(withdrawalApi, failed, async (api, apiClient) => {
          const player = remoteIdOf(remoteId);
          const [methods, phones, transactions, amountRange] = await Promise.all([
            api.fetchPaymentMethods(apiClient, signal),
            api.fetchPlayerPhones(apiClient, player, signal),
            api.fetchTransactions(apiClient, player, signal),
            limitsPartOrNull((limits) => limits.withdrawal),
          ]);
          return {
            methods,
            phones: phones.phones,
            phoneVerified: phones.phoneVerified,
            hasPendingWithdrawal: transactions.some((transaction) => transaction.action === 'withdraw' && transaction.pending),
            amountRange,
          };
        }),
      ),
      checkWithdrawal: fromPromise<unknown, void>(async ({ signal }) => {
        const passed = await callApi(withdrawalApi, withdrawCheckFailure, (api, client) => api.checkWithdrawal(client, remoteIdOf(remoteId), signal));
        if (!passed) throw { kind: 'unknownAnswer' } satisfies WithdrawCheckFailure;
        return null;
      }),
      submitWithdrawal: fromPromise<WithdrawalReceipt, WithdrawalRequest>(({ input, signal }) =>
        callApi(withdrawalApi, withdrawSubmitFailure, async (api, apiClient) => {
          const transaction = await api.submitWithdrawal(apiClient, { ...input, remoteId: remoteIdOf(remoteId) }, signal);
          return { amount: transaction.amount, createdAt: transaction.createdAt, methodName: transaction.methodName, methodIcon: transaction.methodIcon, id: transaction.id };
        }),
      ),
    },
  });
}

function newKeyPrefix(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `withdraw-${random}`;
}

/**
 * The withdrawal form's machine for a page: a success refreshes the balance and opens
 * /payment-request with what the server returned (spec 1 §7).
 */
export function useWithdrawalMachine() {
  const session = Session.useActorRef();
  const credentials = Session.useSelector((snapshot) => snapshot.context.credentials);
  const remoteId = credentials?.remoteId ?? null;
  const username = credentials?.username ?? '';
  const machine = useMemo(
    () =>
      withdrawalMachineFor(remoteId).provide({
        actions: {
          reportWithdrawn: ({ context }) => {
            if (!context.receipt) return;
            session.send({ type: 'balance.refreshRequested' });
            const details: PaymentRequestDetails = { ...context.receipt, username };
            goTo('/payment-request', { state: paymentRequestStateOf(details, { justWithdrawn: true }) });
          },
        },
      }),
    [session, remoteId, username],
  );
  const [keyPrefix] = useState(newKeyPrefix);
  return useMachine(machine, { input: { keyPrefix }, inspect: inspectFlow('withdrawal') });
}
