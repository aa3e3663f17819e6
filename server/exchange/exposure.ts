import type { Paisa } from '../money/amounts.ts';
import { isStakedFancyType } from './limits.ts';
import { FANCY_TYPES, type FancyType } from './markets.ts';

/**
 * Profit and loss of exchange bets, outcome by outcome, and the exposure they need held: the worst
 * case over every outcome of the market (issue 9). A hedging bet that lowers the worst case lowers
 * the exposure, so it needs nothing more from the wallet and may release some.
 */
export type RunnerBet = { market: 'runners'; selectionId: number; side: 'back' | 'lay'; odds: number; stake: Paisa };
/** A Fancy line: `line` is the bet's run (No: at most the line; Yes: at least the line), `rate` in percent. */
export type LineBet = { market: 'line'; type: FancyType; side: 'yes' | 'no'; line: number; rate: number; stake: Paisa };
export type ExchangeBet = RunnerBet | LineBet;

/** Hundredths of paisa are rounded towards the house: a win is rounded down, a loss up. */
const winOf = (value: number) => Math.floor(value + 1e-9);
const lossOf = (value: number) => Math.ceil(value - 1e-9);

/** What a runner bet makes (positive) or loses (negative) if `winner` wins. */
export function runnerProfit(bet: RunnerBet, winner: number): Paisa {
  const price = bet.stake * (bet.odds - 1);
  const backWins = bet.selectionId === winner;
  if (bet.side === 'back') return backWins ? winOf(price) : -bet.stake;
  return backWins ? -lossOf(price) : bet.stake;
}

/** Whether a line bet wins for a result (runs). */
export function lineBetWins(bet: LineBet, runs: number): boolean {
  if (bet.type === FANCY_TYPES.oddEven) return bet.side === 'yes' ? runs % 2 === 1 : runs % 2 === 0;
  if (bet.type === FANCY_TYPES.lottery) return runs % 10 === bet.line;
  return bet.side === 'yes' ? runs >= bet.line : runs <= bet.line;
}

/** What a line bet makes or loses for a result. Yes (and odd/even, lottery) risks the stake; No risks stake × rate. */
export function lineProfit(bet: LineBet, runs: number): Paisa {
  const wins = lineBetWins(bet, runs);
  const staked = bet.side === 'yes' || isStakedFancyType(bet.type);
  if (staked) return wins ? winOf((bet.stake * bet.rate) / 100) : -bet.stake;
  return wins ? bet.stake : -lossOf((bet.stake * bet.rate) / 100);
}

/** Runs a line market can settle on: enough for any T20 innings. */
export const MAX_RUNS = 720;

/** Profit or loss of a market's bets for each outcome: runner selection ids, or runs 0…720. */
export function outcomesOf(bets: readonly ExchangeBet[], selectionIds: readonly number[]): Paisa[] {
  const runnerBets = bets.filter((bet): bet is RunnerBet => bet.market === 'runners');
  const lineBets = bets.filter((bet): bet is LineBet => bet.market === 'line');
  if (runnerBets.length > 0 && lineBets.length > 0) throw new Error('one market holds runner bets or line bets, not both');
  if (lineBets.length > 0) return Array.from({ length: MAX_RUNS + 1 }, (_, runs) => lineBets.reduce((sum, bet) => sum + lineProfit(bet, runs), 0));
  return selectionIds.map((winner) => runnerBets.reduce((sum, bet) => sum + runnerProfit(bet, winner), 0));
}

/** The exposure of a market: the most its bets can lose together (0 when no outcome loses). */
export function exposureOf(bets: readonly ExchangeBet[], selectionIds: readonly number[]): Paisa {
  if (bets.length === 0) return 0;
  return Math.max(0, -Math.min(...outcomesOf(bets, selectionIds)));
}

/** What a bet alone risks: its stake (back, Yes) or its liability (lay, No). */
export function liabilityOf(bet: ExchangeBet): Paisa {
  if (bet.market === 'runners') return bet.side === 'back' ? bet.stake : lossOf(bet.stake * (bet.odds - 1));
  return bet.side === 'no' && !isStakedFancyType(bet.type) ? lossOf((bet.stake * bet.rate) / 100) : bet.stake;
}

/** What a bet alone can win. */
export function potentialProfitOf(bet: ExchangeBet): Paisa {
  if (bet.market === 'runners') return bet.side === 'back' ? winOf(bet.stake * (bet.odds - 1)) : bet.stake;
  return bet.side === 'no' && !isStakedFancyType(bet.type) ? bet.stake : winOf((bet.stake * bet.rate) / 100);
}
