import { STAKE_LIMITS } from './limits.ts';

/** The stake limits live in limits.ts (issue 23 §5: one source, served by GET /api/limits). */
export { STAKE_LIMITS };
export type MarketKind = keyof typeof STAKE_LIMITS;
