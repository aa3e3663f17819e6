import { and, eq, ne } from 'drizzle-orm';
import { fixedClock } from '../../clock.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { chatMessages, chats, fundsTransactions, gamePlatforms, games, gameTypes, inboxMessages, paymentChannels, paymentMethods, players, promotions, supportAgents } from '../schema.ts';
import { visiblePromotionCategoryIds } from '../tables/promotions.ts';
import { seedDatabase } from '../seed.ts';
import { demoGames, seedGames } from './games.ts';

const config = { demoUsername: 'demoplayer1', demoPassword: 'demo12345' };

describe('demoGames', () => {
  it('is deterministic, with unique codes', () => {
    const clock = fixedClock('2025-01-01T00:00:00.000Z');
    const first = demoGames(clock);
    expect(demoGames(clock)).toEqual(first);
    expect(new Set(first.map((game) => game.code)).size).toBe(first.length);
    expect(first.every((game) => /^[A-Z0-9]+-[A-Z]+-\d{4}$/.test(game.code))).toBe(true);
  });
});

describeBothDatabases('seed: games, promotions, payment methods, demo account', (ctx) => {
  // Its time is printed, not asserted: a timed test fails on a busy machine (docs/bench.md has the figures).
  it('seeds 2,000+ games in one statement, each stored as demoGames makes it', async () => {
    const started = performance.now();
    const result = await ctx.database().db.transaction((tx) => seedGames(tx, fixedClock()));
    const elapsed = Math.round(performance.now() - started);
    console.info(`[seed ${ctx.kind}] ${result.games} games and ${result.platforms} platforms in ${elapsed} ms`);
    expect(result.games).toBeGreaterThanOrEqual(2000);
    const stored = await ctx.database().db.select().from(games).orderBy(games.id);
    const made = demoGames(fixedClock());
    expect(stored.map(({ id: _id, ...game }) => game)).toEqual(made.map((game) => ({ ...game, active: true })));
    expect(stored.map((game) => game.id)).toEqual(made.map((_, index) => index + 1));
  });

  it('seeds everything the content calls need, once', async () => {
    expect(await seedDatabase(ctx.database(), config, fixedClock('2025-05-05T12:00:00.000Z'))).toBe(true);
    const { db } = ctx.database();
    const platforms = await db.select().from(gamePlatforms);
    expect(platforms.length).toBeGreaterThanOrEqual(20);
    const allGames = await db.select({ type: games.type, poster: games.poster, platform: games.platform }).from(games);
    expect(allGames.length).toBeGreaterThanOrEqual(2000);
    expect(gameTypes.filter((type) => !allGames.some((game) => game.type === type))).toEqual([]);
    expect(allGames.filter((game) => game.poster === null)).toEqual([]);

    const promos = await db.select().from(promotions);
    const categories = new Set(promos.flatMap((promo) => promo.categories));
    expect(visiblePromotionCategoryIds.filter((id) => !categories.has(id))).toEqual([]);

    const methods = await db.select().from(paymentMethods);
    expect(methods.map((method) => method.name)).toEqual(['bKash', 'Nagad', 'Rocket', 'Upay', 'Bank', 'USDT']);
    const channels = await db.select().from(paymentChannels);
    expect(channels).toHaveLength(12);
    for (const method of methods) {
      const own = channels.filter((channel) => channel.paymentMethodId === method.id);
      expect(own.map((channel) => [channel.accountType, channel.minAmount, channel.maxAmount]).sort()).toEqual([
        ['Agent', '500.00', '25000.00'],
        ['Personal', '500.00', '10000.00'],
      ]);
    }

    const [demo] = await db.select().from(players).where(eq(players.username, 'demoplayer1'));
    const inbox = await db.select().from(inboxMessages).where(eq(inboxMessages.playerId, demo?.id ?? 0));
    expect(inbox.length).toBeGreaterThan(10);
    // Four unread of the seeded messages, and one unread per decided deposit or withdrawal of the demo
    // history: the operator's decision tells the player in the inbox (issue 22).
    const decided = await db.select().from(fundsTransactions).where(and(eq(fundsTransactions.playerId, demo?.id ?? 0), ne(fundsTransactions.status, 'pending')));
    expect(decided.length).toBeGreaterThan(0);
    expect(inbox.filter((message) => !message.isRead).length).toBe(4 + decided.length);
    expect(await db.select().from(supportAgents)).toEqual([{ id: 7, username: 'support' }]);
    const [chat] = await db.select().from(chats).where(eq(chats.playerId, demo?.id ?? 0));
    expect(chat?.supportId).toBe(7);
    expect((await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat?.id ?? 0))).length).toBe(3);

    expect(await seedDatabase(ctx.database(), config, fixedClock())).toBe(false);
    expect(await db.select({ code: games.code }).from(games)).toHaveLength(allGames.length);
  });
});
