import { createHash } from 'node:crypto';
import { escapeJsonForHtml } from './page-boot.ts';

/**
 * A page the server drew asks for the site's scripts only once it has painted (issue 26 §2). Its screen needs no
 * script to show, and a script asked for before the paint shares a slow network with the page and its pictures, so a
 * phone painted later than the HTML alone allowed (Lighthouse counts every file asked for before the paint:
 * docs/bench.md, stop 44). The page's module script and its preloads are taken out of the HTML and listed in an
 * inert JSON block; this script, the same text on every page (its hash is in the CSP), adds them back once the
 * first screen is on it: after the first frame, once the largest picture in view (the home's banner, the first
 * poster of /games: the page's largest paint) is decoded, and three frames later, the one that paints it and two for
 * that paint to be shown (stop 46: asked for before it, the scripts shared the network with it, and Lighthouse's LCP
 * of /games spread from 0.9 to 2.3 s). It waits no longer than AFTER_PAINT_LIMIT_MS in all, and a tab that is or
 * becomes hidden gets them at once: it paints nothing, and would otherwise wait until it is shown.
 */
export const AFTER_PAINT_LIMIT_MS = 1500;
export const AFTER_PAINT_SCRIPT = [
  "(() => {",
  "  const { entry, preloads } = JSON.parse(document.getElementById('site-scripts').textContent);",
  "  let started = false;",
  "  const start = () => {",
  "    if (started) return;",
  "    started = true;",
  "    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));",
  "    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));",
  "  };",
  "  if (document.visibilityState === 'hidden') return start();",
  "  document.addEventListener('visibilitychange', start, { once: true });",
  `  setTimeout(start, ${AFTER_PAINT_LIMIT_MS});`,
  "  const area = (image) => {",
  "    const box = image.getBoundingClientRect();",
  "    return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) * Math.max(0, Math.min(box.right, innerWidth) - Math.max(box.left, 0));",
  "  };",
  "  requestAnimationFrame(() => {",
  "    const [largest] = [...document.images].filter((image) => image.loading !== 'lazy' && area(image) > 0).sort((a, b) => area(b) - area(a));",
  "    const painted = () => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))));",
  "    (largest ? largest.decode() : Promise.resolve()).then(painted, painted);",
  "  });",
  "})();",
].join('\n');

/** The CSP source that lets this one inline script run, and no other. */
export const AFTER_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** An attribute's text as written by escapeAttribute (page-boot.ts), back to the address. */
const fromAttribute = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&');

/**
 * The page without its module script and module preloads, and the markup that adds them after the first paint
 * (to go at the end of the body). A page without a module script is left as it is.
 */
export function scriptsAfterPaint(page: string): { page: string; markup: string } {
  const entry = ENTRY.exec(page);
  if (!entry?.[1]) return { page, markup: '' };
  const preloads: string[] = [];
  const rest = page.replace(entry[0], '').replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(fromAttribute(href));
    return '';
  });
  const list = escapeJsonForHtml(JSON.stringify({ entry: fromAttribute(entry[1]), preloads }));
  return { page: rest, markup: `<script type="application/json" id="site-scripts">${list}</script><script>${AFTER_PAINT_SCRIPT}</script>` };
}
