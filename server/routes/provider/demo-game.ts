import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Hono } from 'hono';

type Asset = { body: string; type: string; etag: string; cache: string };

function asset(file: string, type: string, cache: string): Asset {
  const body = readFileSync(new URL(`./demo-game/${file}`, import.meta.url), 'utf8');
  return { body, type, cache, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}

/**
 * The demo game: a static page whose script (same origin, no inline code: the CSP allows only 'self')
 * reads the launch token from `?session=` and plays through /provider/v1/*.
 */
export function registerDemoGame(app: Hono): void {
  // The page's url carries the launch token: never cache it. Script and style revalidate by ETag.
  const page = asset('index.html', 'text/html; charset=utf-8', 'no-store');
  const files: Record<string, Asset> = {
    'game.js': asset('game.js', 'text/javascript; charset=utf-8', 'no-cache'),
    'game.css': asset('game.css', 'text/css; charset=utf-8', 'no-cache'),
  };
  const send = (entry: Asset, ifNoneMatch: string | undefined) => {
    const headers = { 'Content-Type': entry.type, 'Cache-Control': entry.cache, ETag: entry.etag };
    if (ifNoneMatch === entry.etag) return new Response(null, { status: 304, headers });
    return new Response(entry.body, { headers });
  };

  app.get('/demo-game', (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`/demo-game/${query}`, 301);
  });
  app.get('/demo-game/', () => send(page, undefined));
  app.get('/demo-game/:file', (c) => {
    const entry = files[c.req.param('file')];
    return entry ? send(entry, c.req.header('If-None-Match')) : c.text('Not found', 404);
  });
}
