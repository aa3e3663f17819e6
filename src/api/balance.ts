import { z } from 'zod/mini';
import type { ApiClient } from './client';
import { ApiError } from './errors';

/** Money arrives as a number or a decimal string; either way we want a finite number. */
export const moneySchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/))]),
  z.transform((value: number | string) => Number(value)),
);

const balanceResponse = z.object({ balance: moneySchema });

/** POST balance (spec 1 §7): repeated every 10 s while logged in; 401 means log out. */
export async function fetchBalance(client: ApiClient, signal?: AbortSignal): Promise<number> {
  const { balance } = await client.post('balance', balanceResponse, undefined, { signal });
  return balance;
}

export { ApiError };
