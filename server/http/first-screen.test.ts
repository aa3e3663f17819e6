import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFirstScreen, withFirstScreen, type RenderedScreen } from './first-screen.ts';

const mobile = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120';

describe('server-rendered first screens (issue 26 §1)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'takaplay-first-screen-'));
    mkdirSync(join(dist, '.server'));
    writeFileSync(join(dist, '.server', 'serverRender.js'), '');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  /** A renderer that counts its renders and fails for /broken; the desktop / shows the site's address. */
  function fakeRenderer() {
    const renders: string[] = [];
    const module = {
      SERVER_RENDERED_PATHS: ['/login', '/', '/games'],
      layoutFor: (userAgent: string): RenderedScreen['layout'] => (userAgent.includes('Mobile') ? 'mobile' : 'desktop'),
      queryOf: (path: string, search: string) => (path === '/games' ? new URLSearchParams(search).get('type') ?? '' : ''),
      renderFirstScreen: async (path: string, query: string, userAgent: string, answers: Record<string, unknown>, origin: string) => {
        if (path === '/broken') throw new Error('render failed');
        if (!module.SERVER_RENDERED_PATHS.includes(path)) return undefined;
        const layout = module.layoutFor(userAgent);
        const readOrigin = path === '/' && layout === 'desktop';
        renders.push(`${path}${query ? `?${query}` : ''} ${layout}${readOrigin ? ` ${origin}` : ''}`);
        const title = typeof answers.general === 'string' ? answers.general : '';
        return { html: `<form data-n="${renders.length}">${title}${readOrigin ? origin : ''}</form>`, layout, state: { homeContent: { title }, origin }, readOrigin };
      },
    };
    return { module, renders };
  }

  it('renders each page once per layout and keeps it', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    const mobileLogin = { path: '/login', html: '<form data-n="1"></form>', layout: 'mobile', state: { homeContent: { title: '' }, origin: '' } };
    expect(await firstScreen('/login', { userAgent: mobile })).toEqual(mobileLogin);
    expect(await firstScreen('/login', { userAgent: mobile })).toEqual(mobileLogin);
    expect(await firstScreen('/login', { userAgent: desktop })).toMatchObject({ html: '<form data-n="2"></form>', layout: 'desktop' });
    expect(await firstScreen('/deposit', { userAgent: mobile })).toBeUndefined();
    expect(renders).toEqual(['/login mobile', '/login desktop']);
  });

  it('renders a page whose screen depends on the query once per query, and marks the screen with the address asked for', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    expect(await firstScreen('/games', { userAgent: mobile, search: '?type=SLOT' })).toMatchObject({ path: '/games?type=SLOT', html: '<form data-n="1"></form>' });
    expect(await firstScreen('/games', { userAgent: mobile, search: '?type=SLOT&utm=x' })).toMatchObject({ path: '/games?type=SLOT&utm=x', html: '<form data-n="1"></form>' });
    expect(await firstScreen('/games', { userAgent: mobile, search: '?type=CASINO' })).toMatchObject({ html: '<form data-n="2"></form>' });
    expect(await firstScreen('/login', { userAgent: mobile, search: '?type=CASINO' })).toMatchObject({ path: '/login?type=CASINO', html: '<form data-n="3"></form>' });
    expect(await firstScreen('/login', { userAgent: mobile })).toMatchObject({ path: '/login', html: '<form data-n="3"></form>' });
    expect(renders).toEqual(['/games?SLOT mobile', '/games?CASINO mobile', '/login mobile']);
  });

  it('renders again when the page’s answers change (an operator edited the content), and keeps each', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    expect(await firstScreen('/login', { userAgent: mobile, answers: { general: 'TakaPlay' } })).toMatchObject({ html: '<form data-n="1">TakaPlay</form>', state: { homeContent: { title: 'TakaPlay' } } });
    expect(await firstScreen('/login', { userAgent: mobile, answers: { general: 'TakaPlay BD' } })).toMatchObject({ html: '<form data-n="2">TakaPlay BD</form>' });
    expect(await firstScreen('/login', { userAgent: mobile, answers: { general: 'TakaPlay' } })).toMatchObject({ html: '<form data-n="1">TakaPlay</form>' });
    expect(renders).toHaveLength(2);
  });

  it('keeps a screen that shows the site’s address per address, and one that does not for every address; the state names the request’s', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    const here = 'https://takaplay.example';
    const mirror = 'https://takaplay-backup.example';
    expect(await firstScreen('/', { userAgent: desktop, origin: here })).toMatchObject({ html: `<form data-n="1">${here}</form>`, state: { origin: here } });
    expect(await firstScreen('/', { userAgent: desktop, origin: mirror })).toMatchObject({ html: `<form data-n="2">${mirror}</form>`, state: { origin: mirror } });
    expect(await firstScreen('/', { userAgent: desktop, origin: here })).toMatchObject({ html: `<form data-n="1">${here}</form>` });
    expect(await firstScreen('/', { userAgent: mobile, origin: here })).toMatchObject({ html: '<form data-n="3"></form>', state: { origin: here } });
    expect(await firstScreen('/', { userAgent: mobile, origin: mirror })).toMatchObject({ html: '<form data-n="3"></form>', state: { origin: mirror } });
    expect(renders).toEqual([`/ desktop ${here}`, `/ desktop ${mirror}`, '/ mobile']);
  });

  it('renders every page for both layouts ahead of the first visitor, from the answers its page would carry', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    await firstScreen.warm(async (path) => ({ general: `answers of ${path}` }));
    expect(renders).toEqual(['/login mobile', '/login desktop', '/ mobile', '/ desktop ', '/games mobile', '/games desktop']);
    expect(await firstScreen('/login', { userAgent: desktop, answers: { general: 'answers of /login' } })).toMatchObject({ html: '<form data-n="2">answers of /login</form>' });
    expect(await firstScreen('/', { userAgent: mobile, answers: { general: 'answers of /' }, origin: 'https://takaplay.example' })).toMatchObject({ html: '<form data-n="3">answers of /</form>' });
    expect(renders).toHaveLength(6);
  });

  it('leaves the page to the browser when its cookie asks, when there is no build, and when a render fails (logged once)', async () => {
    const { module } = fakeRenderer();
    const errors: unknown[] = [];
    const firstScreen = createFirstScreen(dist, (error) => errors.push(error), async () => module);
    expect(await firstScreen('/login', { userAgent: mobile, cookie: 'a=1; tp_render=client' })).toBeUndefined();
    expect(await firstScreen('/login', { userAgent: mobile, cookie: 'tp_render=clientele' })).toBeDefined();
    expect(await firstScreen('/broken', { userAgent: mobile })).toBeUndefined();
    expect(await firstScreen('/broken', { userAgent: mobile })).toBeUndefined();
    expect(errors).toHaveLength(1);
    const unbuilt = createFirstScreen(join(dist, 'none'), () => undefined, async () => module);
    expect(await unbuilt('/login', { userAgent: mobile })).toBeUndefined();
  });

  it('puts the screen where the splash was and inlines its stylesheets, each marked for Vite’s loader as on the page; one it cannot read stays a blocking link', () => {
    const page = [
      '<head><link rel="preload" as="style" crossorigin href="/assets/index.css" data-site-styles>',
      '<link rel="modulepreload" crossorigin href="/assets/login.js"><link rel="preload" as="style" crossorigin href="/assets/inputs.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/gone.css"></head>',
      '<body><div id="root"><div class="boot-splash"><p>Taka<span>Play</span></p></div></div>\n  </body>',
    ].join('');
    const stylesheets: Record<string, string> = { '/assets/index.css': 'body{color:red}', '/assets/inputs.css': '.input{margin:0}' };
    expect(withFirstScreen(page, { path: '/login', html: '<main>Login</main>', layout: 'desktop', state: {} }, (href) => stylesheets[href])).toBe(
      [
        '<head><style data-href="/assets/index.css" data-site-styles>body{color:red}</style><link rel="stylesheet" href="/assets/index.css" disabled data-inlined>',
        '<link rel="modulepreload" crossorigin href="/assets/login.js"><style data-href="/assets/inputs.css">.input{margin:0}</style><link rel="stylesheet" href="/assets/inputs.css" disabled data-inlined>',
        '<link rel="stylesheet" crossorigin href="/assets/gone.css"></head>',
        '<body><div id="root" data-rendered-layout="desktop" data-rendered-path="/login"><main>Login</main></div><script type="application/json" id="first-screen-state">{}</script>\n  </body>',
      ].join(''),
    );
    // Text that would close the style element is never inlined.
    expect(withFirstScreen(page, { path: '/', html: '', layout: 'mobile', state: {} }, () => 'a{}</style><script>')).not.toContain('<script>');
    expect(withFirstScreen('<body>no root</body>', { path: '/', html: '<main></main>', layout: 'mobile', state: {} }, () => '')).toBe('<body>no root</body>');
  });

  it('carries the machines’ state beside the screen as inert JSON that no text from the database can close', () => {
    const hostile = '</script><script>alert(1)</script>\u2028';
    const html = withFirstScreen('<body><div id="root"></div></body>', { path: '/"><script>', html: '<main></main>', layout: 'mobile', state: { homeContent: { title: hostile } } }, () => undefined);
    const block = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/s.exec(html);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block?.[1] ?? '')).toEqual({ homeContent: { title: hostile } });
    // The page's address is an attribute no address can break out of.
    expect(html).toContain('data-rendered-path="/&quot;>&lt;script>"');
  });
});
