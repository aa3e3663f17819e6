import { z } from 'zod/mini';
import { CHAT_SENDER_ID, type ChatMessage, type ChatSummary } from '../../machines/chat';
import type { ApiClient } from './client';

/** An id as a number or a string of digits. */
const id = z.pipe(z.union([z.number(), z.string()]), z.transform((value) => Number(value)));

/** Spec 2 §3, Chat: chat_id or id, other_user.username, last_message. */
const chatRow = z.object({
  chat_id: z.optional(z.nullable(id)),
  id: z.optional(z.nullable(id)),
  other_user: z.optional(z.nullable(z.object({ username: z.optional(z.nullable(z.string())) }))),
  last_message: z.optional(z.nullable(z.string())),
});

/** Spec 2 §3, Message: sender_id, content; the server adds sender_type ('player' | 'support'). */
const messageRow = z.object({
  sender_id: id,
  sender_type: z.optional(z.nullable(z.string())),
  content: z.pipe(z.nullable(z.string()), z.transform((value) => value ?? '')),
});

const chatsResponse = z.object({ chats: z.array(chatRow) });
const newChatResponse = z.object({ chat: z.object({ id }) });
const messagesResponse = z.object({ messages: z.array(messageRow) });
const sentResponse = z.object({ data: messageRow });
const userResponse = z.object({ id });

function toSummary(row: z.infer<typeof chatRow>): ChatSummary | null {
  const chatId = row.chat_id ?? row.id;
  if (chatId === null || chatId === undefined || !Number.isFinite(chatId)) return null;
  return { id: chatId, otherUsername: row.other_user?.username ?? '', lastMessage: row.last_message ?? null };
}

/**
 * The player's own messages carry the spec's sender id (6, spec 2 §9) whatever number the server stores,
 * so a screen tells them apart the same way for every player; support keeps its id.
 */
function toMessage(row: z.infer<typeof messageRow>): ChatMessage {
  return { senderId: row.sender_type === 'player' ? CHAT_SENDER_ID : row.sender_id, content: row.content };
}

/** GET get-chats (spec 2 §7, bearer): the player's chats. */
export async function fetchChats(client: ApiClient, signal?: AbortSignal): Promise<ChatSummary[]> {
  const answer = await client.get('get-chats', chatsResponse, undefined, { signal });
  return answer.chats.map(toSummary).filter((chat): chat is ChatSummary => chat !== null);
}

/** POST chats { user_one_id, user_two_id } (spec 2 §7): chat.id, the new chat or the one that already exists. */
export async function createChat(client: ApiClient, request: { userOneId: number; userTwoId: number }, signal?: AbortSignal): Promise<number> {
  const answer = await client.post('chats', newChatResponse, { user_one_id: request.userOneId, user_two_id: request.userTwoId }, { signal });
  return answer.chat.id;
}

/** GET chats/{chatId}/messages (spec 2 §7): the messages, oldest first. */
export async function fetchMessages(client: ApiClient, chatId: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  const answer = await client.get(`chats/${chatId}/messages`, messagesResponse, undefined, { signal });
  return answer.messages.map(toMessage);
}

/** POST messages { chat_id, sender_id, content } (spec 2 §7): the stored message (data). */
export async function sendMessage(client: ApiClient, message: { chatId: number; senderId: number; content: string }, signal?: AbortSignal): Promise<ChatMessage> {
  const answer = await client.post('messages', sentResponse, { chat_id: message.chatId, sender_id: message.senderId, content: message.content }, { signal });
  return toMessage(answer.data);
}

/**
 * GET user/show?remote_id (spec 2 §7): the player's own numeric id. The server takes a chat or a message
 * only from the player's own id, not the spec's fixed sender id 6, so the calls above are sent with it.
 */
export async function fetchOwnId(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<number> {
  const answer = await client.get('user/show', userResponse, { remote_id: remoteId }, { signal });
  return answer.id;
}
