import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { CHAT_SENDER_ID, chatMachine, type ChatInput, type ChatMessage, type ChatSummary, type NewChatRequest, type OutgoingMessage } from '../../machines/chat';
import type { PromotionSummary } from '../../machines/promotions';
import { failed } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';
import { storageKeys } from './storage';

/** Loaded on first use: the API client stays out of the entry chunk. */
const chatApi = () => import('../api/chat');
/** The promotions call of /promotions, with its parser: loaded on the chat home only. */
const promotionsApi = () => import('../api/promotions');

type ChatApi = typeof import('../api/chat');
type Client = ApiClient;

const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/** A failed chat call is the server's words when it gave some (spec 2 names none; logged, and the page says what failed). */
const inChat = <T>(run: (api: ChatApi, client: Client) => Promise<T>) => callApi(chatApi, failed, run);

/**
 * The chat machine with its four calls; `remoteId` is the logged-in player's. The machine speaks of the
 * player as sender 6 (spec 2 §9); the server accepts only the player's own id, asked once (user/show) and
 * put in place of 6 when a chat is created or a message sent.
 */
export function chatMachineFor(remoteId: string | null) {
  let ownId: Promise<number> | null = null;
  const playerId = (api: ChatApi, client: Client) => {
    ownId ??= api.fetchOwnId(client, remoteIdOf(remoteId)).catch((error: unknown) => {
      ownId = null;
      throw error;
    });
    return ownId;
  };
  const asPlayer = async (userId: number, api: ChatApi, client: Client) => (userId === CHAT_SENDER_ID ? playerId(api, client) : userId);

  return chatMachine.provide({
    actors: {
      fetchChats: fromPromise<ChatSummary[], void>(({ signal }) => inChat((api, client) => api.fetchChats(client, signal))),
      fetchMessages: fromPromise<ChatMessage[], { chatId: number }>(({ input, signal }) => inChat((api, client) => api.fetchMessages(client, input.chatId, signal))),
      createChat: fromPromise<number, NewChatRequest>(({ input, signal }) =>
        inChat(async (api, client) =>
          api.createChat(client, { userOneId: await asPlayer(input.userOneId, api, client), userTwoId: await asPlayer(input.userTwoId, api, client) }, signal),
        ),
      ),
      sendMessage: fromPromise<ChatMessage, OutgoingMessage>(({ input, signal }) =>
        inChat(async (api, client) => api.sendMessage(client, { ...input, senderId: await asPlayer(input.senderId, api, client) }, signal)),
      ),
      // GET promotion (every category), the call /promotions makes: the current promotions, parsed the same way.
      loadPromotion: fromPromise<PromotionSummary[], void>(({ signal }) => callApi(promotionsApi, failed, (api, client) => api.fetchPromotions(client, null, signal))),
    },
    actions: {
      // Spec 2 names no chat message: failures are logged here, and the page says them from the machine's state.
      reportChatFailure: (_, failure) => console.error(`Chat: ${failure.message ?? 'the call failed'}`),
      // The chat home goes on without its promotion card: the failure is only logged.
      reportPromotionFailure: (_, failure) => console.error(`Chat home promotion: ${failure.message ?? 'the call failed'}`),
      // Only the /chat page moves: it becomes the chat's own address, so a reload keeps the conversation.
      reportChatCreated: (_, chatId) => {
        if (window.location.pathname === '/chat') goTo(`/chat-box/${chatId}`, { replace: true });
      },
    },
  });
}

/** The chat page's machine: the chat list, or one conversation (with a chat, or none yet; on the chat home with the newest promotion). */
export function useChatMachine(input: ChatInput) {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const machine = useMemo(() => chatMachineFor(remoteId), [remoteId]);
  const [snapshot, send] = useMachine(machine, { input, inspect: inspectFlow('chat') });
  return [snapshot, send] as const;
}

export type ChatSnapshot = ReturnType<typeof useChatMachine>[0];
export type ChatSend = ReturnType<typeof useChatMachine>[1];
