/**
 * The referral cash reward's rates, in one place (issue 23 §5): the reward is computed from them and
 * GET /api/limits serves them to the site's Cash Reward Ratio board, which keeps no copy.
 */

/**
 * Spec 2 §9 "Referral cash reward by turnover tab", in hundred-thousandths (100 = 0.1 %), tiers 1 to 3.
 * The tab is chosen by the day's total downline turnover: over ৳100 tab 1, from ৳2,00,000 tab 2, from ৳5,00,000 tab 3.
 */
export const REFERRAL_TABS = [
  { name: 'tab1', fromPaisa: 100 * 100, exclusive: true, rates: [100, 50, 10] },
  { name: 'tab2', fromPaisa: 200_000 * 100, exclusive: false, rates: [150, 60, 20] },
  { name: 'tab3', fromPaisa: 500_000 * 100, exclusive: false, rates: [200, 70, 30] },
] as const;
/** A rate of REFERRAL_TABS is this many parts of one. */
export const RATE_SCALE = 100_000;
