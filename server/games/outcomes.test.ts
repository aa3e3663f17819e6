import * as fc from 'fast-check';
import {
  CRASH_RATE_PER_SECOND,
  crashMultiplierAt,
  crashTimeOf,
  crashWin,
  drawCrashPoint,
  gameKindOf,
  gameKinds,
  judgeCrash,
  MAX_CRASH_POINT,
  secureRandomInt,
} from './outcomes.ts';
import { linePays, paylines, reelStrip, slotGrid, slotReturnToPlayer, slotSymbols, slotWins, spinSlot, type SlotSymbol } from './kinds/slot.ts';
import { vipPointsFor } from './rounds.ts';

describe('slot: 3 reels × 3 rows, 5 paylines', () => {
  it('has a 20-stop strip and an exact RTP of 7,685 / 8,000 = 1,537 / 1,600 = 96.06 %', () => {
    expect(reelStrip).toHaveLength(20);
    const counts = Object.fromEntries(slotSymbols.map((symbol) => [symbol, reelStrip.filter((item) => item === symbol).length]));
    expect(counts).toEqual({ CHERRY: 6, LEMON: 5, BELL: 4, BAR: 3, SEVEN: 1, STAR: 1 });
    const rtp = slotReturnToPlayer();
    expect(rtp).toMatchObject({ numerator: 1537, denominator: 1600 });
    // Each line: Σ count³ × pays over 20³; the five lines are alike, so the spin returns the same.
    const perLine = slotSymbols.reduce((sum, symbol) => sum + (counts[symbol] ?? 0) ** 3 * linePays[symbol], 0);
    expect(perLine).toBe(7685);
    expect(rtp.rtp).toBeCloseTo(7685 / 8000, 12);
    expect(rtp.hitRate).toBeCloseTo(0.233, 3);
  });

  it('shows three rows of each reel and pays three of a kind on the rows and diagonals', () => {
    expect(paylines).toHaveLength(5);
    const stopOf = (symbol: SlotSymbol) => reelStrip.indexOf(symbol);
    const grid = slotGrid([stopOf('SEVEN'), stopOf('SEVEN'), stopOf('SEVEN')]);
    expect(grid[0]).toEqual(['SEVEN', 'SEVEN', 'SEVEN']);
    // The same stop on every reel: the three rows win (middle CHERRY, top SEVEN, bottom BELL), not the diagonals.
    expect(slotWins(grid).lines).toEqual([
      { line: 0, symbol: 'CHERRY', pays: 10 },
      { line: 1, symbol: 'SEVEN', pays: 300 },
      { line: 2, symbol: 'BELL', pays: 25 },
    ]);
    expect(slotWins(grid).payout).toBe(((10 + 300 + 25) * 100) / 5);
    const diagonal: SlotSymbol[][] = [
      ['BELL', 'LEMON', 'CHERRY'],
      ['LEMON', 'BELL', 'LEMON'],
      ['CHERRY', 'LEMON', 'BELL'],
    ];
    expect(slotWins(diagonal)).toEqual({ lines: [{ line: 3, symbol: 'BELL', pays: 25 }], payout: (25 * 100) / 5 });
    expect(slotWins([['CHERRY', 'LEMON', 'BELL'], ['BAR', 'BAR', 'LEMON'], ['SEVEN', 'STAR', 'CHERRY']]).payout).toBe(0);
    // The strip wraps around: the last stop shows the first two under it.
    expect(slotGrid([19, 19, 19]).map((row) => row[0])).toEqual([reelStrip[19], reelStrip[0], reelStrip[1]]);
  });

  it('returns about 96 % over 100,000 spins of the real RNG', () => {
    let paid = 0;
    const spins = 100_000;
    for (let index = 0; index < spins; index += 1) paid += spinSlot(secureRandomInt).payout / 100;
    expect(Math.abs(paid / spins - 0.9606)).toBeLessThan(0.04);
  });
});

