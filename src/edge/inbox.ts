import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { inboxMachine, type InboxMessage, type InboxPage, type InboxPageSize } from '../../machines/inbox';
import { failed } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { isPageHidden, usePageVisibilityEvents } from './pageVisibility';
import { Session } from './session';
import { storageKeys } from './storage';

type InboxApi = typeof import('../api/inbox');

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/** Loaded on first use: the API client stays out of the entry chunk. A failure is the server's words when it gave some (spec 2 names none; failures are only logged). */
const inInbox = <T>(run: (api: InboxApi, client: ApiClient) => Promise<T>) => callApi(() => import('../api/inbox'), failed, run);

/** A message already gone (404) is deleted as far as the player is concerned: a retry does not fail on it forever. */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The inbox machine with its four calls; `remoteId` is the logged-in player's. */
export function inboxMachineFor(remoteId: string | null) {
  return inboxMachine.provide({
    actors: {
      fetchInbox: fromPromise<InboxPage, { page: number; pageSize: InboxPageSize }>(({ input, signal }) =>
        inInbox((api, client) => api.fetchInbox(client, remoteIdOf(remoteId), input.page, input.pageSize, signal)),
      ),
      fetchMessage: fromPromise<InboxMessage, { id: number }>(({ input, signal }) => inInbox((api, client) => api.fetchMessage(client, input.id, signal))),
      markMessagesRead: fromPromise<void, { ids: readonly number[] }>(({ input, signal }) =>
        inInbox(async (api, client) => {
          await Promise.all(input.ids.map((id) => api.markRead(client, id, signal)));
        }),
      ),
      deleteMessages: fromPromise<void, { ids: readonly number[] }>(({ input, signal }) =>
        inInbox(async (api, client) => {
          await Promise.all(
            input.ids.map((id) =>
              api.deleteMessage(client, id, signal).catch((error: unknown) => {
                if (!isGone(error)) throw error;
              }),
            ),
          );
        }),
      ),
    },
    actions: {
      // Spec 2 §8 names no inbox message: failures go only to the console.
      reportInboxFailure: (_, failure) => console.error(`Inbox: ${failure.message ?? 'the call failed'}`),
    },
  });
}

/**
 * The inbox page's machine. The page's visibility (a background tab, a minimised window) reaches
 * it as page.hidden / page.shown, so the 10 s poll stops while nobody can see the list.
 */
export function useInboxMachine() {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const machine = useMemo(() => inboxMachineFor(remoteId), [remoteId]);
  const [snapshot, send, actorRef] = useMachine(machine, { input: { hidden: isPageHidden() }, inspect: inspectFlow('inbox') });
  usePageVisibilityEvents(actorRef);
  return [snapshot, send] as const;
}

export type InboxSnapshot = ReturnType<typeof useInboxMachine>[0];
export type InboxSend = ReturnType<typeof useInboxMachine>[1];
