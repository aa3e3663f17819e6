/** Stake limits per market kind, in taka (issue 9: min/max per market). */
export const STAKE_LIMITS = {
  match_odds: { min: 100, max: 50_000 },
  bookmaker: { min: 100, max: 100_000 },
  fancy: { min: 100, max: 25_000 },
} as const;
export type MarketKind = keyof typeof STAKE_LIMITS;
