import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { siteSettings } from './schema.ts';
import { seedDemoPlayerAccount } from './seed/account.ts';
import { seedContent } from './seed/content.ts';
import { seedDemoPlayerHistory } from './seed/history.ts';
import { seedGames } from './seed/games.ts';
import { preparePlayers, seedPlayers } from './seed/players.ts';
import { seedPaymentMethods, seedPromotions } from './seed/promotions.ts';

export { demoSiteSettings, demoSliders } from './seed/content.ts';

/** Marks a seeded database, so the seed runs on the first start only. */
const SEEDED_KEY = 'seeded_at';

async function isSeeded(db: Pick<Database['db'], 'select'>): Promise<boolean> {
  return (await db.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, SEEDED_KEY))).length > 0;
}

/** Seeds demo content and players once, in one transaction; returns true if it seeded now. */
export async function seedDatabase(
  database: Database,
  config: Pick<Config, 'demoUsername' | 'demoPassword'> & Partial<Pick<Config, 'exchangeSeed' | 'exchangeDataUrl'>>,
  clock: Clock,
): Promise<boolean> {
  if (await isSeeded(database.db)) return false;
  const prepared = await preparePlayers(config);
  return database.db.transaction(async (tx) => {
    // The marker row is inserted first: a concurrent first start then waits on it and seeds nothing.
    const marked = await tx
      .insert(siteSettings)
      .values({ key: SEEDED_KEY, value: { at: clock.now().toISOString() } })
      .onConflictDoNothing()
      .returning({ key: siteSettings.key });
    if (marked.length === 0) return false;
    await seedContent(tx, clock);
    await seedPlayers(tx, prepared, clock);
    await seedGames(tx, clock);
    await seedPromotions(tx, clock);
    await seedPaymentMethods(tx);
    // Needs the demo player's row, so it runs after seedPlayers.
    await seedDemoPlayerAccount(tx, prepared.username, clock);
    // Deposits, a withdrawal, casino rounds and (with the simulated exchange feed) a settled exchange bet
    // through the domain functions (issue 22); the second demo player starts empty.
    await seedDemoPlayerHistory(tx, prepared.username, clock, config.exchangeDataUrl ? undefined : config.exchangeSeed);
    return true;
  });
}
