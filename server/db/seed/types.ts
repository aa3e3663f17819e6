import type { AppDb } from '../client.ts';

/** The transaction the seed steps run in (drizzle's transaction has the same query API as the database). */
export type SeedTx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
