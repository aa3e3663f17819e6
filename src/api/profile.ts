import { z } from 'zod/mini';
import type { ProfileUser } from '../../machines/profile';
import type { ApiClient } from './client';
import { restrictionOf, restrictionSchema } from './saferBreaks';

const flag = z.optional(z.nullable(z.union([z.number(), z.string()])));
const optionalText = z.optional(z.nullable(z.string()));

const userResponse = z.object({
  username: z.string(),
  name: optionalText,
  phone: optionalText,
  email: optionalText,
  session_id: flag,
  created_at: optionalText,
  dofb: optionalText,
  email_verified_at: optionalText,
  vip_coin: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  /** Issue 24: a running break, or null (absent from older answers). */
  restriction: z.optional(restrictionSchema),
});

const messageResponse = z.object({ message: z.optional(z.nullable(z.string())) });

const extraPhonesResponse = z.object({ data: z.array(z.object({ contract_value: z.string(), isverify: flag })) });

const birthdayResponse = z.object({ dofb: z.string() });

const isOne = (value: number | string | null | undefined) => Number(value) === 1;
const orEmpty = (value: string | null | undefined) => value ?? '';

/** The player as the profile shows it (spec 2 §3 User). */
export type { ProfileUser } from '../../machines/profile';

export type ExtraPhoneRow = { number: string; verified: boolean };

/** GET user/show?remote_id (spec 2 §7). */
export async function fetchUser(client: ApiClient, remoteId: string, signal?: AbortSignal): Promise<ProfileUser> {
  const user = await client.get('user/show', userResponse, { remote_id: remoteId }, { signal });
  return {
    username: user.username,
    name: orEmpty(user.name),
    phone: orEmpty(user.phone),
    email: orEmpty(user.email),
    phoneVerified: isOne(user.session_id),
    emailVerified: Boolean(user.email_verified_at),
    createdAt: orEmpty(user.created_at),
    dofb: user.dofb ? user.dofb : null,
    vipCoin: Number(user.vip_coin ?? 0) || 0,
    // Only when the server says there is one: the profile's own answers stay as they were.
    ...(user.restriction ? { restriction: restrictionOf(user.restriction) } : {}),
  };
}

/** POST send-verification-code with { email } or { phone } (spec 2 §7). A refusal rejects with the client's ApiError. */
export async function sendVerificationCode(client: ApiClient, to: { email: string } | { phone: string }, signal?: AbortSignal): Promise<void> {
  await client.post('send-verification-code', messageResponse, to, { signal });
}

/** POST add/number { phone }: the number joins the account, unverified. */
export async function addNumber(client: ApiClient, phone: string, signal?: AbortSignal): Promise<void> {
  await client.post('add/number', messageResponse, { phone }, { signal });
}

/** POST add/send-verification-code { phone }: the code of an extra phone. */
export async function sendExtraCode(client: ApiClient, phone: string, signal?: AbortSignal): Promise<void> {
  await client.post('add/send-verification-code', messageResponse, { phone }, { signal });
}

/** POST verify-email { code }. */
export async function verifyEmail(client: ApiClient, code: string, signal?: AbortSignal): Promise<void> {
  await client.post('verify-email', messageResponse, { code }, { signal });
}

/** POST verify-phone-number { verification_code }: the main phone. */
export async function verifyPhone(client: ApiClient, code: string, signal?: AbortSignal): Promise<void> {
  await client.post('verify-phone-number', messageResponse, { verification_code: code }, { signal });
}

/** POST add/verify-phone-number { verification_code }: an extra phone. */
export async function verifyExtraPhone(client: ApiClient, code: string, signal?: AbortSignal): Promise<void> {
  await client.post('add/verify-phone-number', messageResponse, { verification_code: code }, { signal });
}

/** GET get/other/phone: the extra phones (contract_value, isverify 1 = verified). */
export async function fetchExtraPhones(client: ApiClient, signal?: AbortSignal): Promise<ExtraPhoneRow[]> {
  const answer = await client.get('get/other/phone', extraPhonesResponse, undefined, { signal });
  return answer.data.map((row) => ({ number: row.contract_value, verified: isOne(row.isverify) }));
}

/** POST user/profile/update { remote_id, dofb }: resolves with the dofb the server saved. */
export async function updateBirthday(client: ApiClient, request: { remoteId: string; dofb: string }, signal?: AbortSignal): Promise<string> {
  const answer = await client.post('user/profile/update', birthdayResponse, { remote_id: request.remoteId, dofb: request.dofb }, { signal });
  return answer.dofb;
}
