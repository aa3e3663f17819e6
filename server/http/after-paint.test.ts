import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_SCRIPT, scriptsAfterPaint } from './after-paint.ts';
import { contentSecurityPolicy } from './security-headers.ts';
import { withFirstScreen } from './first-screen.ts';

const page = [
  '<head><script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime-B2.js"><link rel="preload" as="image" href="/storage/banner.svg">',
  '<link rel="modulepreload" crossorigin href="/assets/login-C3.js?a=1&amp;b=2"></head>',
  '<body><div id="root"><div class="boot-splash"></div></div>\n</body>',
].join('');

type Added = { tag: string; rel?: string; type?: string; href?: string; src?: string; crossOrigin?: string };

/** Runs the inline script against a stand-in document: what it adds to the head, and when. */
function runAfterPaintScript(list: string, visibilityState: 'visible' | 'hidden') {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    visibilityState,
    getElementById: (id: string) => (id === 'site-scripts' ? { textContent: list } : null),
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Added) => added.push(element) },
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', AFTER_PAINT_SCRIPT)(document, (run: () => void) => frames.push(run), (run: () => void) => timers.push(run));
  return { added, frames, timers };
}

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

  it('adds nothing before the first frame has painted, then the preloads and the module script after them', () => {
    const { markup } = scriptsAfterPaint(page);
    const list = /id="site-scripts">(.*?)<\/script>/.exec(markup)?.[1] ?? '';
    const run = runAfterPaintScript(list, 'visible');
    expect(run.added).toEqual([]);
    run.frames.forEach((frame) => frame());
    expect(run.added).toEqual([]);
    run.timers.forEach((timer) => timer());
    expect(run.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/runtime-B2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/login-C3.js?a=1&b=2' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A1.js' },
    ]);
  });

  it('a hidden tab, which paints nothing, gets them at once', () => {
    const run = runAfterPaintScript(JSON.stringify({ entry: '/assets/index-A1.js', preloads: [] }), 'hidden');
    expect(run.frames).toEqual([]);
    expect(run.added).toEqual([{ tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-A1.js' }]);
  });

  it('a page the server drew carries the list and the script at the end of its body', () => {
    const html = withFirstScreen(page, { path: '/login', html: '<main>Login</main>', layout: 'mobile', state: {} }, () => undefined);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(html).toMatch(/<script type="application\/json" id="first-screen-state">\{\}<\/script><script type="application\/json" id="site-scripts">.*<\/script><script>[\s\S]*<\/script>\n<\/body>$/);
  });
});
