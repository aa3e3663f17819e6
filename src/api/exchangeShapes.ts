import { z } from 'zod/mini';

/**
 * Shapes that several answers of the exchange share (GET /api/exchange/summary, the exchange account's
 * sections, the betting records' exchange tab): one definition each.
 */

/** Money as the server sends it ("4500.00") or a number; anything that is no number is refused. */
export const amount = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, context) => {
    const number = Number(value);
    if (value === '' || !Number.isFinite(number)) {
      context.issues.push({ code: 'custom', message: 'not an amount', input: value });
      return z.NEVER;
    }
    return number;
  }),
);

/** The fields of one exchange bet as the server lists it, its money read by `money`. */
export function exchangeBetFields<M extends z.ZodMiniType>(money: M) {
  return {
    transaction_id: z.string(),
    event_name: z.string(),
    market_name: z.string(),
    selection_name: z.string(),
    bet_type: z.string(),
    odds: z.number(),
    run: z.nullable(z.number()),
    stake: money,
    potential_profit: money,
    potential_liability: money,
    net_profit_loss: z.nullable(money),
    status: z.enum(['open', 'WON', 'LOST', 'VOID']),
    placed_at: z.string(),
    settled_at: z.nullable(z.string()),
  };
}
