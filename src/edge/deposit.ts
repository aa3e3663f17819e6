import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  depositDraftOf,
  depositMachine,
  paymentDetailsOf,
  type DepositChannel,
  type DepositData,
  type WalletNumber,
  type WalletRequest,
} from '../../machines/deposit';
import { failedOrErrorWords } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi, tryApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';
import { readDepositDraft, writeDepositDraft } from './storage';
import { limitsPartOrNull } from './limits';

type DepositApi = typeof import('../api/deposit');

/** Loaded on first use: the API client stays out of the entry chunk. A failure is the server's words, or the edge's own error's. */
const inDeposit = <T>(run: (api: DepositApi, client: ApiClient) => Promise<T>) => callApi(() => import('../api/deposit'), failedOrErrorWords, run);

/** A loading failure is only logged (spec 1 §7); the screen shows the empty state instead. */
async function orLogged<T>(what: string, load: Promise<T>, empty: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    console.warn(`Deposit: loading ${what} failed.`, error);
    return empty;
  }
}

/** The four loads of the deposit screen, side by side; each failure leaves its part empty. */
export const loadDepositDataActor = fromPromise<DepositData, { remoteId: string }>(({ input, signal }) =>
  inDeposit(async (api, client) => {
    const depositLimits = () => import('../api/saferLimits').then((safer) => safer.fetchLimits(client, Date.now, signal));
    const [promotions, methods, phones, deposits, amountRange, saferLimits] = await Promise.all([
      orLogged('promotions', api.fetchDepositPromotions(client, signal), []),
      orLogged('payment methods', api.fetchDepositMethods(client, signal), []),
      orLogged('phones', api.fetchPlayerPhones(client, input.remoteId, signal), null),
      orLogged('transactions', api.fetchDepositRecords(client, input.remoteId, signal), []),
      limitsPartOrNull((limits) => limits.deposit),
      // Issue 24: what the player's deposit limits leave, and whether to offer setting one.
      orLogged('deposit limits', depositLimits(), null),
    ]);
    // Phones that failed to load are unknown, not unverified: the server checks the phone again on submit.
    return { promotions, methods, mainPhoneVerified: phones?.main.verified ?? null, extraPhonesVerified: phones?.extras.map((phone) => phone.verified) ?? [], deposits, amountRange, allowance: saferLimits?.allowance ?? null, limitPrompt: saferLimits?.limitPrompt ?? false };
  }),
);

export const depositMachineLive = depositMachine.provide({
  actors: {
    loadDepositData: loadDepositDataActor,
    loadChannels: fromPromise<DepositChannel[], { name: string }>(async ({ input, signal }) => {
      try {
        return await inDeposit((api, client) => api.fetchDepositChannels(client, input.name, signal));
      } catch (failure) {
        console.warn('Deposit: loading the channels failed.', failure);
        throw failure;
      }
    }),
    getWalletNumber: fromPromise<WalletNumber, WalletRequest>(({ input, signal }) => inDeposit((api, client) => api.fetchWalletNumber(client, input, signal))),
  },
  actions: {
    openMakePayment: ({ context }) => {
      const details = paymentDetailsOf(context);
      // Issue 22: Back from /make-payment finds the form as it was left.
      const draft = depositDraftOf(context);
      if (draft) writeDepositDraft(draft);
      if (details) goTo('/make-payment', { state: { payment: details } });
    },
    // "Not now": told to the server so the prompt is not offered again; a failure is only logged (it may come back once).
    dismissLimitPrompt: () => {
      void tryApi(() => import('../api/saferLimits'), (failure) => failure, (api, client) => api.dismissLimitPrompt(client)).then((outcome) => {
        if (!outcome.ok) console.warn('Deposit: dismissing the limit prompt failed.', outcome.failure);
      });
    },
  },
});

/**
 * The deposit form's machine; the desktop funds screen preselects the first active promotion (spec 1 §7).
 * The form left for /make-payment comes back until the payment's deadline or the deposit's submission (issue 22).
 */
export function useDepositMachine(layout: 'mobile' | 'desktop') {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? '');
  // Read once, when the form opens (the machine takes its input at start).
  const [input] = useState(() => ({ remoteId, preselectFirstPromotion: layout === 'desktop', draft: readDepositDraft(), now: Date.now() }));
  return useMachine(depositMachineLive, { input, inspect: inspectFlow('deposit') });
}
