import { eq } from 'drizzle-orm';
import { promotions } from '../../db/schema.ts';
import { hiddenPromotionCategoryIds, visiblePromotionCategoryIds } from '../../db/tables/promotions.ts';
import { fixedClock } from '../../clock.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { seedCatalog, testApp, TEST_NOW } from '../../testing/app.ts';

type Listed = { id: number; name: string; categories: number[]; tag: string; start_date: string | null; end_date: string | null; status: string };

/** The promotions page's calls (spec 2 §2 Promotions, §7, §9): categories, tag, validity and the full text. */
describeBothDatabases('promotions', (ctx) => {
  const clock = fixedClock(TEST_NOW);
  const get = (path: string) => testApp(ctx.database(), clock).request(path);
  const list = async (path: string) => (await (await get(path)).json()) as Listed[];

  beforeEach(async () => {
    clock.set(TEST_NOW);
    await seedCatalog(ctx.database());
  });

  it('seeds the spec’s welcome offers first, both in Welcome Offer (99): the ৳7,777 sports bonus and 100% plus free spins', async () => {
    const welcome = await list('/api/promotion?category=99');
    expect(welcome.map((item) => item.name)).toEqual(['Welcome Offer: ৳7,777 Sports Bonus', '100% Slots Welcome Bonus + Free Spins']);
    // Seeded on 2025-05-05: the ৳7,777 offer runs to the end of the next year.
    expect(welcome[0]).toMatchObject({ categories: [99, 4], tag: 'New', start_date: '2025-04-05', end_date: '2026-12-31' });
  });

  it('?category=<id> answers only the promotions in that category, in the same order as the whole list', async () => {
    const all = await list('/api/promotion');
    const counts = new Map<number, number>();
    for (const id of [...visiblePromotionCategoryIds, ...hiddenPromotionCategoryIds]) {
      const filtered = await list(`/api/promotion?category=${id}`);
      expect(filtered, `category ${id}`).toEqual(all.filter((item) => item.categories.includes(id)));
      counts.set(id, filtered.length);
    }
    // Every category of the strip has promotions.
    expect(visiblePromotionCategoryIds.filter((id) => (counts.get(id) ?? 0) === 0)).toEqual([]);
    // One promotion in several categories is listed under each.
    const casino = await list('/api/promotion?category=2');
    const table = await list('/api/promotion?category=256');
    expect(casino.map((item) => item.name)).toContain('Live Casino Cashback 5%');
    expect(table.map((item) => item.name)).toContain('Live Casino Cashback 5%');
  });

  it('refuses an unknown category with 422 and a clear message', async () => {
    const expected = 'category must be one of 1, 2, 4, 8, 16, 32, 64, 99, 128, 256, 512, 1024, 2048, 4096, 8192, 16384.';
    for (const bad of ['3', '0', '100', 'slots', '', '-1', '1.5', '99999999999', '32768']) {
      const res = await get(`/api/promotion?category=${encodeURIComponent(bad)}`);
      expect(res.status, `category=${bad}`).toBe(422);
      expect(await res.json()).toMatchObject({ message: expected, errors: { category: [expected] } });
    }
  });

  it('leaves out promotions past their end date or not yet started (Dhaka dates), in the list and the detail', async () => {
    const db = ctx.database().db;
    await db.update(promotions).set({ endDate: '2025-05-05' }).where(eq(promotions.id, 3));
    await db.update(promotions).set({ startDate: '2025-05-06', endDate: null }).where(eq(promotions.id, 4));
    // 2025-05-05 23:59 in Dhaka: the last day of promotion 3, the day before promotion 4.
    clock.set('2025-05-05T17:59:00.000Z');
    let ids = (await list('/api/promotion')).map((item) => item.id);
    expect(ids).toContain(3);
    expect(ids).not.toContain(4);
    expect((await get('/api/promotions/4')).status).toBe(404);
    // 2025-05-06 00:00 in Dhaka: promotion 3 has ended, promotion 4 has started.
    clock.set('2025-05-05T18:00:00.000Z');
    ids = (await list('/api/promotion')).map((item) => item.id);
    expect(ids).not.toContain(3);
    expect(ids).toContain(4);
    expect((await get('/api/promotions/3')).status).toBe(404);
    expect((await get('/api/promotions/4')).status).toBe(200);
  });

  it('a promotion that ended on 2024/12/31 (the spec’s date for the ৳7,777 offer) is not shown later', async () => {
    const db = ctx.database().db;
    await db.update(promotions).set({ startDate: '2024-01-01', endDate: '2024-12-31' }).where(eq(promotions.id, 1));
    clock.set('2026-01-15T00:00:00.000Z');
    expect((await list('/api/promotion?category=99')).map((item) => item.id)).toEqual([2]);
  });

  it('GET /api/promotions/{id} answers the list’s fields plus the full text (terms)', async () => {
    const [first] = await list('/api/promotion');
    const res = await get(`/api/promotions/${first?.id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as Listed & { terms: string };
    expect(detail).toMatchObject(first ?? {});
    expect(detail.terms).toContain('up to ৳7,777');
    expect(detail.terms.split('\n').length).toBeGreaterThan(2);
    expect(first).not.toHaveProperty('terms');
  });
});
