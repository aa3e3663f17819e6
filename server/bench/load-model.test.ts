import { describe, expect, it } from 'vitest';
import { callsOf, growth, heldRatio, heldVerdict, isBettor, isNoisy, offeredRate, percentile, playersHeld, playersPerCore, rampDecision, rampSteps, refineSteps, stopReason } from './load-model.ts';

describe('the load model (issue 25 §2)', () => {
  it('gives every player the 10 s polls, one in ten an odds view and one in fifty a bet a minute', () => {
    const players = Array.from({ length: 100 }, (_, index) => callsOf(index).map((loop) => loop.call));
    expect(players.every((calls) => ['balance', 'inbox', 'summary'].every((call) => calls.includes(call as never)))).toBe(true);
    expect(players.filter((calls) => calls.includes('matchOdds')).length).toBe(10);
    expect(players.filter((calls) => calls.includes('eventDetail')).length).toBe(10);
    expect(players.filter((calls) => calls.includes('bet')).length).toBe(2);
    expect(Array.from({ length: 100 }, (_, index) => index).filter(isBettor)).toEqual([0, 50]);
    expect(callsOf(1)).toEqual([
      { call: 'balance', everyMs: 10_000 },
      { call: 'inbox', everyMs: 10_000 },
      { call: 'summary', everyMs: 10_000 },
    ]);
    expect(callsOf(10).find((loop) => loop.call === 'matchOdds')?.everyMs).toBe(300);
  });

  it('offers about 0.73 requests per second per player with instant answers, fewer when answers are slow', () => {
    // 3 × 0.1 + (1/0.3 + 1/0.9) / 10 + (1/60) / 50 per player.
    expect(offeredRate(100)).toBeCloseTo(100 * (0.3 + (1 / 0.3 + 1 / 0.9) / 10 + 1 / 60 / 50), 6);
    expect(offeredRate(100, 50)).toBeLessThan(offeredRate(100));
  });

  it('ramps by half again from 50 players', () => {
    expect(rampSteps(400)).toEqual([50, 75, 113, 170, 255, 383]);
    expect(rampSteps(40)).toEqual([]);
  });

  it('reads a ramp again between the step held and the one that failed, by 15 % steps', () => {
    expect(refineSteps(1_295, 1_943)).toEqual([1_489, 1_712]);
    expect(refineSteps(2_915, 4_373)).toEqual([3_352, 3_855]);
    expect(refineSteps(0, 50)).toEqual([]);
    expect(refineSteps(383, 383)).toEqual([]);
    expect(refineSteps(100, 110)).toEqual([]);
  });

  it('fails a step on p99 past 50 ms, on any error and on nothing answered; a late generator marks it noisy', () => {
    const fine = { players: 100, requests: 1_000, errors: 0, p99: 50, lagMs: 50 };
    expect(stopReason(fine)).toBeNull();
    expect(isNoisy(fine)).toBe(false);
    expect(stopReason({ ...fine, p99: 50.1 })).toContain('p99');
    expect(stopReason({ ...fine, errors: 2 })).toBe('2 errors');
    expect(stopReason({ ...fine, requests: 0 })).toBe('no request answered');
    expect(isNoisy({ ...fine, lagMs: 80 })).toBe(true);
  });

  it('measures a failed step again; stops after two clean failures or three failures in all', () => {
    const passed = { reason: null, noisy: false };
    const failed = { reason: 'p99', noisy: false };
    const noisyFail = { reason: 'p99', noisy: true };
    expect(rampDecision([passed])).toBe('next');
    expect(rampDecision([{ reason: null, noisy: true }])).toBe('next');
    expect(rampDecision([failed])).toBe('again');
    expect(rampDecision([failed, passed])).toBe('next');
    expect(rampDecision([failed, failed])).toBe('stop');
    expect(rampDecision([noisyFail, failed])).toBe('again');
    expect(rampDecision([noisyFail, noisyFail])).toBe('again');
    expect(rampDecision([noisyFail, noisyFail, noisyFail])).toBe('stop');
    expect(rampDecision([noisyFail, noisyFail, passed])).toBe('next');
  });

  it('holds the largest step that passed', () => {
    expect(playersHeld([{ players: 50, stopped: null }, { players: 75, stopped: null }, { players: 113, stopped: 'p99' }])).toBe(75);
    expect(playersHeld([{ players: 50, stopped: 'errors' }])).toBe(0);
  });

  it('takes nearest-rank percentiles, the ratio and the growth', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
    expect(heldRatio(170, 340)).toBe(0.5);
    expect(heldRatio(10, 0)).toBe(0);
    expect(growth(200, 210)).toBeCloseTo(0.05);
  });

  it('reads a capped ramp as a bound on the ratio, never as a miss', () => {
    const ran = (held: number, capped = false) => ({ held, capped });
    expect(heldVerdict(ran(1943), ran(2915))).toBe('67 % met');
    expect(heldVerdict(ran(1295), ran(2915))).toBe('44 % NOT met');
    expect(heldVerdict(ran(2915, true), ran(6560))).toBe('≥ 44 %, not measured: the real calls held every player made (raise --max-players)');
    expect(heldVerdict(ran(2915, true), ran(4373))).toBe('≥ 67 % met');
    expect(heldVerdict(ran(1295), ran(2915, true))).toBe('≤ 44 % NOT met');
    expect(heldVerdict(ran(2915), ran(2915, true))).toBe('≤ 100 %, not measured: the trivial route held every player made (raise --max-players)');
    expect(heldVerdict(ran(2915, true), ran(11662, true))).toBe('not measured: both routes held every player made (raise --max-players)');
  });

  it('estimates the players one core serves from the slope of CPU over players', () => {
    // 5 % of background work and 0.1 % per player: a full core is 1,000 players.
    const points = [50, 100, 200, 400].map((players) => ({ players, cpuPercent: 5 + players * 0.1 }));
    expect(playersPerCore(points)).toBeCloseTo(1_000, 6);
    expect(playersPerCore(points.slice(0, 1))).toBe(0);
    expect(playersPerCore([{ players: 50, cpuPercent: 9 }, { players: 100, cpuPercent: 8 }])).toBe(0);
  });
});
