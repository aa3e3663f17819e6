import { dhakaDayStart, eventById, eventsStartingBetween, listedEvents, phaseAt, scheduledEvent, SPORTS } from './schedule.ts';

const SEED = 'test-seed';
const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const HOUR = 3_600_000;

describe('the simulated fixture list', () => {
  it('always has a match of every sport in play, and upcoming and finished ones around it', () => {
    for (let offset = 0; offset < 7 * 24 * HOUR; offset += 17 * 60_000) {
      const now = NOW + offset;
      for (const sport of SPORTS) {
        const events = eventsStartingBetween(SEED, sport, now - 12 * HOUR, now + 6 * HOUR);
        expect(events.some((event) => phaseAt(event, now) === 'inPlay'), `${sport} at ${new Date(now).toISOString()}`).toBe(true);
        expect(events.some((event) => phaseAt(event, now) === 'upcoming')).toBe(true);
        expect(events.some((event) => phaseAt(event, now) === 'closed')).toBe(true);
      }
    }
  });

  it('is the same for the same seed and differs for another', () => {
    expect(listedEvents(SEED, 'cricket', NOW)).toEqual(listedEvents(SEED, 'cricket', NOW + 1_000));
    const names = (seed: string) => listedEvents(seed, 'soccer', NOW).map((event) => event.name);
    expect(names(SEED)).toEqual(names(SEED));
    expect(names(SEED)).not.toEqual(names('another-seed'));
  });

  it('lists yesterday, today and tomorrow in Dhaka time', () => {
    const events = listedEvents(SEED, 'tennis', NOW);
    const today = dhakaDayStart(NOW);
    expect(new Date(today).toISOString()).toBe('2026-11-23T18:00:00.000Z');
    expect(events.every((event) => event.startsAt >= today - 24 * HOUR && event.startsAt < today + 48 * HOUR)).toBe(true);
    expect(events.length).toBeGreaterThan(40);
  });

  it('gives every match two different teams (soccer adds the draw), chances summing to 1 and a winner', () => {
    for (const sport of SPORTS) {
      for (const event of listedEvents(SEED, sport, NOW)) {
        expect(new Set(event.runners).size).toBe(event.runners.length);
        expect(event.runners).toHaveLength(sport === 'soccer' ? 3 : 2);
        expect(event.chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 9);
        expect(event.winner).toBeGreaterThanOrEqual(0);
        expect(event.winner).toBeLessThan(event.runners.length);
        expect(event.name).toBe(`${event.runners[0]} v ${event.runners[1]}`);
        expect(event.eventId).toMatch(/^\d{8}$/);
        expect(event.marketId).toBe(`1.${event.eventId}`);
      }
    }
  });

  it('finds a match again from its event id or market id; other ids name none', () => {
    const event = scheduledEvent(SEED, 'soccer', 160_000);
    expect(eventById(SEED, event.eventId)).toEqual(event);
    expect(eventById(SEED, event.marketId)).toEqual(event);
    expect(eventById(SEED, '9' + event.eventId.slice(1))).toBeUndefined();
    expect(eventById(SEED, 'abc')).toBeUndefined();
  });
});
