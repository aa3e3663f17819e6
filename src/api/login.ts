import { z } from 'zod/mini';
import type { ApiClient } from './client';

const loginResponse = z.object({
  token: z.string().check(z.minLength(1)),
  remote_id: z.union([z.string(), z.number()]),
  username: z.string(),
  exchange: z.optional(z.nullable(z.array(z.object({ token: z.optional(z.nullable(z.string())) })))),
  message: z.optional(z.string()),
});

/** What a successful login gives the session (spec 1 §3, Login response). */
export type LoginResult = { token: string; remoteId: string; username: string; exchangeToken: string | null };

/** POST login (spec 1 §7): username and password; token, remote_id, username, exchange[0].token. */
export async function logIn(client: ApiClient, body: { username: string; password: string }, signal?: AbortSignal): Promise<LoginResult> {
  const answer = await client.post('login', loginResponse, body, { signal });
  return {
    token: answer.token,
    remoteId: String(answer.remote_id),
    username: answer.username,
    exchangeToken: answer.exchange?.[0]?.token ?? null,
  };
}
