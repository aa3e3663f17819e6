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

  /** A renderer that counts its renders and fails for /broken. */
  function fakeRenderer() {
    const renders: string[] = [];
    const module = {
      SERVER_RENDERED_PATHS: ['/login'],
      layoutFor: (userAgent: string): RenderedScreen['layout'] => (userAgent.includes('Mobile') ? 'mobile' : 'desktop'),
      renderFirstScreen: async (path: string, userAgent: string): Promise<RenderedScreen | undefined> => {
        if (path === '/broken') throw new Error('render failed');
        if (path !== '/login') return undefined;
        renders.push(`${path} ${module.layoutFor(userAgent)}`);
        return { html: `<form data-n="${renders.length}"></form>`, layout: module.layoutFor(userAgent) };
      },
    };
    return { module, renders };
  }

  it('renders each page once per layout and keeps it', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    expect(await firstScreen('/login', { userAgent: mobile })).toEqual({ html: '<form data-n="1"></form>', layout: 'mobile' });
    expect(await firstScreen('/login', { userAgent: mobile })).toEqual({ html: '<form data-n="1"></form>', layout: 'mobile' });
    expect(await firstScreen('/login', { userAgent: desktop })).toEqual({ html: '<form data-n="2"></form>', layout: 'desktop' });
    expect(await firstScreen('/', { userAgent: mobile })).toBeUndefined();
    expect(renders).toEqual(['/login mobile', '/login desktop']);
  });

  it('renders every page for both layouts ahead of the first visitor', async () => {
    const { module, renders } = fakeRenderer();
    const firstScreen = createFirstScreen(dist, () => undefined, async () => module);
    await firstScreen.warm();
    expect(renders).toEqual(['/login mobile', '/login desktop']);
    expect(await firstScreen('/login', { userAgent: desktop })).toEqual({ html: '<form data-n="2"></form>', layout: 'desktop' });
    expect(renders).toHaveLength(2);
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

  it('puts the screen where the splash was and inlines its stylesheets; one it cannot read stays a blocking link', () => {
    const page = [
      '<head><link rel="preload" as="style" crossorigin href="/assets/index.css" data-site-styles>',
      '<link rel="modulepreload" crossorigin href="/assets/login.js"><link rel="preload" as="style" crossorigin href="/assets/inputs.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/gone.css"></head>',
      '<body><div id="root"><div class="boot-splash"><p>Taka<span>Play</span></p></div></div>\n  </body>',
    ].join('');
    const stylesheets: Record<string, string> = { '/assets/index.css': 'body{color:red}', '/assets/inputs.css': '.input{margin:0}' };
    expect(withFirstScreen(page, { html: '<main>Login</main>', layout: 'desktop' }, (href) => stylesheets[href])).toBe(
      [
        '<head><style data-href="/assets/index.css" data-site-styles>body{color:red}</style>',
        '<link rel="modulepreload" crossorigin href="/assets/login.js"><style data-href="/assets/inputs.css">.input{margin:0}</style>',
        '<link rel="stylesheet" crossorigin href="/assets/gone.css"></head>',
        '<body><div id="root" data-rendered-layout="desktop"><main>Login</main></div>\n  </body>',
      ].join(''),
    );
    // Text that would close the style element is never inlined.
    expect(withFirstScreen(page, { html: '', layout: 'mobile' }, () => 'a{}</style><script>')).not.toContain('<script>');
    expect(withFirstScreen('<body>no root</body>', { html: '<main></main>', layout: 'mobile' }, () => '')).toBe('<body>no root</body>');
  });
});
