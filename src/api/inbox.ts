import { z } from 'zod/mini';
import type { InboxMessage, InboxPage } from '../../machines/inbox';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/** is_read as a boolean, or 0/1 as a number or a string. */
const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string()]),
  z.transform((value) => value === true || Number(value) === 1),
);
const whole = z.pipe(z.union([z.number(), z.string()]), z.transform((value) => Number(value)));

/** Spec 2 §3, Inbox message: id, title, message (content), is_read, created_at. */
const messageRow = z.object({
  id: z.number(),
  title: z.pipe(z.nullable(z.string()), z.transform((value) => value ?? '')),
  message: z.pipe(z.nullable(z.string()), z.transform((value) => value ?? '')),
  is_read: flag,
  created_at: z.string(),
});

const status = { success: z.optional(z.nullable(z.boolean())), message: z.optional(z.nullable(z.string())) };

const listResponse = z.object({ ...status, data: z.object({ data: z.array(messageRow), last_page: whole }) });
const messageResponse = z.object({ ...status, data: messageRow });
/** PATCH read and DELETE: the spec shows no answer (§7); the server's is `{ success, message }`. */
const doneResponse = z.object(status);

function toMessage(row: z.infer<typeof messageRow>): InboxMessage {
  return { id: row.id, title: row.title, message: row.message, isRead: row.is_read, createdAt: row.created_at };
}

type Status = { success?: boolean | null; message?: string | null };

/** The list and a message use `success` (spec 2 §7): only `true` counts; anything else fails with the server's words. */
function requireSuccess(answer: Status, path: string): void {
  if (answer.success !== true) fail(answer, path);
}

/** Marking read and deleting answer nothing the spec uses: a 2xx is done unless it says `success: false`. */
function refuseFailure(answer: Status, path: string): void {
  if (answer.success === false) fail(answer, path);
}

function fail(answer: Status, path: string): never {
  throw new ApiError(answer.message ?? `Unexpected answer from ${path}`, null, {}, answer.message ? 'http' : 'invalidResponse');
}

/**
 * GET inbox?remote_id&page (spec 2 §7, bearer): one page of messages (data.data) and the last page (data.last_page).
 * per_page carries the page-size selector (spec 2 §9); the default 10 is not sent.
 */
export async function fetchInbox(client: ApiClient, remoteId: string, page: number, pageSize: number, signal?: AbortSignal): Promise<InboxPage> {
  const query = { remote_id: remoteId === '' ? undefined : remoteId, page, per_page: pageSize === 10 ? undefined : pageSize };
  const answer = await client.get('inbox', listResponse, query, { signal });
  requireSuccess(answer, 'inbox');
  return { messages: answer.data.data.map(toMessage), lastPage: answer.data.last_page };
}

/** GET inbox/{id} (spec 2 §7): the message with its full text (data). */
export async function fetchMessage(client: ApiClient, id: number, signal?: AbortSignal): Promise<InboxMessage> {
  const path = `inbox/${id}`;
  const answer = await client.get(path, messageResponse, undefined, { signal });
  requireSuccess(answer, path);
  return toMessage(answer.data);
}

/** PATCH inbox/{id}/read (spec 2 §7). */
export async function markRead(client: ApiClient, id: number, signal?: AbortSignal): Promise<void> {
  const path = `inbox/${id}/read`;
  refuseFailure(await client.patch(path, doneResponse, undefined, { signal }), path);
}

/** DELETE inbox/{id} (spec 2 §7). */
export async function deleteMessage(client: ApiClient, id: number, signal?: AbortSignal): Promise<void> {
  const path = `inbox/${id}`;
  refuseFailure(await client.delete(path, doneResponse, { signal }), path);
}
