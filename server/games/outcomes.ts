import { dealBaccarat, parseBaccaratBet, type BaccaratOutcome } from './kinds/baccarat.ts';
import { drawLottery, parseLotteryPicks, type LotteryOutcome } from './kinds/lottery.ts';
import { secureRandomInt, type RandomInt } from './kinds/random.ts';
import { parseRouletteBet, spinRoulette, type RouletteOutcome } from './kinds/roulette.ts';
import { parseFish, shoot, type ShooterOutcome } from './kinds/shooter.ts';
import { spinSlot, type SlotOutcome } from './kinds/slot.ts';
import type { Paisa } from '../money/amounts.ts';

/**
 * Outcomes of the demo provider's games, decided on the server with `crypto.randomInt` when the bet
 * is placed (stored with the bet, shown only once the round is settled). The client never sends a win;
 * it sends only its choice (a roulette bet, a baccarat side, a fish, lottery numbers) with the stake.
 */

export { InvalidChoiceError, secureRandomInt, type RandomInt } from './kinds/random.ts';

/** One real game per kind (issue 22): every game type opens one of these. */
export const gameKinds = ['slot', 'roulette', 'baccarat', 'crash', 'shooter', 'lottery'] as const;
export type GameKind = (typeof gameKinds)[number];

/**
 * The game a type plays: SLOT → slot; CRASH → crash; FISHING, ARCADE → shooter; LOTTERY → lottery;
 * TABLE, LIVE, CASINO, POKER → baccarat, except games whose name says Roulette (or Wheel) → roulette.
 * SPORTS opens its sportsbook and never reaches the demo game; it (and any unknown type) plays the slot.
 */
export function gameKindOf(gameType: string, gameName = ''): GameKind {
  switch (gameType) {
    case 'CRASH':
      return 'crash';
    case 'FISHING':
    case 'ARCADE':
      return 'shooter';
    case 'LOTTERY':
      return 'lottery';
    case 'TABLE':
    case 'LIVE':
    case 'CASINO':
    case 'POKER':
      return /roulette|wheel/i.test(gameName) ? 'roulette' : 'baccarat';
    default:
      return 'slot';
  }
}

export type CrashOutcome = { game: 'crash'; crashPoint: number };
export type Outcome = SlotOutcome | RouletteOutcome | BaccaratOutcome | ShooterOutcome | LotteryOutcome | CrashOutcome;
/** Outcomes whose payout (hundredths of the stake) is fixed when the bet is placed. */
export type FixedOutcome = Exclude<Outcome, CrashOutcome>;

/** Decides a bet's outcome for its game; throws InvalidChoiceError for a choice the game does not offer. */
export function decideOutcome(kind: GameKind, choice: string | undefined, random: RandomInt = secureRandomInt): Outcome {
  switch (kind) {
    case 'crash':
      return drawCrashPoint(random);
    case 'roulette':
      return spinRoulette(parseRouletteBet(choice), random);
    case 'baccarat':
      return dealBaccarat(parseBaccaratBet(choice), random);
    case 'shooter':
      return shoot(parseFish(choice), random);
    case 'lottery':
      return drawLottery(parseLotteryPicks(choice), random);
    case 'slot':
      return spinSlot(random);
  }
}

/** Checks a choice without drawing anything (so a bad choice is refused before any money moves). */
export function checkChoice(kind: GameKind, choice: string | undefined): void {
  decideOutcome(kind, choice, () => 0);
}

/** Win in paisa of a fixed outcome, rounded down to the paisa. */
export const fixedWin = (stake: Paisa, outcome: FixedOutcome): Paisa => Math.floor((stake * outcome.payout) / 100);

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
