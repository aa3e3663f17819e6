import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { PaymentRequestDetails } from '../../machines/paymentRequest';
import {
  withdrawalMachine,
  type LoadFailure,
  type WithdrawalFormData,
  type WithdrawalReceipt,
  type WithdrawalRequest,
  type WithdrawCheckFailure,
  type WithdrawSubmitFailure,
} from '../../machines/withdrawal';
import { ApiError } from '../api/errors';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { paymentRequestStateOf } from './paymentRequest';
import { Session } from './session';
import { storageKeys } from './storage';
import { limitsPartOrNull } from './limits';

/** Loaded on first use, like the login call: the API client stays out of the entry chunk. */
const loadApi = () => Promise.all([import('./api'), import('../api/withdrawal')]);

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/**
 * What the withdraw check's refusal means (spec 1 §8): a 400 mentioning Date of Birth links the
 * profile, a 400 about the turnover (or without words) links /turnover-record, another 400 is the
 * server's words; any other failure its message or "An error occurred.". The server answers in the
 * player's language (Accept-Language), so the Bangla words count too: জন্ম তারিখ and টার্নওভার.
 */
function turnoverLeftOf(body: unknown): number | null {
  const raw = typeof body === 'object' && body !== null && 'turnover_left' in body ? body.turnover_left : null;
  const value = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function checkFailureOf(error: unknown): WithdrawCheckFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http') return { kind: 'failed', message: null };
  const message = error.serverMessage;
  // Issue 22: the server's code decides; it carries the turnover left ("45.50").
  if (error.code === 'turnover_open') return { kind: 'turnoverOpen', turnoverLeft: turnoverLeftOf(error.body) };
  if (error.status === 400) {
    if (message !== null && /date of birth|জন্ম তারিখ/i.test(message)) return { kind: 'birthdayMissing', message };
    if (message === null || /turnover|টার্নওভার/i.test(message)) return { kind: 'turnoverOpen', turnoverLeft: null };
    return { kind: 'refused', message };
  }
  // Server trouble has no words for the player.
  return { kind: 'failed', message: error.status !== null && error.status >= 500 ? null : message };
}

/**
 * What a failed submit-withdraw means: a 4xx is the server's answer (its words, spec 1 §8); no
 * answer, a timeout or a 5xx leaves it open whether the request was made, so a retry resends it.
 */
export function submitFailureOf(error: unknown): WithdrawSubmitFailure {
  if (error instanceof ApiError && error.kind === 'http' && error.status !== null && error.status < 500) {
    return { kind: 'refused', message: error.serverMessage };
  }
  return { kind: 'noAnswer' };
}

function loadFailureOf(error: unknown): LoadFailure {
  return { kind: 'failed', message: error instanceof ApiError ? error.serverMessage : null };
}

/** The withdrawal machine with its calls; `remoteId` is the logged-in player's. */
export function withdrawalMachineFor(remoteId: string | null) {
  return withdrawalMachine.provide({
    actors: {
      loadForm: fromPromise<WithdrawalFormData, void>(async ({ signal }) => {
        try {
          const [{ apiClient }, api] = await loadApi();
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
        } catch (error) {
          throw loadFailureOf(error);
        }
      }),
      checkWithdrawal: fromPromise<unknown, void>(async ({ signal }) => {
        let passed: boolean;
        try {
          const [{ apiClient }, api] = await loadApi();
          passed = await api.checkWithdrawal(apiClient, remoteIdOf(remoteId), signal);
        } catch (error) {
          throw checkFailureOf(error);
        }
        if (!passed) throw { kind: 'unknownAnswer' } satisfies WithdrawCheckFailure;
        return null;
      }),
      submitWithdrawal: fromPromise<WithdrawalReceipt, WithdrawalRequest>(async ({ input, signal }) => {
        try {
          const [{ apiClient }, api] = await loadApi();
          const transaction = await api.submitWithdrawal(apiClient, { ...input, remoteId: remoteIdOf(remoteId) }, signal);
          return { amount: transaction.amount, createdAt: transaction.createdAt, methodName: transaction.methodName, methodIcon: transaction.methodIcon, id: transaction.id };
        } catch (error) {
          throw submitFailureOf(error);
        }
      }),
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
