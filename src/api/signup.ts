import { z } from 'zod/mini';
import type { ApiClient } from './client';

const createPlayerResponse = z.object({ message: z.optional(z.string()) });

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
