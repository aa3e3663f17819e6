import { z } from 'zod/mini';
import type { ApiClient } from './client';

/** VP come as strings with 2 decimals ("50.00"); numbers are accepted too. Anything unreadable is refused. */
const points = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
    z.number().check(z.refine((value) => Number.isFinite(value))),
  ),
);

const messageResponse = z.object({ message: z.optional(z.nullable(z.string())) });

const vipUserResponse = z.object({ username: z.string(), vip_coin: points });

const conversionResponse = z.object({
  success: z.optional(z.nullable(z.boolean())),
  message: z.optional(z.nullable(z.string())),
  vip_coin: z.optional(z.nullable(points)),
});

export type PasswordChangeBody = { oldPassword: string; newPassword: string; newPasswordConfirmation: string };

/**
 * POST user-pwd (spec 2 §7) with old_password, new_password, new_password_confirmation. A refusal
 * (wrong current password, 422) rejects with the client's ApiError carrying the server's message.
 */
export async function changePassword(client: ApiClient, body: PasswordChangeBody, signal?: AbortSignal): Promise<void> {
  await client.post(
    'user-pwd',
    messageResponse,
    { old_password: body.oldPassword, new_password: body.newPassword, new_password_confirmation: body.newPasswordConfirmation },
    { signal },
  );
}

export type VipUserAnswer = { username: string; vipCoin: number };

/** GET user/show?remote_id (spec 2 §7): the VIP page reads the username and the VP (vip_coin). */
export async function fetchVipUser(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<VipUserAnswer> {
  const answer = await client.get('user/show', vipUserResponse, { remote_id: remoteId }, { signal });
  return { username: answer.username, vipCoin: answer.vip_coin };
}

export type VipConversionAnswer = {
  /** The server's `success` flag: only `true` counts. */
  success: boolean;
  /** The server's words, if any. */
  message: string | null;
  /** The VP left after the conversion, when the server says. */
  vipCoin: number | null;
};

/**
 * GET convert-vipcoin?remote_id&vip_coin (spec 2 §7). An answer without `success` resolves with
 * `success: false`; an HTTP refusal (422 "Minimum VP Required: 10", not enough VP) rejects with the
 * client's ApiError carrying the server's message.
 */
export async function convertVipCoins(client: ApiClient, request: { remoteId: string; vipCoin: number }, signal?: AbortSignal): Promise<VipConversionAnswer> {
  const answer = await client.get('convert-vipcoin', conversionResponse, { remote_id: request.remoteId, vip_coin: request.vipCoin }, { signal });
  const message = answer.message?.trim() ? answer.message : null;
  return { success: answer.success === true, message, vipCoin: answer.vip_coin ?? null };
}
