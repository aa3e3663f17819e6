import { formatDhakaTime, formatSiteClock, inDhaka } from './time';

describe('Dhaka time', () => {
  it('shows UTC instants at GMT+6', () => {
    expect(formatDhakaTime('2026-11-21T18:30:00Z')).toBe('2026-11-22 00:30:00');
    expect(formatSiteClock('2026-01-01T00:00:00Z')).toBe('2026-01-01 06:00:00 (GMT+6)');
  });
  it('starts the Dhaka day at 18:00 UTC of the day before', () => {
    expect(inDhaka('2026-11-21T18:00:00Z').startOf('day').toISOString()).toBe('2026-11-21T18:00:00.000Z');
  });
});
