import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';

type Asset = { body: string | Uint8Array<ArrayBuffer>; type: string; etag: string; cache: string };

function entry(body: string | Uint8Array<ArrayBuffer>, type: string, cache: string): Asset {
  return { body, type, cache, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

function asset(file: string, type: string, cache: string): Asset {
  return entry(readFileSync(new URL(`./demo-game/${file}`, import.meta.url), 'utf8'), type, cache);
}

/** The game modules: a shared one, the page's entry, its dictionaries (i18n.js) and one per game kind (outcomes.ts `gameKinds`). */
export const demoGameScripts = ['main.js', 'shared.js', 'i18n.js', 'slot.js', 'roulette.js', 'baccarat.js', 'crash.js', 'shooter.js', 'lottery.js'] as const;

/**
 * The site's font (Noto Sans Bengali, the package the site builds from) served to the game frame from
 * our origin, so ৳ and Bangla never fall to a system font that lacks them (issue 22).
 */
export const demoGameFonts = ['bengali-400', 'bengali-700', 'latin-400', 'latin-700'] as const;

function fontAsset(name: string): Asset | null {
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-${name}-normal.woff2`);
    const bytes = readFileSync(file);
    return entry(new Uint8Array(bytes), 'font/woff2', 'public, max-age=604800');
  } catch {
    return null;
  }
}

/**
 * The demo game: a static page whose ES modules (same origin, no inline code: the CSP allows only 'self')
 * read the launch token from `?session=` and play through /provider/v1/*.
 */
export function registerDemoGame(app: Hono): void {
  // The page's url carries the launch token: never cache it. Scripts and style revalidate by ETag.
  const page = asset('index.html', 'text/html; charset=utf-8', 'no-store');
  const files: Record<string, Asset> = { 'game.css': asset('game.css', 'text/css; charset=utf-8', 'no-cache') };
  for (const script of demoGameScripts) files[script] = asset(script, 'text/javascript; charset=utf-8', 'no-cache');
  const fonts: Record<string, Asset> = {};
  for (const name of demoGameFonts) {
    const font = fontAsset(name);
    if (font) fonts[`noto-sans-bengali-${name}.woff2`] = font;
  }
  const send = (item: Asset, ifNoneMatch: string | undefined) => {
    const headers = { 'Content-Type': item.type, 'Cache-Control': item.cache, ETag: item.etag };
    if (ifNoneMatch === item.etag) return new Response(null, { status: 304, headers });
    return new Response(item.body, { headers });
  };

  app.get('/demo-game', (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`/demo-game/${query}`, 301);
  });
  app.get('/demo-game/', () => send(page, undefined));
  app.get('/demo-game/fonts/:file', (c) => {
    const font = fonts[c.req.param('file')];
    return font ? send(font, c.req.header('If-None-Match')) : c.text('Not found', 404);
  });
  app.get('/demo-game/:file', (c) => {
    const item = files[c.req.param('file')];
    return item ? send(item, c.req.header('If-None-Match')) : c.text('Not found', 404);
  });
}
