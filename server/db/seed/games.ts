import { sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { gamePlatforms, games, type GameType } from '../schema.ts';
import type { SeedTx } from './types.ts';
import { versionedPath } from '../../artwork/index.ts';

type PlatformSeed = { platform: string; name: string; status?: 'active' | 'maintenance'; games: Partial<Record<GameType, number>> };

/** 29 providers; game counts per type add up to a little over 2,000 games. */
export const demoPlatforms: PlatformSeed[] = [
  { platform: 'EVOLUTION', name: 'Evolution', games: { LIVE: 60, CASINO: 20 } },
  { platform: 'SEXYBCRT', name: 'AE Sexy', games: { LIVE: 25 } },
  { platform: 'PP', name: 'Pragmatic Play', games: { SLOT: 180, LIVE: 40, CASINO: 20 } },
  { platform: 'PT', name: 'Playtech', games: { LIVE: 30, SLOT: 100 } },
  { platform: 'EZUGI', name: 'Ezugi', games: { LIVE: 30 } },
  { platform: 'DG', name: 'Dream Gaming', games: { LIVE: 15 } },
  { platform: 'SAGAMING', name: 'SA Gaming', status: 'maintenance', games: { LIVE: 15 } },
  { platform: 'JILI', name: 'JILI', games: { SLOT: 150, FISHING: 15, TABLE: 30, POKER: 15, CRASH: 10, ARCADE: 20, CASINO: 15 } },
  { platform: 'PG', name: 'PG Soft', games: { SLOT: 180 } },
  { platform: 'REDTIGER', name: 'Red Tiger', games: { SLOT: 120 } },
  { platform: 'SPADE', name: 'Spadegaming', games: { SLOT: 100, FISHING: 10, ARCADE: 10 } },
  { platform: 'KA', name: 'KA Gaming', games: { SLOT: 150, FISHING: 10 } },
  { platform: 'FC', name: 'Fa Chai', games: { SLOT: 80, FISHING: 10, ARCADE: 10 } },
  { platform: 'JDB', name: 'JDB', games: { SLOT: 100, FISHING: 12, ARCADE: 15 } },
  { platform: 'NETENT', name: 'NetEnt', games: { SLOT: 120, CASINO: 20 } },
  { platform: 'KINGMAKER', name: 'Kingmaker', games: { TABLE: 60, ARCADE: 20, LOTTERY: 10, POKER: 10 } },
  { platform: 'SPRIBE', name: 'Spribe', games: { CRASH: 3, ARCADE: 8 } },
  { platform: 'AVIATRIX', name: 'Aviatrix', games: { CRASH: 2 } },
  { platform: 'SMARTSOFT', name: 'SmartSoft', games: { CRASH: 10, SLOT: 40, LOTTERY: 10 } },
  { platform: 'V8POKER', name: 'V8 Poker', games: { POKER: 25, TABLE: 10 } },
  { platform: 'TCG', name: 'TCG Lottery', games: { LOTTERY: 20 } },
  { platform: 'YELLOWBAT', name: 'YellowBat', games: { SLOT: 60, FISHING: 5 } },
  // Sportsbooks of the side menu's Sports sub-menu (each opened in /gamerun); the exchange is /exchange.
  { platform: 'ISPORTS', name: 'I-Sports', games: { SPORTS: 1 } },
  { platform: 'E1SPORTS', name: 'E1Sports', games: { SPORTS: 1 } },
  { platform: 'HORSEBOOK', name: 'Horsebook', games: { SPORTS: 1 } },
  { platform: 'VIRTUAL', name: 'Virtual', games: { SPORTS: 1 } },
  { platform: 'KABADDI', name: 'Kabaddi', games: { SPORTS: 1 } },
  { platform: 'FANTASY', name: 'Fantasy', games: { SPORTS: 1 } },
  { platform: 'SBO', name: 'SBO Sports', games: { SPORTS: 1 } },
];

const words: Record<GameType, [string[], string[]]> = {
  SLOT: [
    ['Golden', 'Lucky', 'Mega', 'Fortune', 'Dragon', 'Wild', 'Super', 'Royal', 'Magic', 'Crazy', 'Fire', 'Diamond', 'Jungle', 'Mystic', 'Sweet', 'Aztec', 'Pirate', 'Ninja', 'Tiger', 'Lotus', 'Bengal', 'Neon', 'Thunder', 'Cosmic'],
    ['Empire', 'Treasure', 'Bonanza', 'Riches', 'Gems', 'Fruits', 'Spins', 'Pharaoh', 'Panda', 'Koi', 'Wolf', 'Joker', 'Fiesta', 'Legends', 'Quest', 'Hunter', 'Rush', 'Party', 'Kingdom', 'Blast', 'Reels', 'Vault', 'Temple', 'Wilds'],
  ],
  LIVE: [
    ['Speed', 'Lightning', 'VIP', 'Dhaka', 'Classic', 'Salon', 'Auto', 'Mega', 'First Person', 'Golden', 'Infinite', 'Power', 'Turbo', 'Royal'],
    ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger', 'Andar Bahar', 'Teen Patti', 'Fan Tan', 'Craps', 'Wheel', 'Poker', 'Dice'],
  ],
  CASINO: [
    ['Classic', 'European', 'American', 'French', 'Multi-hand', 'Premium', 'Double', 'Single Deck', 'Mini', 'Royal'],
    ['Roulette', 'Blackjack', 'Baccarat', 'Video Poker', 'Keno', 'Scratch', 'Hi-Lo', 'Red Dog', 'Casino Hold’em'],
  ],
  TABLE: [
    ['Thai', 'Bangla', 'Rich', 'Jhandi', 'Classic', 'Sea', 'Bola', 'Fish', 'Royal', 'Ludo'],
    ['Hi-Lo', 'Sic Bo', 'Munda', 'Teen Patti', 'Andar Bahar', 'Cards', 'Dice', 'Prawn Crab', 'Number', 'Poker'],
  ],
  POKER: [
    ['Texas', 'Omaha', 'Pineapple', 'Fast', 'Short Deck', 'Tournament', 'Jackpot', 'Bangla', 'Mega', 'Classic'],
    ['Hold’em', 'Poker', 'Showdown', 'Rummy', 'Blitz', 'Table', 'Sit & Go', 'Bounty'],
  ],
  CRASH: [
    ['Aviator', 'Jet', 'Rocket', 'Space', 'Turbo', 'Balloon', 'Limbo', 'Moon', 'Crash', 'Zeppelin'],
    ['X', 'Rush', 'Boom', 'Flight', 'Climb', 'Pilot', 'Star', 'Mania'],
  ],
  FISHING: [
    ['Ocean', 'Mega', 'Royal', 'Dragon', 'Golden', 'Jackpot', 'Happy', 'Bombing', 'Deep Sea', 'All-star', 'Boom', 'Cai Shen'],
    ['Fishing', 'Fish King', 'Hunter', 'Fortune', 'Shark', 'Catch', 'Legend'],
  ],
  ARCADE: [
    ['Plinko', 'Mines', 'Dice', 'Goal', 'Keno', 'Hilo', 'Mini', 'Tower', 'Coin', 'Wheel', 'Crazy', 'Bingo'],
    ['Pro', 'Rush', 'Blast', 'Mania', 'Master', 'Classic', 'Party', 'Go'],
  ],
  LOTTERY: [
    ['Dhaka', 'Lucky', 'Super', 'Mega', 'Quick', 'Daily', 'Fast', 'Golden', 'Jackpot'],
    ['Lotto', 'Keno', 'Draw', 'Pick 3', 'Pick 5', 'Ball', 'Racing', 'Numbers'],
  ],
  SPORTS: [[''], ['']],
};

/** Deterministic pseudo-random numbers (mulberry32), so every seed gives the same catalogue. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every game has its own poster, drawn from its name, type and provider (server/artwork/poster.ts). */
export function gamePosterUrl(code: string): string {
  return versionedPath(`/storage/games/${code}.svg`);
}

/** The demo game catalogue: codes `{PLATFORM}-{TYPE}-{NNNN}`, names from word lists. */
export function demoGames(clock: Clock): (typeof games.$inferInsert)[] {
  const next = random(20250505);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const now = clock.now().getTime();
  const rows: (typeof games.$inferInsert)[] = [];
  for (const seed of demoPlatforms) {
    for (const [type, count] of Object.entries(seed.games) as [GameType, number][]) {
      const used = new Map<string, number>();
      for (let index = 1; index <= count; index++) {
        const code = `${seed.platform}-${type}-${String(index).padStart(4, '0')}`;
        let name: string;
        if (type === 'SPORTS') name = seed.name;
        else {
          const [first, second] = words[type];
          const base = `${pick(first)} ${pick(second)}`;
          const seen = (used.get(base) ?? 0) + 1;
          used.set(base, seen);
          name = seen === 1 ? base : `${base} ${seen}`;
        }
        rows.push({
          code,
          name,
          type,
          platform: seed.platform,
          poster: gamePosterUrl(code),
          active: true,
          displayOrder: Math.floor(next() * 10_000),
          // Spread over the last ~2 years so "Latest" (createTime) has something to sort.
          createdAt: new Date(now - Math.floor(next() * 730 * 24) * 3_600_000),
        });
      }
    }
  }
  return rows;
}

/**
 * The games as one JSON parameter that the database spreads into rows (`json_populate_recordset`): one
 * statement instead of four INSERTs binding 4,000 values each. On PGlite about 120 ms instead of 300; the
 * server tests seed the catalogue some 150 times a run.
 */
function insertGamesAsJson(rows: (typeof games.$inferInsert)[]) {
  const json = rows.map((row) => ({
    code: row.code,
    name: row.name,
    type: row.type,
    platform: row.platform,
    poster: row.poster ?? null,
    active: row.active ?? true,
    display_order: row.displayOrder ?? 0,
    created_at: (row.createdAt ?? new Date()).toISOString(),
  }));
  const columns = sql.raw('code, name, type, platform, poster, active, display_order, created_at');
  // In the array's order, so the ids follow it as the INSERTs' did.
  return sql`insert into ${games} (${columns}) select ${columns} from json_populate_recordset(null::${games}, ${JSON.stringify(json)}::json) with ordinality as game order by game.ordinality`;
}

/** Providers and ~2,000 games in one INSERT. Runs inside the seed transaction. */
export async function seedGames(tx: SeedTx, clock: Clock): Promise<{ platforms: number; games: number }> {
  await tx.insert(gamePlatforms).values(
    demoPlatforms.map((seed, index) => ({
      platform: seed.platform,
      name: seed.name,
      icon: versionedPath(`/storage/providers/${seed.platform.toLowerCase()}.svg`),
      status: seed.status ?? 'active',
      displayOrder: index + 1,
    })),
  );
  const rows = demoGames(clock);
  await tx.execute(insertGamesAsJson(rows));
  return { platforms: demoPlatforms.length, games: rows.length };
}
