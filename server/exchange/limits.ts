import { FANCY_TYPES, type FancyType } from './markets.ts';

/**
 * The exchange's limits, in one place (issue 23 §5): the server's checks import them and
 * GET /api/limits serves them to the site, which keeps no copy.
 */

/** Stake limits per market kind, in taka (issue 9: min/max per market). */
export const STAKE_LIMITS = {
  match_odds: { min: 100, max: 50_000 },
  bookmaker: { min: 100, max: 100_000 },
  fancy: { min: 100, max: 25_000 },
} as const;

/** Fancy types whose bets risk the stake on both sides (Lottery, Odd/Even): a No bet risks its stake, not stake × rate. */
export const STAKED_FANCY_TYPES: readonly FancyType[] = [FANCY_TYPES.lottery, FANCY_TYPES.oddEven];

export const isStakedFancyType = (type: FancyType): boolean => STAKED_FANCY_TYPES.includes(type);
