import { isOnLadder, LADDER, ladderAtOrBelow, MAX_PRICE, MIN_PRICE, ticksBetween, ticksFrom } from './ladder.ts';

describe('the exchange price ladder', () => {
  it('runs from 1.01 to 1000 in the usual ticks, strictly rising', () => {
    expect(LADDER[0]).toBe(MIN_PRICE);
    expect(LADDER.at(-1)).toBe(MAX_PRICE);
    expect(LADDER).toHaveLength(350);
    for (let index = 1; index < LADDER.length; index += 1) expect(LADDER[index]).toBeGreaterThan(LADDER[index - 1] ?? 0);
    expect(LADDER).toEqual(expect.arrayContaining([1.99, 2, 2.02, 3.05, 4.1, 6.2, 10.5, 21, 32, 55, 110]));
  });

  it('knows its prices', () => {
    expect(isOnLadder(2.02)).toBe(true);
    expect(isOnLadder(2.01)).toBe(false);
    expect(isOnLadder(3.33)).toBe(false);
    expect(isOnLadder(1)).toBe(false);
  });

  it('snaps down onto the ladder and moves by ticks within it', () => {
    expect(ladderAtOrBelow(2.015)).toBe(2);
    expect(ladderAtOrBelow(3.33)).toBe(3.3);
    expect(ladderAtOrBelow(0.5)).toBe(1.01);
    expect(ladderAtOrBelow(5000)).toBe(1000);
    expect(ticksFrom(1.99, 2)).toBe(2.02);
    expect(ticksFrom(1.02, -5)).toBe(1.01);
    expect(ticksFrom(990, 3)).toBe(1000);
    expect(ticksBetween(1.99, 2.02)).toBe(2);
  });
});
