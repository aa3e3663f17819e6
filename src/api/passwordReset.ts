import { z } from 'zod/mini';
import type { ApiClient } from './client';

const messageResponse = z.object({ message: z.optional(z.string()) });

export type ForgotPasswordBody = { type: 'email'; email: string; username: string } | { type: 'sms'; phone: string; username: string };

/**
 * POST usr-forgot-password (spec 1 §7): `{ type: 'email', email, username }` or
 * `{ type: 'sms', phone, username }`; the server sends a 6-digit code. A failure is an ApiError.
 */
export async function requestPasswordResetCode(client: ApiClient, body: ForgotPasswordBody, signal?: AbortSignal): Promise<void> {
  await client.post('usr-forgot-password', messageResponse, body, { signal });
}

export type ResetPasswordBody = { otp: string; password: string; password_confirmation: string; username: string };

/** POST usr-reset-password (spec 1 §7): sets the new password with the code. A failure is an ApiError. */
export async function resetPasswordWithCode(client: ApiClient, body: ResetPasswordBody, signal?: AbortSignal): Promise<void> {
  await client.post('usr-reset-password', messageResponse, body, { signal });
}
