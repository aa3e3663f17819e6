import { randomInt } from 'node:crypto';

/** A source of uniform integers in [0, max): crypto.randomInt in production; tests may pass their own. */
export type RandomInt = (max: number) => number;
export const secureRandomInt: RandomInt = (max) => randomInt(max);

/** An exact return to player: numerator / denominator (reduced) of the stake paid back on average. */
export type ExactRtp = { numerator: number; denominator: number; rtp: number };
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** The RTP of `outcomes` equally likely outcomes whose payouts (hundredths of the stake) add up to `hundredths`. */
export function exactRtp(hundredths: number, outcomes: number): ExactRtp {
  const denominator = outcomes * 100;
  const divisor = gcd(hundredths, denominator) || 1;
  return { numerator: hundredths / divisor, denominator: denominator / divisor, rtp: hundredths / denominator };
}

/** A choice the player made with the bet was not one this game offers. */
export class InvalidChoiceError extends Error {}
