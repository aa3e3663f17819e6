import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { resolveInside, staticSite } from './static.ts';
import type { ScreenRequest } from './http/first-screen.ts';
import { PAGE_BOOT_HEADER } from './http/page-boot.ts';

const INDEX = '<!doctype html><title>TakaPlay</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const STYLE = `body { color: red; }\n${'.a { margin: 0 }\n'.repeat(200)}`;

let root: string;
let dist: string;
let app: Hono;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'takaplay-static-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'style-def456.css'), STYLE);
  writeFileSync(join(dist, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(root, 'secret.txt'), 'TOP SECRET');
  app = new Hono().get('*', staticSite(dist));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('static site', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('serves the precompressed brotli file when accepted, cached immutably', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('gzips on the fly when only gzip is accepted', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it('compresses text without a precompressed file, and honours q=0', async () => {
    const br = await get('/assets/style-def456.css', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(STYLE);
    const noBr = await get('/assets/style-def456.css', { 'Accept-Encoding': 'br;q=0, gzip;q=0.5' });
    expect(noBr.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('sends identity when no encoding is accepted', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await res.text()).toBe(SCRIPT);
  });

  it('does not compress binary files', async () => {
    const res = await get('/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it.each(['/deposit', '/chat-box/12', '/profile/settings/'])('falls back to index.html for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });

  it('falls back for a navigation to a path with a dot', async () => {
    const res = await get('/promo/eid.2025', { Accept: 'text/html,application/xhtml+xml' });
    expect(await res.text()).toBe(INDEX);
  });

  it('answers 404 for a missing asset', async () => {
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get('/assets/missing.js', { Accept: 'text/html' })).status).toBe(404);
    expect((await get('/missing.css')).status).toBe(404);
    expect((await get('/assets/app-abc123.js.br')).status).toBe(404);
  });

  it.each([
    '/..%2f..%2fetc%2fpasswd',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/secret.txt%00.js',
    '/%E0%A4%A',
  ])('never serves files outside dist: %s', async (path) => {
    const res = await get(path, { Accept: 'text/html' });
    const text = await res.text();
    expect(text).not.toContain('TOP SECRET');
    expect(text).not.toContain('root:');
    // Either refused, or (for a path that stays inside dist) the SPA's index.html.
    expect(res.status === 404 || (res.status === 200 && text === INDEX)).toBe(true);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(await res.text()).toBe('');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).not.toBe('');
    expect((await get('/', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('answers 503 when the site has not been built', async () => {
    const unbuilt = new Hono().get('*', staticSite(join(root, 'no-dist')));
    const res = await unbuilt.request('/deposit');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('Site not built: run npm run build');
  });
});

describe('resolveInside', () => {
  it('keeps paths inside the root', () => {
    expect(resolveInside('/srv/dist', '/assets/a.js')).toBe('/srv/dist/assets/a.js');
    expect(resolveInside('/srv/dist', '/../dist-other/a.js')).toBeUndefined();
    expect(resolveInside('/srv/dist', '/%2e%2e/etc/passwd')).toBeUndefined();
    expect(resolveInside('/srv/dist', '/a%00b')).toBeUndefined();
  });
});

describe('static site with page boot', () => {
  const bootedApp = () => new Hono().get('*', staticSite(dist, async (path) => ({ markup: `<meta name="boot" content="${path}">`, answers: {} })));

  it('adds the boot markup to the page for client-side routes, compressed, never cached by validators', async () => {
    const res = await bootedApp().request('/deposit', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('ETag')).toBeNull();
    const body = Buffer.from(await res.arrayBuffer());
    const html = res.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
    expect(html).toBe('<meta name="boot" content="/deposit">' + INDEX);
  });

  it('serves the plain page when the request says X-Page-Boot: off', async () => {
    const res = await bootedApp().request('/', { headers: { 'X-Page-Boot': 'off' } });
    expect(await res.text()).toBe(INDEX);
  });

  it('leaves assets and other files alone', async () => {
    const res = await bootedApp().request('/assets/app-abc123.js');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('puts the site-features block into every page, with or without the boot data', async () => {
    const features = '<script type="application/json" id="site-features">{"flows":true}</script>';
    const withFeatures = new Hono().get('*', staticSite(dist, async (path) => ({ markup: `<meta name="boot" content="${path}">`, answers: {} }), features));
    expect(await (await withFeatures.request('/flows')).text()).toBe(features + '<meta name="boot" content="/flows">' + INDEX);
    expect(await (await withFeatures.request('/flows', { headers: { 'X-Page-Boot': 'off' } })).text()).toBe(features + INDEX);
    expect((await withFeatures.request('/assets/app-abc123.js')).headers.get('Content-Type')).not.toContain('html');
  });
});

describe('static site: server-rendered first screens (issue 26 §1)', () => {
  const page = '<!doctype html><head><link rel="preload" as="style" crossorigin href="/assets/index.css" data-site-styles></head><body><div id="root"><div class="boot-splash">Loading</div></div>\n</body>';
  let folder: string;
  beforeAll(() => {
    folder = join(root, 'rendered');
    mkdirSync(join(folder, '.server'), { recursive: true });
    writeFileSync(join(folder, 'index.html'), page);
    writeFileSync(join(folder, '.server', 'serverRender.js'), 'export const secret = 1;');
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'assets', 'index.css'), 'body{background:#141826}');
  });

  it('puts the screen into #root for the pages it renders, as the request’s layout', async () => {
    const firstScreen = async (path: string, request: ScreenRequest) =>
      path === '/login' ? { path, html: '<form>Login</form>', layout: request.userAgent?.includes('Mobile') ? ('mobile' as const) : ('desktop' as const), state: { origin: request.origin } } : undefined;
    const rendered = new Hono().get('*', staticSite(folder, undefined, '', firstScreen));
    const login = await (await rendered.request('http://takaplay.example/login', { headers: { 'User-Agent': 'Pixel 7 Mobile' } })).text();
    expect(login).toContain('<div id="root" data-rendered-layout="mobile" data-rendered-path="/login"><form>Login</form></div><script type="application/json" id="first-screen-state">{"origin":"http://takaplay.example"}</script>\n</body>');
    expect(login).toContain('<style data-href="/assets/index.css" data-site-styles>body{background:#141826}</style>');
    expect(login).not.toContain('boot-splash');
    expect(await (await rendered.request('/')).text()).toBe(page);
  });

  it('draws the screen from the answers the page carries, and leaves the page to the browser when the boot data is turned off', async () => {
    const seen: unknown[] = [];
    const firstScreen = async (_path: string, request: ScreenRequest) => {
      seen.push(request.answers);
      return { path: '/', html: '<main>Home</main>', layout: 'mobile' as const, state: {} };
    };
    const pageBoot = async () => ({ markup: '<script type="application/json" id="boot-data">{"general":{}}</script>', answers: { general: {} } });
    const booted = new Hono().get('*', staticSite(folder, pageBoot, '', firstScreen));
    const home = await (await booted.request('/')).text();
    expect(home).toContain('<script type="application/json" id="boot-data">{"general":{}}</script></head>');
    expect(home).toContain('<main>Home</main>');
    expect(await (await booted.request('/', { headers: { [PAGE_BOOT_HEADER]: 'off' } })).text()).toBe(page);
    expect(seen).toEqual([{ general: {} }]);
  });

  it('never serves what is under a dot folder (the server’s renderer)', async () => {
    const rendered = new Hono().get('*', staticSite(folder));
    expect((await rendered.request('/.server/serverRender.js')).status).toBe(404);
    expect((await rendered.request('/assets/../.server/serverRender.js')).status).toBe(404);
  });
});
