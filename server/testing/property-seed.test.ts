import * as fc from 'fast-check';
import { DEFAULT_PROPERTY_SEED, propertySeed } from './property-seed.ts';

describe('the property tests’ seed', () => {
  test('is fixed unless asked otherwise, so every run of the suite draws the same inputs', () => {
    expect(propertySeed(undefined)).toBe(DEFAULT_PROPERTY_SEED);
    expect(propertySeed('')).toBe(DEFAULT_PROPERTY_SEED);
    expect(propertySeed('4242')).toBe(4242);
    expect(propertySeed('random', () => 77)).toBe(77);
    expect(() => propertySeed('tomorrow')).toThrow('FAST_CHECK_SEED must be a whole number or "random", not "tomorrow"');
  });

  test('is the one fast-check uses in this run (property-seed.setup.ts configured it)', () => {
    const expected = propertySeed(process.env.FAST_CHECK_SEED);
    expect(fc.readConfigureGlobal().seed).toBe(expected);
    // The same seed draws the same values: two samples of one arbitrary agree.
    expect(fc.sample(fc.integer(), { numRuns: 5, seed: expected })).toEqual(fc.sample(fc.integer(), { numRuns: 5, seed: expected }));
  });
});
