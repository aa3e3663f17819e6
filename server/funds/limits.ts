/**
 * The amount ranges of deposits and withdrawals, in one place (issue 23 §5): the server's checks
 * import them and GET /api/limits serves them to the site, which keeps no copy.
 */

/** Withdrawal limits (spec 1 §9: 500 to 25,000 BDT), in paisa. */
export const WITHDRAW_MIN = 50_000;
export const WITHDRAW_MAX = 2_500_000;

/** Spec 1 §5 and §9: the deposit range shown on the form, in taka; each channel's own limits are enforced. */
export const DEPOSIT_SHOWN_RANGE = { min: 100, max: 25_000 } as const;
