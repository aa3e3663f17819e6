/**
 * The seed of every property and fuzz test (fast-check; set for each server test file by
 * property-seed.setup.ts). `npm test` uses one fixed seed, so the suite asks the same inputs on every run and
 * a red CI is never a new draw of the dice: a run of 2026-11-27 failed on an input no earlier run had drawn
 * (the artwork name `__proto__`, since fixed). New inputs are looked for on purpose, with `npm run fuzz`
 * (server/testing/fuzz.ts draws one seed for the run and prints it first); `FAST_CHECK_SEED=<seed>`
 * replays a run, and a failure prints fast-check's own seed and path as well.
 */
export const DEFAULT_PROPERTY_SEED = 20_261_127;

export function propertySeed(asked: string | undefined, draw: () => number = () => Math.floor(Math.random() * 2 ** 31)): number {
  if (asked === undefined || asked === '') return DEFAULT_PROPERTY_SEED;
  if (asked === 'random') return draw();
  const seed = Number(asked);
  if (!Number.isSafeInteger(seed)) throw new Error(`FAST_CHECK_SEED must be a whole number or "random", not "${asked}"`);
  return seed;
}
