import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LIMIT_MS, AFTER_PAINT_SCRIPT, scriptsAfterPaint } from './after-paint.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { withFirstScreen } from './first-screen.ts';

const page = [
  '<head><script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-B2.js"><link rel="preload" as="image" href="/storage/banner.svg">',
  '<link rel="modulepreload" crossorigin href="/assets/login-C3.js?a=1&amp;b=2"></head>',
  '<body><div id="root"><div class="boot-splash"></div></div>\n</body>',
].join('');

type Added = { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string };
type Box = { top: number; bottom: number; left: number; right: number };
type Picture = { loading: string; box: Box; decode: () => Promise<void>; decoded: boolean };

/** A picture of the stand-in page; its decode waits for `finish` (or fails with `fail`). */
function picture(box: Box, loading = 'eager') {
  let finish = () => {};
  let fail = () => {};
  const image: Picture = {
    loading,
    box,
    decoded: false,
    decode: () => {
      image.decoded = true;
      return new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = () => reject(new Error('EncodingError'));
      });
    },
  };
  return { image, finish: () => finish(), fail: () => fail() };
}

/**
 * Runs the inline script against a stand-in page 400 × 800 px: what it adds to the head, its frames and timers
 * (run them with `frame()` and `timer(ms)`), and its visibility listener.
 */
function runAfterPaintScript(list: string, visibilityState: 'visible' | 'hidden', images: Picture[] = []) {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const listeners: (() => void)[] = [];
  const document = {
    visibilityState,
    images: images.map((image) => Object.assign(image, { getBoundingClientRect: () => image.box })),
    getElementById: (id: string) => (id === 'site-scripts' ? { textContent: list } : null),
    createElement: (tag: string) => ({ tag }),
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && listeners.push(listener),
    head: { append: (element: Added) => added.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'innerWidth', 'innerHeight', AFTER_PAINT_SCRIPT)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms = 0) => timers.push({ ms, run }),
    400,
    800,
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  /** Runs the timers of this delay asked for so far. */
  const timer = (ms: number) => timers.filter((each) => each.ms === ms).forEach((each) => timers.splice(timers.indexOf(each), 1) && each.run());
  /** Runs the frames asked for so far (not those they ask for), then lets promises settle. */
  const frame = async () => {
    for (const run of frames.splice(0)) run();
    await settle();
  };
  return {
    added,
    listeners,
    frame,
    timer,
    framesAsked: () => frames.length,
    /** `rounds` times: the frames asked for so far, then the zero-delay timers. */
    rounds: async (rounds: number) => {
      for (let round = 0; round < rounds; round += 1) {
        await frame();
        timer(0);
      }
    },
  };
}

const scriptsInOrder = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime-B2.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/login-C3.js?a=1&b=2' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
];
const listOf = (html: string) => /id="site-scripts">(.*?)<\/script>/.exec(scriptsAfterPaint(html).markup)?.[1] ?? '';

