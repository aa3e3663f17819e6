import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { memberAreaMachine, type AccountOverview, type MemberFailure, type VipRecordsPage, type VipRecordsQuery } from '../../machines/memberArea';
import { ApiError } from '../api/errors';
import { inspectFlow } from './flowRecorder';
import { Session } from './session';
import { storageKeys } from './storage';

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. */
const loadApi = () => Promise.all([import('./api'), import('../api/member')]);

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/** What a failed member call means: the server's words when it gave some (only logged). */
export function memberFailureOf(error: unknown): MemberFailure {
  return { kind: 'failed', message: error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : null };
}

/** The member area machine with its calls; `remoteId` is the logged-in player's. */
export function memberAreaMachineFor(remoteId: string | null) {
  return memberAreaMachine.provide({
    actors: {
      loadOverview: fromPromise<AccountOverview, void>(async ({ signal }) => {
        try {
          const [{ apiClient }, api] = await loadApi();
          return await api.fetchAccountOverview(apiClient, remoteIdOf(remoteId), signal);
        } catch (error) {
          throw memberFailureOf(error);
        }
      }),
      loadVipRecords: fromPromise<VipRecordsPage, VipRecordsQuery>(async ({ input, signal }) => {
        try {
          const [{ apiClient }, api] = await loadApi();
          return await api.fetchVipRecords(apiClient, remoteIdOf(remoteId), input, signal);
        } catch (error) {
          throw memberFailureOf(error);
        }
      }),
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
