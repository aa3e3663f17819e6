import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { artworkVersion, gamePosterSvg, storageSvg, type StorageFolder } from '../../artwork/index.ts';
import { gamePlatforms, games } from '../../db/schema.ts';
import { acceptedEncodings, type Encoding } from '../../http/accept-encoding.ts';

/** A versioned address (`?v=` the current artwork version) never changes: cached for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Any other address is revalidated by its ETag on every use. */
export const REVALIDATE = 'public, no-cache';

type Entry = { svg: string; etag: string; encoded: Partial<Record<Encoding, Buffer>> };

// Generated SVGs, keyed by path; bounded so unknown codes cannot grow it without limit.
const svgCache = new Map<string, Entry>();
const SVG_CACHE_MAX = 5000;

function cached(key: string, draw: () => string): Entry {
  const hit = svgCache.get(key);
  if (hit) return hit;
  const svg = draw();
  const entry: Entry = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`, encoded: {} };
  if (svgCache.size >= SVG_CACHE_MAX) svgCache.delete(svgCache.keys().next().value ?? '');
  svgCache.set(key, entry);
  return entry;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  const hit = entry.encoded[encoding];
  if (hit) return hit;
  const raw = Buffer.from(entry.svg);
  const out = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipSync(raw, { level: 9 });
  entry.encoded[encoding] = out;
  return out;
}

/** The SVG with its caching headers, compressed as the client accepts (brotli, then gzip), 304 on a matching ETag. */
function svgResponse(c: Context, entry: Entry): Response {
  const headers = new Headers({
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': c.req.query('v') === artworkVersion() ? IMMUTABLE : REVALIDATE,
    ETag: entry.etag,
    Vary: 'Accept-Encoding',
  });
  if (c.req.header('If-None-Match') === entry.etag) return new Response(null, { status: 304, headers });
  const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
  const body = encoding ? encode(entry, encoding) : Buffer.from(entry.svg);
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { headers });
}

/** Generated images under /storage: game posters, logos, banners, promotion art, payment and provider marks. */
export function registerStorageRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/storage/games/:file', async (c) => {
    const match = /^([A-Za-z0-9_-]{1,64})\.svg$/.exec(c.req.param('file'));
    if (!match?.[1]) return c.text('Not found', 404);
    const key = `games/${match[1]}`;
    let entry = svgCache.get(key);
    if (!entry) {
      const [game] = await db
        .select({ code: games.code, name: games.name, platform: games.platform, type: games.type, providerName: gamePlatforms.name })
        .from(games)
        .leftJoin(gamePlatforms, eq(gamePlatforms.platform, games.platform))
        .where(eq(games.code, match[1]));
      if (!game) return c.text('Not found', 404);
      entry = cached(key, () => gamePosterSvg(game));
    }
    return svgResponse(c, entry);
  });

  app.get('/storage/:folder{logo|sliders|promotions|payments|providers}/:file', async (c) => {
    // {slug}.bn.svg: a banner's, tile's or promotion's drawing without words, for the Bangla site (banglaArtwork).
    const match = /^([a-z0-9_-]{1,64})(\.bn)?\.svg$/.exec(c.req.param('file'));
    if (!match?.[1]) return c.text('Not found', 404);
    const slug = match[1];
    const folder = c.req.param('folder') as StorageFolder;
    const wordless = match[2] !== undefined && (folder === 'sliders' || folder === 'promotions');
    if (match[2] && !wordless) return c.text('Not found', 404);
    const key = `${folder}/${slug}${wordless ? '.bn' : ''}`;
    let entry = svgCache.get(key);
    if (!entry) {
      // A provider's badge carries its name's initials: "Pragmatic Play" gives PP.
      const [provider] = folder === 'providers' ? await db.select({ name: gamePlatforms.name }).from(gamePlatforms).where(eq(gamePlatforms.platform, slug.toUpperCase())) : [];
      entry = cached(key, () => storageSvg(folder, slug, provider?.name, wordless));
    }
    return svgResponse(c, entry);
  });
}