describe('gameKindOf', () => {
  it('maps every game type to its game, roulette by name', () => {
    expect(gameKinds).toEqual(['slot', 'roulette', 'baccarat', 'crash', 'shooter', 'lottery']);
    expect(gameKindOf('SLOT', 'Golden Empire')).toBe('slot');
    expect(gameKindOf('CRASH', 'Aviator')).toBe('crash');
    expect(gameKindOf('FISHING', 'Ocean King')).toBe('shooter');
    expect(gameKindOf('ARCADE', 'Plinko')).toBe('shooter');
    expect(gameKindOf('LOTTERY', 'Keno')).toBe('lottery');
    for (const type of ['TABLE', 'LIVE', 'CASINO', 'POKER']) {
      expect(gameKindOf(type, 'Speed Baccarat')).toBe('baccarat');
      expect(gameKindOf(type, 'Teen Patti 2')).toBe('baccarat');
      expect(gameKindOf(type, 'Mini Roulette')).toBe('roulette');
      expect(gameKindOf(type, 'LIGHTNING ROULETTE 3')).toBe('roulette');
      expect(gameKindOf(type, 'Money Wheel')).toBe('roulette');
    }
    expect(gameKindOf('SPORTS', 'SBO Sports')).toBe('slot');
    expect(gameKindOf('SOMETHING')).toBe('slot');
  });
});

describe('crash', () => {
  it('rises from 1.00x along e^(0.1 t), capped at 100x', () => {
    expect(CRASH_RATE_PER_SECOND).toBe(0.1);
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashMultiplierAt(5000)).toBe(164);
    expect(crashMultiplierAt(3_600_000)).toBe(MAX_CRASH_POINT);
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 10_000 }), fc.integer({ min: 0, max: 60_000 }), (multiplier, ms) => {
        expect(crashMultiplierAt(Math.ceil(crashTimeOf(multiplier)))).toBeGreaterThanOrEqual(multiplier);
        expect(crashMultiplierAt(ms + 1)).toBeGreaterThanOrEqual(crashMultiplierAt(ms));
      }),
    );
  });

  it('draws crash points with P(≥ m) = 0.96 / m within [1.00x, 100x]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 47 - 1 }), (value) => {
        const { crashPoint } = drawCrashPoint(() => value);
        expect(crashPoint).toBeGreaterThanOrEqual(100);
        expect(crashPoint).toBeLessThanOrEqual(MAX_CRASH_POINT);
      }),
    );
    const draws = 200_000;
    const points = Array.from({ length: draws }, () => drawCrashPoint().crashPoint);
    for (const multiplier of [150, 200, 500]) {
      const share = points.filter((point) => point >= multiplier).length / draws;
      expect(Math.abs(share - 96 / multiplier)).toBeLessThan(0.01);
    }
  });

  it('judges a cash-out by the crash point and by when it arrived', () => {
    expect(judgeCrash(237, 150, 5000)).toEqual({ won: true, reason: 'cashed_out' });
    expect(judgeCrash(237, 237, 5000)).toEqual({ won: true, reason: 'cashed_out' });
    expect(judgeCrash(150, 160, 5000)).toEqual({ won: false, reason: 'above_crash_point' });
    expect(judgeCrash(150, 140, 10_000)).toEqual({ won: false, reason: 'crashed' });
    expect(judgeCrash(150, undefined, 0)).toEqual({ won: false, reason: 'no_cashout' });
    expect(crashWin(10_000, 150)).toBe(15_000);
    expect(crashWin(1_001, 237)).toBe(2_372);
  });
});

describe('VIP points', () => {
  it('accrue at 1 VP per ৳100 staked, rounded down to 0.01 VP', () => {
    expect(vipPointsFor(10_000)).toBe(100);
    expect(vipPointsFor(1_000)).toBe(10);
    expect(vipPointsFor(1_099)).toBe(10);
    expect(vipPointsFor(500_000)).toBe(5_000);
  });
});
