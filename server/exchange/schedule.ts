import { hash32, pick, unit } from './random.ts';

/**
 * The simulated fixture list: each sport has a match every `everyMs`, lasting `lastsMs` (longer than
 * the gap, so a match of each sport is always in play). A match is numbered by its slot since the
 * epoch; its teams, ids and result follow from the seed and that number alone.
 */
export const SPORTS = ['cricket', 'soccer', 'tennis'] as const;
export type Sport = (typeof SPORTS)[number];

const MINUTE = 60_000;

export const SPORT_PLANS: Record<Sport, { code: number; everyMs: number; lastsMs: number; offsetMs: number }> = {
  cricket: { code: 4, everyMs: 180 * MINUTE, lastsMs: 210 * MINUTE, offsetMs: 30 * MINUTE },
  soccer: { code: 1, everyMs: 105 * MINUTE, lastsMs: 115 * MINUTE, offsetMs: 15 * MINUTE },
  tennis: { code: 2, everyMs: 90 * MINUTE, lastsMs: 100 * MINUTE, offsetMs: 5 * MINUTE },
};

const TEAMS: Record<Sport, readonly string[]> = {
  cricket: [
    'Bangladesh', 'India', 'Pakistan', 'Sri Lanka', 'Afghanistan', 'Australia', 'England', 'New Zealand', 'South Africa', 'West Indies',
    'Dhaka Capitals', 'Chattogram Challengers', 'Rangpur Riders', 'Khulna Tigers', 'Sylhet Strikers', 'Comilla Victorians', 'Fortune Barishal',
  ],
  soccer: [
    'Abahani Limited Dhaka', 'Bashundhara Kings', 'Mohammedan SC', 'Sheikh Jamal DC', 'Arsenal', 'Chelsea', 'Liverpool', 'Manchester City',
    'Real Madrid', 'Barcelona', 'Bayern Munich', 'Juventus', 'Inter', 'Paris Saint-Germain', 'Borussia Dortmund', 'Atletico Madrid',
  ],
  tennis: [
    'C Alcaraz', 'J Sinner', 'N Djokovic', 'D Medvedev', 'A Zverev', 'H Rune', 'T Fritz', 'C Ruud', 'A de Minaur', 'S Tsitsipas',
    'A Sabalenka', 'I Swiatek', 'C Gauff', 'E Rybakina', 'J Pegula', 'Q Zheng',
  ],
};

export const DRAW_NAME = 'The Draw';

export type ScheduledEvent = {
  sport: Sport;
  slot: number;
  /** Eight digits: the sport's code, then the slot. */
  eventId: string;
  /** Match Odds market id, "1." and the event id. */
  marketId: string;
  /** "Home v Away". */
  name: string;
  /** Runner names; soccer has the draw as its third runner. */
  runners: readonly string[];
  startsAt: number;
  endsAt: number;
  hasFancy: boolean;
  hasBookmaker: boolean;
  /** Pre-match chances of each runner (sum 1). */
  chances: readonly number[];
  /** Index of the runner that wins, decided with the chances. */
  winner: number;
};

export type EventPhase = 'upcoming' | 'inPlay' | 'closed';

export function phaseAt(event: Pick<ScheduledEvent, 'startsAt' | 'endsAt'>, now: number): EventPhase {
  if (now < event.startsAt) return 'upcoming';
  return now < event.endsAt ? 'inPlay' : 'closed';
}

function chancesOf(seed: string, sport: Sport, slot: number): number[] {
  const first = 0.25 + unit(seed, sport, slot, 'chance') * 0.5;
  if (sport !== 'soccer') return [first, 1 - first];
  const draw = 0.22 + unit(seed, sport, slot, 'draw') * 0.08;
  return [first * (1 - draw), (1 - first) * (1 - draw), draw];
}

function winnerOf(seed: string, chances: readonly number[], sport: Sport, slot: number): number {
  let roll = unit(seed, sport, slot, 'winner');
  for (let index = 0; index < chances.length; index += 1) {
    roll -= chances[index] ?? 0;
    if (roll < 0) return index;
  }
  return chances.length - 1;
}

export function scheduledEvent(seed: string, sport: Sport, slot: number): ScheduledEvent {
  const plan = SPORT_PLANS[sport];
  const teams = TEAMS[sport];
  const home = pick(teams, seed, sport, slot, 'home');
  const others = teams.filter((team) => team !== home);
  const away = pick(others, seed, sport, slot, 'away');
  const eventId = String(plan.code * 10_000_000 + (slot % 10_000_000));
  const startsAt = slot * plan.everyMs + plan.offsetMs;
  const chances = chancesOf(seed, sport, slot);
  return {
    sport,
    slot,
    eventId,
    marketId: `1.${eventId}`,
    name: `${home} v ${away}`,
    runners: sport === 'soccer' ? [home, away, DRAW_NAME] : [home, away],
    startsAt,
    endsAt: startsAt + plan.lastsMs,
    hasFancy: sport === 'cricket',
    hasBookmaker: sport === 'cricket' || (sport === 'soccer' && hash32(seed, sport, slot, 'bookmaker') % 2 === 0),
    chances,
    winner: winnerOf(seed, chances, sport, slot),
  };
}

/** Matches of a sport starting in [from, to). */
export function eventsStartingBetween(seed: string, sport: Sport, from: number, to: number): ScheduledEvent[] {
  const plan = SPORT_PLANS[sport];
  const first = Math.ceil((from - plan.offsetMs) / plan.everyMs);
  const last = Math.ceil((to - plan.offsetMs) / plan.everyMs) - 1;
  const events: ScheduledEvent[] = [];
  for (let slot = Math.max(0, first); slot <= last; slot += 1) events.push(scheduledEvent(seed, sport, slot));
  return events;
}

/** The event of an event id or Match Odds market id, or undefined when it names none. */
export function eventById(seed: string, id: string): ScheduledEvent | undefined {
  const match = /^(?:1\.)?(\d)(\d{7})$/.exec(id);
  if (!match) return undefined;
  const sport = SPORTS.find((candidate) => SPORT_PLANS[candidate].code === Number(match[1]));
  if (!sport) return undefined;
  return scheduledEvent(seed, sport, Number(match[2]));
}

/** Dhaka is GMT+6 all year. */
export const DHAKA_OFFSET_MS = 6 * 60 * MINUTE;
const DAY_MS = 24 * 60 * MINUTE;

/** Start of the Dhaka calendar day containing `now`, as epoch ms. */
export function dhakaDayStart(now: number): number {
  return Math.floor((now + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS;
}

/**
 * What sports-events lists: finished matches of yesterday and today (for results), those in play, and
 * those of today and tomorrow (Dhaka days).
 */
export function listedEvents(seed: string, sport: Sport, now: number): ScheduledEvent[] {
  const today = dhakaDayStart(now);
  return eventsStartingBetween(seed, sport, today - DAY_MS, today + 2 * DAY_MS);
}
