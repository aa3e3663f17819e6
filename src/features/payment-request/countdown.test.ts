import { formatCountdown } from './countdown';

describe('formatCountdown (m:ss)', () => {
  it.each([
    [1800, '30:00'],
    [1799, '29:59'],
    [65, '1:05'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
