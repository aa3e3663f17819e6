import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { artworkVersion, banglaArtwork, gamePosterSvg } from '../../artwork/index.ts';
import { gamePlatforms, games, gameTypes, paymentMethods, promotions, siteSettings, sliders } from '../../db/schema.ts';
import { describeBothDatabases } from '../../testing/both-databases.ts';
import { IMMUTABLE, REVALIDATE } from './storage.ts';
import { seedCatalog, testApp } from '../../testing/app.ts';

/** Words a player must never see (issue 22): placeholder names of the old generated pictures. */
const PLACEHOLDER = /\b(logo|mobile logo|main \d|features?|features \d|favourite \d|promotion \d|lorem)\b/i;

/** What a player can read in an SVG: its text nodes and its accessible name. */
function visibleWords(svg: string): string[] {
  const texts = [...svg.matchAll(/>([^<>]+)</g)].map((match) => match[1] ?? '');
  const labels = [...svg.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...texts, ...labels].map((text) => text.trim()).filter(Boolean);
}

describeBothDatabases('generated images under /storage', (ctx) => {
  let app: ReturnType<typeof testApp>;
  const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
  beforeEach(async () => {
    app = testApp(ctx.database());
    await seedCatalog(ctx.database());
  });

  it('serves a picture for every image the seeded data names, none with placeholder text, a distinct poster for every game', async () => {
    const { db } = ctx.database();
    const logoRow = (await db.select().from(siteSettings)).find((row) => row.key === 'logo');
    const logoPaths = Object.values(logoRow?.value ?? {});
    const sliderRows = await db.select({ name: sliders.name, nameBn: sliders.nameBn, path: sliders.thubmnail }).from(sliders);
    const promotionRows = await db.select({ name: promotions.name, nameBn: promotions.nameBn, path: promotions.thumbnail }).from(promotions);
    const methodRows = await db.select({ name: paymentMethods.name, path: paymentMethods.icon }).from(paymentMethods);
    const providerRows = await db.select({ name: gamePlatforms.name, path: gamePlatforms.icon }).from(gamePlatforms);
    const gameRows = await db
      .select({ code: games.code, name: games.name, type: games.type, platform: games.platform, path: games.poster, providerName: gamePlatforms.name })
      .from(games)
      .innerJoin(gamePlatforms, eq(gamePlatforms.platform, games.platform));
    expect(logoPaths.length).toBe(4);
    expect(gameRows.length).toBeGreaterThan(2000);

    // The seeded names and captions a player reads as text.
    const names = [...[...sliderRows, ...promotionRows].map((row) => row.nameBn ?? ''), ...[...sliderRows, ...promotionRows, ...methodRows, ...providerRows, ...gameRows].map((row) => row.name)];
    expect(names.filter((name) => PLACEHOLDER.test(name) || /^game$/i.test(name))).toEqual([]);

    // Every picture but the posters through the server; the posters are the generator's output for each
    // game's row (what the route draws), and one poster of every type is checked to come through the server.
    // The Bangla site's word-free drawings of the sliders and promotions too (issue 22).
    const banglaPaths = [...sliderRows, ...promotionRows].map((row) => banglaArtwork(row.path)?.thumbnail);
    expect(banglaPaths.every((path) => path?.endsWith(`.bn.svg?v=${artworkVersion()}`))).toBe(true);
    const paths = [...logoPaths, ...[...sliderRows, ...promotionRows, ...methodRows, ...providerRows].map((row) => row.path), ...banglaPaths];
    const bodies = new Map<string, string>();
    for (const path of paths) {
      expect(path, 'every seeded row has a picture').toMatch(/^\/storage\//);
      const res = await get(path ?? '');
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      bodies.set(path ?? '', await res.text());
    }
    for (const game of gameRows) {
      expect(game.path).toBe(`/storage/games/${game.code}.svg?v=${artworkVersion()}`);
      bodies.set(game.path ?? '', gamePosterSvg(game));
    }
    for (const type of gameTypes) {
      const game = gameRows.find((row) => row.type === type);
      expect(await (await get(game?.path ?? '')).text()).toBe(bodies.get(game?.path ?? ''));
    }
    const offending = [...bodies].flatMap(([path, svg]) => visibleWords(svg).filter((words) => PLACEHOLDER.test(words) || /^game$/i.test(words)).map((words) => `${path}: ${words}`));
    expect(offending).toEqual([]);
    const posters = gameRows.map((row) => bodies.get(row.path ?? ''));
    expect(new Set(posters).size).toBe(gameRows.length);
    // Every picture has a fixed size, so the page keeps its place while it loads.
    expect([...bodies.values()].filter((svg) => !/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/.test(svg))).toEqual([]);
  });

  it('draws the Bangla site’s pictures without words, the same size as the English ones; .bn only for sliders and promotions (issue 22)', async () => {
    for (const slug of ['welcome-bonus', 'cricket-live', 'top-slots']) {
      const english = await (await get(`/storage/sliders/${slug}.svg`)).text();
      const bangla = await (await get(`/storage/sliders/${slug}.bn.svg?v=${artworkVersion()}`)).text();
      const size = (svg: string) => /width="\d+" height="\d+"/.exec(svg)?.[0];
      expect(size(bangla)).toBe(size(english));
      // No words in the picture: at most the few marks of the illustration (the 5% coin, a 7 on the reels).
      const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((match) => match[1] ?? '');
      expect(texts(english).some((text) => text.length > 3)).toBe(true);
      expect(texts(bangla).filter((text) => text.length > 3)).toEqual([]);
    }
    const promotion = await (await get('/storage/promotions/welcome-sports-bonus.bn.svg')).text();
    expect(promotion).not.toContain('SPORTS WELCOME');
    expect(promotion).toMatch(/width="800" height="400"/);
    const res = await get(`/storage/sliders/weekly-cashback.bn.svg?v=${artworkVersion()}`);
    expect(res.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect((await get('/storage/logo/logo.bn.svg')).status).toBe(404);
    expect((await get('/storage/payments/bkash.bn.svg')).status).toBe(404);
  });

  it('caches a versioned address for a year and revalidates any other by its ETag', async () => {
    const versioned = await get(`/storage/sliders/welcome-bonus.svg?v=${artworkVersion()}`);
    expect(versioned.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const path of ['/storage/sliders/welcome-bonus.svg', '/storage/sliders/welcome-bonus.svg?v=old', '/storage/logo/logo.svg', '/storage/games/JILI-SLOT-0001.svg?v=0']) {
      const res = await get(path);
      expect({ path, cache: res.headers.get('Cache-Control') }).toEqual({ path, cache: REVALIDATE });
      const etag = res.headers.get('ETag') ?? '';
      expect(etag).toMatch(/^"[\w-]{22}"$/);
      const again = await get(path, { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    expect((await get(`/storage/games/JILI-SLOT-0001.svg?v=${artworkVersion()}`)).headers.get('Cache-Control')).toBe(IMMUTABLE);
  });

  it('compresses by Accept-Encoding: brotli first, then gzip, else plain', async () => {
    const path = `/storage/games/PP-SLOT-0001.svg?v=${artworkVersion()}`;
    const plain = await get(path);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    const svg = await plain.text();
    expect(Number(plain.headers.get('Content-Length'))).toBe(Buffer.byteLength(svg));

    const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBody).toString()).toBe(svg);
    expect(brBody.length).toBeLessThan(Buffer.byteLength(svg) / 2);

    const gz = await get(path, { 'Accept-Encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(svg);
    expect(gz.headers.get('ETag')).toBe(plain.headers.get('ETag'));
  });
});
