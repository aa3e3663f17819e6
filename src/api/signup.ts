import { z } from 'zod/mini';
import type { SignupRequest } from '../../machines/lib/signup';
import type { ApiClient } from './client';

const createPlayerResponse = z.object({ message: z.optional(z.string()) });

/** The sign-up request of both forms (`machines/lib/signup.ts`); the two-step variant adds form "steps". */
export type CreatePlayerBody = SignupRequest & { form?: 'steps' };

/** POST v1/create-players (spec 1 §7), always with status "active"; 422 answers carry field errors. */
export async function createPlayer(client: ApiClient, body: CreatePlayerBody, signal?: AbortSignal): Promise<void> {
  await client.post('v1/create-players', createPlayerResponse, { ...body, status: 'active' }, { signal });
}
