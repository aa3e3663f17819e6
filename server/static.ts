import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, Handler } from 'hono';
import { acceptedEncodings, type Encoding } from './http/accept-encoding.ts';
import { contentTypeFor, isCompressible } from './http/content-types.ts';
import { PAGE_BOOT_HEADER, withBoot, type PageBoot } from './http/page-boot.ts';
import { withFirstScreen, type ReadStylesheet, type RenderedScreen, type ScreenForRequest } from './http/first-screen.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const IMMUTABLE = 'public, max-age=31536000, immutable';
const MIN_COMPRESS_BYTES = 1024;

type FileHit = { path: string; size: number; mtimeMs: number };

async function findFile(path: string): Promise<FileHit | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Maps a URL path to a file path inside root, or undefined if it would escape root. */
export function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = resolve(root, `.${decoded.startsWith('/') ? '' : '/'}${decoded}`);
  return target === root || target.startsWith(root + sep) ? target : undefined;
}

// On-the-fly compression results, keyed by file, mtime and encoding; bounded so it cannot grow forever.
const compressedCache = new Map<string, Buffer>();
const MAX_CACHED = 256;

async function compressed(file: FileHit, encoding: Encoding, raw: Buffer): Promise<Buffer> {
  const key = `${file.path}\0${file.mtimeMs}\0${encoding}`;
  const hit = compressedCache.get(key);
  if (hit) return hit;
  const out =
    encoding === 'br'
      ? await brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gzipAsync(raw, { level: 6 });
  if (compressedCache.size >= MAX_CACHED) compressedCache.delete(compressedCache.keys().next().value ?? '');
  compressedCache.set(key, out);
  return out;
}

async function sendFile(c: Context, file: FileHit, cacheControl: string): Promise<Response> {
  const headers = new Headers({
    'Content-Type': contentTypeFor(file.path),
    'Cache-Control': cacheControl,
    'Last-Modified': new Date(file.mtimeMs).toUTCString(),
  });
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  headers.set('ETag', etag);
  const compressible = isCompressible(file.path);
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers });

  let body: Buffer | undefined;
  if (compressible) {
    for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
      const precompressed = await findFile(`${file.path}.${encoding === 'br' ? 'br' : 'gz'}`);
      if (precompressed) body = await readFile(precompressed.path);
      else if (file.size >= MIN_COMPRESS_BYTES) body = await compressed(file, encoding, await readFile(file.path));
      if (body) {
        headers.set('Content-Encoding', encoding);
        break;
      }
    }
  }
  body ??= await readFile(file.path);
  headers.set('Content-Length', String(body.length));
  // HEAD: same headers, no body (Hono routes HEAD to GET handlers; we skip reading nothing extra).
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

/** The built stylesheets a server-rendered page inlines, read once per file (they are immutable). */
const stylesheets = new Map<string, string | undefined>();

function stylesheetReader(root: string): ReadStylesheet {
  return (href) => {
    const path = href.startsWith('/assets/') && href.endsWith('.css') ? resolveInside(root, href) : undefined;
    if (!path) return undefined;
    if (!stylesheets.has(path)) stylesheets.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
    return stylesheets.get(path);
  };
}

/** The site's page with markup added to its head (and a server-drawn screen): built per request, so never cached by validators. */
async function sendBootedIndex(c: Context, index: FileHit, markup: string, screen?: { rendered: RenderedScreen; root: string }): Promise<Response> {
  const booted = withBoot(await readFile(index.path, 'utf8'), markup);
  const html = screen ? withFirstScreen(booted, screen.rendered, stylesheetReader(screen.root)) : booted;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' });
  let body: Buffer = Buffer.from(html);
  const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
  if (encoding && body.length >= MIN_COMPRESS_BYTES) {
    body = encoding === 'br' ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : await gzipAsync(body, { level: 6 });
    headers.set('Content-Encoding', encoding);
  }
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

function wantsHtml(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes('text/html');
}

/**
 * Serves the built SPA from distDir: exact files, precompressed variants, and history fallback to
 * index.html. With pageBoot, the page gets its boot markup (http/page-boot.ts) unless the request
 * says `X-Page-Boot: off`; featuresMarkup (siteFeaturesMarkup: the opt-in pages that are on) goes
 * into every page, with or without it. With firstScreen, a page it renders (http/first-screen.ts) comes
 * with that screen in its #root, unless the request turned the boot data off.
 */
export function staticSite(distDir: string, pageBoot?: PageBoot, featuresMarkup = '', firstScreen?: ScreenForRequest): Handler {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  return async (c) => {
    const index = await findFile(indexPath);
    if (!index) return c.text('Site not built: run npm run build', 503);

    const urlPath = new URL(c.req.url).pathname;
    const target = resolveInside(root, urlPath);
    // Nothing under a dot folder is the site's: the server's own renderer is built to dist/.server/.
    if (!target || /\/\./.test(target.slice(root.length))) return c.text('Not found', 404);
    const isAsset = urlPath.startsWith('/assets/');

    const file = target === root ? undefined : await findFile(target);
    if (file && !/\.(br|gz)$/.test(file.path)) return sendFile(c, file, isAsset ? IMMUTABLE : 'no-cache');

    // Client-side routes (/deposit, /chat-box/12) have no extension; a navigation accepts text/html.
    const hasExtension = extname(urlPath) !== '';
    if (!isAsset && (!hasExtension || wantsHtml(c))) {
      const url = new URL(c.req.url);
      const bootOff = c.req.header(PAGE_BOOT_HEADER)?.toLowerCase() === 'off';
      const boot = pageBoot && !bootOff ? await pageBoot(urlPath, url.search) : undefined;
      // Drawn from the answers the page carries. Without them the browser draws the page itself: its machines
      // load their data, and a part that hydrates late (behind a lazy boundary) would read the loaded data
      // against a server screen drawn from none, a hydration mismatch (React's error 418).
      const rendered = bootOff ? undefined : await firstScreen?.(urlPath, { search: url.search, userAgent: c.req.header('User-Agent'), cookie: c.req.header('Cookie'), answers: boot?.answers, origin: url.origin });
      const screen = rendered ? { rendered, root } : undefined;
      if (boot || featuresMarkup !== '' || screen) return sendBootedIndex(c, index, featuresMarkup + (boot?.markup ?? ''), screen);
      return sendFile(c, index, 'no-cache');
    }
    return c.text('Not found', 404);
  };
}
