import * as fc from 'fast-check';
import {
  CRASH_RATE_PER_SECOND,
  crashMultiplierAt,
  crashTimeOf,
  crashWin,
  drawCrashPoint,
  gameKindOf,
  judgeCrash,
  MAX_CRASH_POINT,
  reelWeights,
  slotMultiplier,
  slotReturnToPlayer,
  slotSymbols,
  spinSlot,
} from './outcomes.ts';
import { vipPointsFor } from './rounds.ts';

describe('slot paytable', () => {
  it('has 32 stops per reel and an exact RTP of 31,468 / 32,768 = 96.03 %', () => {
    expect(slotSymbols.reduce((sum, symbol) => sum + reelWeights[symbol], 0)).toBe(32);
    const rtp = slotReturnToPlayer();
    expect(rtp).toMatchObject({ numerator: 31_468, denominator: 32_768 });
    expect(rtp.rtp).toBeCloseTo(0.9603, 4);
    expect(rtp.hitRate).toBeCloseTo(0.188, 3);
  });

  it('pays three of a kind and exactly two cherries', () => {
    expect(slotMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(250);
    expect(slotMultiplier(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(5);
    expect(slotMultiplier(['CHERRY', 'BELL', 'CHERRY'])).toBe(3);
    expect(slotMultiplier(['CHERRY', 'BELL', 'LEMON'])).toBe(0);
    expect(slotMultiplier(['SEVEN', 'SEVEN', 'STAR'])).toBe(0);
  });

  it('maps every reel stop to its symbol', () => {
    const stops: number[] = [];
    for (let stop = 0; stop < 32; stop += 1) stops.push(stop);
    const seen = stops.map((stop) => spinSlot(() => stop).reels[0]);
    for (const symbol of slotSymbols) expect(seen.filter((item) => item === symbol)).toHaveLength(reelWeights[symbol]);
  });

  it('returns about 96 % over 200,000 spins of the real RNG', () => {
    let paid = 0;
    const spins = 200_000;
    for (let index = 0; index < spins; index += 1) paid += spinSlot().multiplier;
    // Standard error ≈ 0.009 (the 250x line dominates the variance): 4.5 standard errors either side.
    expect(Math.abs(paid / spins - 0.9603)).toBeLessThan(0.04);
  });
});

describe('crash', () => {
  it('chooses the game by type: CRASH plays crash, everything else the slot', () => {
    expect(gameKindOf('CRASH')).toBe('crash');
    for (const type of ['SLOT', 'LIVE', 'FISHING', 'SPORTS']) expect(gameKindOf(type)).toBe('slot');
  });

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
