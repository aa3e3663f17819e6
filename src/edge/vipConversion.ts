import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { vipConversionMachine, type ConversionAnswer, type ConversionFailure, type VipUser } from '../../machines/vipConversion';
import { failed, refusedOrFailed } from '../../machines/lib/failures';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { storageKeys } from './storage';

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. */
const accountApi = () => import('../api/account');

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/**
 * The VIP machine with its two calls; `remoteId` is the logged-in player's. `onConverted` runs after
 * a conversion went through (the page refreshes the wallet balance shown in the header with it).
 */
export function vipConversionMachineFor(remoteId: string | null, onConverted: () => void = () => {}) {
  return vipConversionMachine.provide({
    actors: {
      // A failed poll is only logged (the machine reads any rejection as failed).
      fetchVipUser: fromPromise<VipUser, void>(({ signal }) => callApi(accountApi, failed, (api, client) => api.fetchVipUser(client, remoteIdOf(remoteId), signal))),
      convertVipCoins: fromPromise<ConversionAnswer, { vipCoin: number }>(async ({ input, signal }) => {
        // A failed convert-vipcoin (spec 2 §8): a 4xx is the server's refusal (its words, such as "Minimum VP Required: 10", or none:
        // "An error occurred"); no answer, a timeout, an unreadable answer or a 5xx is "An error occurred while converting coins".
        const answer = await callApi(accountApi, refusedOrFailed, (api, client) => api.convertVipCoins(client, { remoteId: remoteIdOf(remoteId), vipCoin: input.vipCoin }, signal));
        if (!answer.success) throw { kind: 'refused', message: answer.message } satisfies ConversionFailure;
        onConverted();
        return { message: answer.message };
      }),
    },
    actions: {
      // Spec 2 §8: a failed poll goes only to the console; the last VP stay shown.
      reportPollFailure: (_, failure) => console.warn('VIP points could not be refreshed; the last ones stay shown.', failure),
    },
  });
}

/** The /vip page's machine: one per visit, reported to /flows and to test coverage. */
export function useVipConversionMachine() {
  const session = Session.useActorRef();
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const machine = useMemo(() => vipConversionMachineFor(remoteId, () => session.send({ type: 'balance.refreshRequested' })), [session, remoteId]);
  return useMachine(machine, { inspect: inspectFlow('vipConversion') });
}
