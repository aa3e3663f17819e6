import { exposureOf, lineProfit, liabilityOf, outcomesOf, potentialProfitOf, runnerProfit, type LineBet, type RunnerBet } from './exposure.ts';
import { FANCY_TYPES } from './markets.ts';

const HOME = 101;
const AWAY = 202;
const DRAW = 303;
const runners = [HOME, AWAY, DRAW];
const back = (selectionId: number, odds: number, stake: number): RunnerBet => ({ market: 'runners', selectionId, side: 'back', odds, stake });
const lay = (selectionId: number, odds: number, stake: number): RunnerBet => ({ market: 'runners', selectionId, side: 'lay', odds, stake });

describe('exchange profit and exposure', () => {
  it('a back bet risks its stake; a lay bet risks stake × (odds − 1)', () => {
    expect(runnerProfit(back(HOME, 2.5, 10_000), HOME)).toBe(15_000);
    expect(runnerProfit(back(HOME, 2.5, 10_000), AWAY)).toBe(-10_000);
    expect(runnerProfit(lay(HOME, 2.5, 10_000), HOME)).toBe(-15_000);
    expect(runnerProfit(lay(HOME, 2.5, 10_000), DRAW)).toBe(10_000);
    expect(exposureOf([back(HOME, 2.5, 10_000)], runners)).toBe(10_000);
    expect(exposureOf([lay(HOME, 2.5, 10_000)], runners)).toBe(15_000);
    expect(liabilityOf(lay(HOME, 2.5, 10_000))).toBe(15_000);
    expect(potentialProfitOf(lay(HOME, 2.5, 10_000))).toBe(10_000);
  });

  it('is the worst case over every runner: backing two runners risks less than both stakes', () => {
    const bets = [back(HOME, 3, 10_000), back(AWAY, 3, 10_000)];
    expect(outcomesOf(bets, runners)).toEqual([10_000, 10_000, -20_000]);
    expect(exposureOf(bets, runners)).toBe(20_000);
    expect(exposureOf([back(HOME, 2, 10_000), back(AWAY, 2, 10_000)], [HOME, AWAY])).toBe(0);
  });

  it('a hedging lay lowers the exposure of a back on the same runner', () => {
    const backed = [back(HOME, 4, 10_000)];
    expect(exposureOf(backed, runners)).toBe(10_000);
    const hedged = [...backed, lay(HOME, 2, 20_000)];
    // Home wins: +30,000 − 20,000; otherwise −10,000 + 20,000: a profit either way.
    expect(outcomesOf(hedged, runners)).toEqual([10_000, 10_000, 10_000]);
    expect(exposureOf(hedged, runners)).toBe(0);
    expect(exposureOf([...backed, lay(HOME, 3, 5_000)], runners)).toBe(5_000);
  });

  it('rounds a fractional win down and a fractional loss up', () => {
    expect(runnerProfit(back(HOME, 1.33, 101), HOME)).toBe(33);
    expect(runnerProfit(lay(HOME, 1.33, 101), HOME)).toBe(-34);
  });
});

describe('fancy lines', () => {
  const line = (side: 'yes' | 'no', at: number, rate = 100, stake = 10_000, type: LineBet['type'] = FANCY_TYPES.fancy): LineBet => ({ market: 'line', type, side, line: at, rate, stake });

  it('No wins at or below its run, Yes at or above; No risks stake × rate', () => {
    expect(lineProfit(line('no', 45), 45)).toBe(10_000);
    expect(lineProfit(line('no', 45), 46)).toBe(-10_000);
    expect(lineProfit(line('no', 45, 120), 46)).toBe(-12_000);
    expect(lineProfit(line('yes', 46, 90), 46)).toBe(9_000);
    expect(lineProfit(line('yes', 46), 45)).toBe(-10_000);
    expect(liabilityOf(line('no', 45, 120))).toBe(12_000);
  });

  it('No 45 and Yes 46 together cannot both lose: exposure is what one loses less what the other wins', () => {
    expect(exposureOf([line('no', 45), line('yes', 46)], [])).toBe(0);
    // Khadda: a gap between the runs where both lose.
    expect(exposureOf([line('no', 43, 100, 10_000, FANCY_TYPES.khadda), line('yes', 48, 100, 10_000, FANCY_TYPES.khadda)], [])).toBe(20_000);
  });

  it('odd/even and lottery pay their rate on the stake', () => {
    const odd = line('yes', 1, 95, 10_000, FANCY_TYPES.oddEven);
    expect(lineProfit(odd, 47)).toBe(9_500);
    expect(lineProfit(odd, 48)).toBe(-10_000);
    const digit = line('yes', 7, 900, 1_000, FANCY_TYPES.lottery);
    expect(lineProfit(digit, 57)).toBe(9_000);
    expect(lineProfit(digit, 58)).toBe(-1_000);
    expect(exposureOf([digit], [])).toBe(1_000);
  });

  it('a market holds runner bets or line bets, never both', () => {
    expect(() => outcomesOf([back(HOME, 2, 100), line('yes', 4)], runners)).toThrow('one market holds runner bets or line bets, not both');
  });
});
