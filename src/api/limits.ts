import { z } from 'zod/mini';
import type { BetLimits } from '../../machines/betSlip';
import type { AmountRange } from '../../machines/deposit';
import type { ReferralRates } from '../../machines/referral';
import type { ApiClient } from './client';

const range = z.object({ min: z.number(), max: z.number() });
const percent = z.number().check(z.gte(0));

const limitsResponse = z.object({
  stake: z.object({ match_odds: range, bookmaker: range, fancy: range }),
  fancyStakedTypes: z.array(z.number()),
  deposit: range,
  withdrawal: range,
  referral: z.object({ rates: z.array(z.tuple([percent, percent, percent])) }),
});

/** The site's limits as the server checks them (GET /api/limits, issue 23 §5): the site keeps no copy. */
export type SiteLimits = {
  bet: BetLimits;
  /** The deposit range shown on the form, in taka. */
  deposit: AmountRange;
  /** The withdrawal range, in taka. */
  withdrawal: AmountRange;
  /** The referral cash reward's rates per tab, tiers 1 to 3, in percent. */
  referralRates: ReferralRates;
};

/** GET /api/limits: public, the same for everyone (in the page's boot data, so the first screen asks nothing). */
export async function fetchLimits(client: ApiClient, signal?: AbortSignal): Promise<SiteLimits> {
  const answer = await client.get('limits', limitsResponse, undefined, { signal });
  return {
    bet: { stake: answer.stake, fancyStakedTypes: answer.fancyStakedTypes },
    deposit: answer.deposit,
    withdrawal: answer.withdrawal,
    referralRates: answer.referral.rates,
  };
}
