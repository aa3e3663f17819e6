import { Hono } from 'hono';
import { STAKE_LIMITS, STAKED_FANCY_TYPES } from '../../exchange/limits.ts';
import { DEPOSIT_SHOWN_RANGE, WITHDRAW_MAX, WITHDRAW_MIN } from '../../funds/limits.ts';
import { RATE_SCALE, REFERRAL_TABS } from '../../rewards/limits.ts';

/** GET /api/limits (issue 23 §5): the limits the site shows and checks, as the server's checks use them. */
export type LimitsAnswer = {
  /** Stake limits per exchange market, in taka. */
  stake: Record<keyof typeof STAKE_LIMITS, { min: number; max: number }>;
  /** Fancy types whose bets risk the stake on both sides (a No bet risks its stake, not stake × rate). */
  fancyStakedTypes: number[];
  /** The deposit range shown on the form, in taka (each channel's own limits are enforced). */
  deposit: { min: number; max: number };
  /** The withdrawal range, in taka. */
  withdrawal: { min: number; max: number };
  /** The referral cash reward's rates per turnover tab, tiers 1 to 3, in percent. */
  referral: { rates: [number, number, number][] };
};

const percentOf = (rate: number) => (rate * 100) / RATE_SCALE;

export function limitsAnswer(): LimitsAnswer {
  return {
    stake: {
      match_odds: { ...STAKE_LIMITS.match_odds },
      bookmaker: { ...STAKE_LIMITS.bookmaker },
      fancy: { ...STAKE_LIMITS.fancy },
    },
    fancyStakedTypes: [...STAKED_FANCY_TYPES],
    deposit: { ...DEPOSIT_SHOWN_RANGE },
    withdrawal: { min: WITHDRAW_MIN / 100, max: WITHDRAW_MAX / 100 },
    referral: { rates: REFERRAL_TABS.map((tab) => [percentOf(tab.rates[0]), percentOf(tab.rates[1]), percentOf(tab.rates[2])]) },
  };
}

/** Public and the same for everyone: caches may keep it for five minutes. */
export function limitsRoutes(): Hono {
  const app = new Hono();
  app.get('/api/limits', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(limitsAnswer());
  });
  return app;
}
