import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { memberAreaMachine, type AccountOverview, type VipRecordsPage, type VipRecordsQuery } from '../../machines/memberArea';
import { failedOrErrorWords } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { storageKeys } from './storage';

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. A failure is the server's words when it gave some (only logged). */
const inMember = <T>(run: (api: typeof import('../api/member'), client: ApiClient) => Promise<T>) => callApi(() => import('../api/member'), failedOrErrorWords, run);

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/** The member area machine with its calls; `remoteId` is the logged-in player's. */
export function memberAreaMachineFor(remoteId: string | null) {
  return memberAreaMachine.provide({
    actors: {
      loadOverview: fromPromise<AccountOverview, void>(({ signal }) => inMember((api, client) => api.fetchAccountOverview(client, remoteIdOf(remoteId), signal))),
      loadVipRecords: fromPromise<VipRecordsPage, VipRecordsQuery>(({ input, signal }) =>
        inMember((api, client) => api.fetchVipRecords(client, remoteIdOf(remoteId), input, signal)),
      ),
    },
    actions: {
      reportFailure: (_, failure) => console.warn(`Member area: ${failure.message ?? 'the call failed'}`),
    },
  });
}

/** The member area machine of /account or /vip: one per visit, reported to /flows and to test coverage. */
export function useMemberAreaMachine() {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const machine = useMemo(() => memberAreaMachineFor(remoteId), [remoteId]);
  return useMachine(machine, { inspect: inspectFlow('memberArea') });
}

export type MemberAreaSnapshot = ReturnType<typeof useMemberAreaMachine>[0];
export type MemberAreaSend = ReturnType<typeof useMemberAreaMachine>[1];
