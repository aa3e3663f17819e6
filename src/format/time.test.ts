import { setPreferredLanguage } from '../i18n';
import { formatDhakaTime, formatSiteClock, inDhaka } from './time';

describe('Dhaka time', () => {
  afterEach(() => setPreferredLanguage('en'));

  it('shows UTC instants at GMT+6', () => {
    expect(formatDhakaTime('2026-11-21T18:30:00Z')).toBe('2026-11-22 00:30:00');
    expect(formatSiteClock('2026-01-01T00:00:00Z')).toBe('2026-01-01 06:00:00 (GMT+6)');
  });
  it('starts the Dhaka day at 18:00 UTC of the day before', () => {
    expect(inDhaka('2026-11-21T18:00:00Z').startOf('day').toISOString()).toBe('2026-11-21T18:00:00.000Z');
  });

  it('writes Bangla dates and the clock in Bengali digits, still at GMT+6', async () => {
    await setPreferredLanguage('bn'); // the zone label comes from the Bangla catalogue
    expect(formatDhakaTime('2026-11-21T18:30:00Z', undefined, 'bn')).toBe('২০২৬-১১-২২ ০০:৩০:০০');
    expect(formatSiteClock('2026-01-01T00:00:00Z', 'bn')).toBe('২০২৬-০১-০১ ০৬:০০:০০ (জিএমটি+৬)');
    expect(formatDhakaTime('2026-11-21T18:30:00Z', 'D MMMM YYYY, dddd', 'bn')).toBe('২২ নভেম্বর ২০২৬, রবিবার');
    expect(formatDhakaTime('2026-11-21T18:30:00Z', 'D MMMM YYYY, dddd', 'en')).toBe('22 November 2026, Sunday');
  });

  it('follows the chosen language', async () => {
    await setPreferredLanguage('bn');
    expect(formatSiteClock('2026-01-01T00:00:00Z')).toBe('২০২৬-০১-০১ ০৬:০০:০০ (জিএমটি+৬)');
  });
});