describe('a drawn page asks for its scripts after its first paint (issue 26 §2)', () => {
  it('takes the module script and the module preloads out of the page and lists them, in order, for after the paint', () => {
    const { page: rest, markup } = scriptsAfterPaint(page);
    expect(rest).toBe('<head><link rel="preload" as="image" href="/storage/banner.svg"></head><body><div id="root"><div class="boot-splash"></div></div>\n</body>');
    const list = /<script type="application\/json" id="site-scripts">(.*?)<\/script>/.exec(markup)?.[1] ?? '';
    expect(JSON.parse(list)).toEqual({ entry: '/assets/index-A1.js', preloads: ['/assets/runtime-B2.js', '/assets/login-C3.js?a=1&b=2'] });
    expect(markup).toContain(`<script>${AFTER_PAINT_SCRIPT}</script>`);
  });

  it('leaves a page without a module script as it is', () => {
    const plain = '<head><link rel="modulepreload" crossorigin href="/assets/x.js"></head><body></body>';
    expect(scriptsAfterPaint(plain)).toEqual({ page: plain, markup: '' });
  });

  it('no address can close the list', () => {
    const { markup } = scriptsAfterPaint('<script type="module" crossorigin src="/assets/a</script><script>alert(1)//.js"></script>');
    expect(markup.match(/<\/script>/g)).toHaveLength(2);
  });

  it('the CSP allows exactly this inline script, by its hash', () => {
    const hash = createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64');
    expect(contentSecurityPolicy).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('adds nothing before the first frame, then the preloads and the module script three frames after it', async () => {
    const run = runAfterPaintScript(listOf(page), 'visible');
    expect(run.added).toEqual([]);
    for (let frame = 1; frame <= 4; frame += 1) {
      await run.frame();
      run.timer(0);
      expect(run.added).toEqual(frame < 4 ? [] : scriptsInOrder);
    }
  });

  it('waits for the largest picture in view to be decoded (not a lazy one, not one out of view), then three frames', async () => {
    const banner = picture({ top: 100, bottom: 260, left: 10, right: 390 });
    const logo = picture({ top: 10, bottom: 40, left: 10, right: 110 });
    const below = picture({ top: 900, bottom: 1400, left: 0, right: 400 });
    const lazy = picture({ top: 0, bottom: 800, left: 0, right: 400 }, 'lazy');
    const run = runAfterPaintScript(listOf(page), 'visible', [logo.image, banner.image, below.image, lazy.image]);
    await run.frame();
    expect([banner.image.decoded, logo.image.decoded, below.image.decoded, lazy.image.decoded]).toEqual([true, false, false, false]);
    for (let frame = 0; frame < 4; frame += 1) await run.frame();
    run.timer(0);
    expect(run.added).toEqual([]);
    banner.finish();
    // The first round lets the decode settle; the three frames follow.
    await run.rounds(4);
    expect(run.added).toEqual(scriptsInOrder);
  });

  it('a picture that cannot be decoded does not hold them back', async () => {
    const broken = picture({ top: 0, bottom: 200, left: 0, right: 400 });
    const run = runAfterPaintScript(listOf(page), 'visible', [broken.image]);
    await run.frame();
    broken.fail();
    await run.rounds(4);
    expect(run.added).toEqual(scriptsInOrder);
  });

  it(`waits ${AFTER_PAINT_LIMIT_MS} ms at most, and adds them once`, async () => {
    const slow = picture({ top: 0, bottom: 200, left: 0, right: 400 });
    const run = runAfterPaintScript(listOf(page), 'visible', [slow.image]);
    await run.frame();
    run.timer(AFTER_PAINT_LIMIT_MS);
    expect(run.added).toEqual(scriptsInOrder);
    slow.finish();
    await run.rounds(4);
    expect(run.added).toEqual(scriptsInOrder);
  });

  it('a tab hidden while it waits gets them at once', async () => {
    const run = runAfterPaintScript(listOf(page), 'visible', [picture({ top: 0, bottom: 200, left: 0, right: 400 }).image]);
    await run.frame();
    expect(run.added).toEqual([]);
    run.listeners.forEach((listener) => listener());
    expect(run.added).toEqual(scriptsInOrder);
  });

  it('a hidden tab, which paints nothing, gets them at once', () => {
    const run = runAfterPaintScript(JSON.stringify({ entry: '/assets/index-A1.js', preloads: [] }), 'hidden');
    expect(run.framesAsked()).toBe(0);
    expect(run.added).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A1.js' }]);
  });

  it('a page the server drew carries the list and the script at the end of its body', () => {
    const html = withFirstScreen(page, { path: '/login', html: '<main>Login</main>', layout: 'mobile', state: {} }, () => undefined);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(html).toMatch(/<script type="application\/json" id="first-screen-state">\{\}<\/script><script type="application\/json" id="site-scripts">.*<\/script><script>[\s\S]*<\/script>\n<\/body>$/);
  });
});
