/**
 * The exchange price ladder (decimal odds): prices move in ticks whose size grows with the price,
 * as on every betting exchange. Offered prices always sit on it.
 */
const BANDS: readonly { upTo: number; tick: number }[] = [
  { upTo: 2, tick: 0.01 },
  { upTo: 3, tick: 0.02 },
  { upTo: 4, tick: 0.05 },
  { upTo: 6, tick: 0.1 },
  { upTo: 10, tick: 0.2 },
  { upTo: 20, tick: 0.5 },
  { upTo: 30, tick: 1 },
  { upTo: 50, tick: 2 },
  { upTo: 100, tick: 5 },
  { upTo: 1000, tick: 10 },
];

export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

/** Every price of the ladder, lowest first (350 prices). */
export const LADDER: readonly number[] = (() => {
  const prices: number[] = [];
  let from = 1;
  for (const band of BANDS) {
    // Hundredths, so the steps add up exactly.
    const step = Math.round(band.tick * 100);
    for (let cents = Math.round(from * 100) + step; cents <= band.upTo * 100; cents += step) prices.push(cents / 100);
    from = band.upTo;
  }
  return prices;
})();

const indexOfCents = new Map(LADDER.map((price, index) => [Math.round(price * 100), index]));

export function isOnLadder(price: number): boolean {
  return indexOfCents.has(Math.round(price * 100)) && Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;
}

/** The highest ladder price at or below `price` (at least 1.01). */
export function ladderAtOrBelow(price: number): number {
  let low = 0;
  let high = LADDER.length - 1;
  if (price <= MIN_PRICE) return MIN_PRICE;
  if (price >= MAX_PRICE) return MAX_PRICE;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((LADDER[middle] ?? Infinity) <= price + 1e-9) low = middle;
    else high = middle - 1;
  }
  return LADDER[low] ?? MIN_PRICE;
}

/** The ladder price `ticks` steps away (negative: lower), kept within the ladder. */
export function ticksFrom(price: number, ticks: number): number {
  const index = indexOfCents.get(Math.round(ladderAtOrBelow(price) * 100)) ?? 0;
  const target = Math.min(LADDER.length - 1, Math.max(0, index + ticks));
  return LADDER[target] ?? price;
}

/** How many ticks separate two ladder prices (b − a). */
export function ticksBetween(a: number, b: number): number {
  const from = indexOfCents.get(Math.round(ladderAtOrBelow(a) * 100)) ?? 0;
  const to = indexOfCents.get(Math.round(ladderAtOrBelow(b) * 100)) ?? 0;
  return to - from;
}
