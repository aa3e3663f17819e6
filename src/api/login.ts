import { z } from 'zod/mini';
import type { ApiClient } from './client';
import type { Restriction } from '../../machines/lib/saferBreaks';
import { restrictionOf, restrictionSchema } from './saferBreaks';

const loginResponse = z.object({
  token: z.string().check(z.minLength(1)),
  remote_id: z.union([z.string(), z.number()]),
  username: z.string(),
  exchange: z.optional(z.nullable(z.array(z.object({ token: z.optional(z.nullable(z.string())) })))),
  message: z.optional(z.string()),
  /** Issue 24: a running time-out or self-exclusion (log-in still works, the account is restricted). */
  restriction: z.optional(restrictionSchema),
});

/** What a successful login gives the session (spec 1 §3, Login response). */
export type LoginResult = { token: string; remoteId: string; username: string; exchangeToken: string | null; restriction?: Restriction | null };

/** What the log-in sends: a captcha (GET captcha) only when the server asked for one for this username. */
export type LoginBody = { username: string; password: string; captcha?: { id: string; code: string } };

/**
 * POST login (spec 1 §7): username and password, with `captcha_id` and `captcha` when asked for;
 * token, remote_id, username, exchange[0].token. Refusals carry a `code` (server/README.md).
 */
export async function logIn(client: ApiClient, body: LoginBody, signal?: AbortSignal): Promise<LoginResult> {
  const { captcha, ...credentials } = body;
  const sent = captcha ? { ...credentials, captcha_id: captcha.id, captcha: captcha.code } : credentials;
  const answer = await client.post('login', loginResponse, sent, { signal });
  return {
    token: answer.token,
    remoteId: String(answer.remote_id),
    username: answer.username,
    exchangeToken: answer.exchange?.[0]?.token ?? null,
    restriction: restrictionOf(answer.restriction),
  };
}
