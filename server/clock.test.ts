import { fixedClock, systemClock } from './clock.ts';

describe('clocks', () => {
  it('fixedClock stays put until moved', () => {
    const clock = fixedClock('2025-03-01T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2025-03-01T10:00:00.000Z');
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2025-03-01T10:01:00.000Z');
    clock.set('2026-01-01T00:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('systemClock follows real time', () => {
    expect(Math.abs(systemClock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
