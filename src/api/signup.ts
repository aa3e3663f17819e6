import { z } from 'zod/mini';
import type { ApiClient } from './client';

const createPlayerResponse = z.object({ message: z.optional(z.string()) });

const captchaResponse = z.object({
  captcha_id: z.string().check(z.minLength(1)),
  image: z.string().check(z.startsWith('data:image/')),
});

/** The sign-up payload of spec 1 §3; the two-step variant adds form "steps" and the captcha. */
export type CreatePlayerBody = {
  username: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  email: string;
  referral_code: string;
  currency: 'BDT' | 'INR' | 'PKR';
  form?: 'steps';
  captcha_id?: string;
  captcha?: string;
};

/** POST v1/create-players (spec 1 §7), always with status "active"; 422 answers carry field errors. */
export async function createPlayer(client: ApiClient, body: CreatePlayerBody, signal?: AbortSignal): Promise<void> {
  await client.post('v1/create-players', createPlayerResponse, { ...body, status: 'active' }, { signal });
}

/** GET captcha: an SVG data URL and the id the sign-up sends back with the 4 digits. */
export async function fetchCaptcha(client: ApiClient, signal?: AbortSignal): Promise<{ id: string; image: string }> {
  const answer = await client.get('captcha', captchaResponse, undefined, { signal });
  return { id: answer.captcha_id, image: answer.image };
}
