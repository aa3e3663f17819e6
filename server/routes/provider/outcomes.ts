import { randomInt } from 'node:crypto';
import type { Paisa } from '../../money/amounts.ts';

/**
 * Outcomes of the demo provider's two games, decided on the server with `crypto.randomInt` when the bet
 * is placed (stored with the bet, shown only once the round is settled). The client never sends a win.
 */

/** A source of uniform integers in [0, max): crypto.randomInt in production; tests may pass their own. */
export type RandomInt = (max: number) => number;
export const secureRandomInt: RandomInt = (max) => randomInt(max);

export type GameKind = 'slot' | 'crash';
/** CRASH games play the crash game; every other type plays the slot. */
export const gameKindOf = (gameType: string): GameKind => (gameType === 'CRASH' ? 'crash' : 'slot');

// ---------------------------------------------------------------------------------------------
// Slot: 3 independent reels of 32 stops, one line.

export const slotSymbols = ['CHERRY', 'LEMON', 'BAR', 'BELL', 'SEVEN', 'STAR'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** Stops per symbol on each reel (32 in all). */
export const reelWeights: Record<SlotSymbol, number> = { CHERRY: 8, LEMON: 7, BAR: 7, BELL: 7, SEVEN: 2, STAR: 1 };
const REEL_STOPS = 32;

/** Three of a kind pays this many times the stake (the stake included). */
export const threeOfAKind: Record<SlotSymbol, number> = { CHERRY: 5, LEMON: 8, BAR: 10, BELL: 20, SEVEN: 250, STAR: 50 };
/** Exactly two cherries anywhere on the line. */
export const TWO_CHERRIES = 3;

export function slotMultiplier(reels: readonly SlotSymbol[]): number {
  const [a, b, c] = reels;
  if (a !== undefined && a === b && b === c) return threeOfAKind[a];
  return reels.filter((symbol) => symbol === 'CHERRY').length === 2 ? TWO_CHERRIES : 0;
}

/**
 * The exact return to player of the paytable: sum over the 32^3 equally likely lines of the multiplier,
 * over 32^3. With the weights above: 31,468 / 32,768 = 96.03 % (hit rate 18.8 %).
 */
export function slotReturnToPlayer(): { rtp: number; numerator: number; denominator: number; hitRate: number } {
  let numerator = 0;
  let hits = 0;
  for (const a of slotSymbols)
    for (const b of slotSymbols)
      for (const c of slotSymbols) {
        const lines = reelWeights[a] * reelWeights[b] * reelWeights[c];
        const multiplier = slotMultiplier([a, b, c]);
        numerator += lines * multiplier;
        if (multiplier > 0) hits += lines;
      }
  const denominator = REEL_STOPS ** 3;
  return { rtp: numerator / denominator, numerator, denominator, hitRate: hits / denominator };
}

function spinReel(random: RandomInt): SlotSymbol {
  let stop = random(REEL_STOPS);
  for (const symbol of slotSymbols) {
    stop -= reelWeights[symbol];
    if (stop < 0) return symbol;
  }
  throw new Error('reel weights do not add up to 32');
}

export type SlotOutcome = { game: 'slot'; reels: SlotSymbol[]; multiplier: number };
export type CrashOutcome = { game: 'crash'; crashPoint: number };
export type Outcome = SlotOutcome | CrashOutcome;

export function spinSlot(random: RandomInt = secureRandomInt): SlotOutcome {
  const reels = [spinReel(random), spinReel(random), spinReel(random)];
  return { game: 'slot', reels, multiplier: slotMultiplier(reels) };
}

// ---------------------------------------------------------------------------------------------
// Crash: the multiplier rises from 1.00x as m(t) = e^(CRASH_RATE·t) and the round crashes at a hidden
// crash point. Multipliers are integers in hundredths (237 = 2.37x).

/** Growth per second of the multiplier: 2x after 6.9 s, 10x after 23 s, 100x after 46 s. */
export const CRASH_RATE_PER_SECOND = 0.1;
/** The highest crash point (and cash-out): 100.00x. */
export const MAX_CRASH_POINT = 10_000;
export const MIN_CASHOUT = 101;
/**
 * P(crash point ≥ m) = 0.96 / m for 1 ≤ m ≤ 100, so cashing out at any m pays back 96 % on average
 * (RTP 96 % whatever the strategy); about 5 % of rounds crash at 1.00x, before any cash-out.
 */
export const CRASH_RTP = 0.96;
const UNIFORM_BITS = 2 ** 47;

export function drawCrashPoint(random: RandomInt = secureRandomInt): CrashOutcome {
  // u uniform in (0, 1]; crash point = floor(100 · 0.96 / u) hundredths, within [1.00x, 100.00x].
  const u = (random(UNIFORM_BITS) + 1) / UNIFORM_BITS;
  const point = Math.floor((100 * CRASH_RTP) / u);
  return { game: 'crash', crashPoint: Math.min(MAX_CRASH_POINT, Math.max(100, point)) };
}

/** The multiplier (hundredths, rounded down) `elapsedMs` after the round started. */
export function crashMultiplierAt(elapsedMs: number): number {
  const value = Math.floor(100 * Math.exp((CRASH_RATE_PER_SECOND * Math.max(0, elapsedMs)) / 1000) + 1e-9);
  return Math.min(value, MAX_CRASH_POINT);
}

/** How long the multiplier takes to reach `multiplier` (hundredths). */
export function crashTimeOf(multiplier: number): number {
  return (Math.log(multiplier / 100) / CRASH_RATE_PER_SECOND) * 1000;
}

/** Lets a cash-out claim run this far ahead of the server's clock (the client's animation starts later anyway). */
export const CASHOUT_CLOCK_TOLERANCE_MS = 250;

export type CrashVerdict = { won: boolean; reason: 'cashed_out' | 'crashed' | 'above_crash_point' | 'no_cashout' };

/**
 * A crash cash-out wins when the claimed multiplier is at most the crash point and the cash-out reached
 * the server before the round crashed (by the server's clock, from the bet's time).
 */
export function judgeCrash(crashPoint: number, cashout: number | undefined, elapsedMs: number): CrashVerdict {
  if (cashout === undefined) return { won: false, reason: 'no_cashout' };
  if (cashout > crashPoint) return { won: false, reason: 'above_crash_point' };
  if (crashMultiplierAt(elapsedMs) > crashPoint) return { won: false, reason: 'crashed' };
  return { won: true, reason: 'cashed_out' };
}

/** Win in paisa for `stake` at `multiplier` hundredths, rounded down to the paisa. */
export function crashWin(stake: Paisa, multiplier: number): Paisa {
  return Math.floor((stake * multiplier) / 100);
}
