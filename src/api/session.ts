import { z } from 'zod/mini';
import type { ApiClient } from './client';

const logoutResponse = z.object({ message: z.string() });

/** POST logout: the server revokes this token. The token is passed in: storage is cleared meanwhile. */
export async function endSession(client: ApiClient, token: string): Promise<void> {
  await client.post('logout', logoutResponse, undefined, { headers: { Authorization: `Bearer ${token}` } });
}
