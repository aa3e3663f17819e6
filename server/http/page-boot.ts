import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the server adds to the page's <head> so the first screen needs no extra round trip on a
 * slow phone network: the answers of the calls every page makes at once (logo, general; sliders on
 * the home page) as a JSON data block the site's API client reads instead of calling, a preload of
 * the first main banner (the home page's largest image), and module preloads of the route's chunks
 * (dist/route-preloads.json, written by the build).
 *
 * The data block is inert (type application/json: never executed, so the CSP is untouched) and
 * every `<` in it is escaped, so no text from the database can close the tag.
 */
export type PageBoot = (urlPath: string) => Promise<string>;

/** Calls one of our own GET endpoints; undefined when it does not answer 200 with JSON. */
export type InternalGet = (path: string) => Promise<unknown>;

/** The request header that turns the boot data off (tests that hold these calls use it). */
export const PAGE_BOOT_HEADER = 'X-Page-Boot';

const ALWAYS = ['logo', 'general'] as const;
const HOME_ONLY = ['sliders'] as const;

const routePreloadsFile = z.record(z.string(), z.array(z.string()));
const sliderList = z.array(z.object({ thubmnail: z.string(), slider_type: z.string(), status: z.string().nullish() }).loose());

function escapeJsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function readRoutePreloads(distDir: string): Promise<Record<string, string[]>> {
  try {
    return routePreloadsFile.parse(JSON.parse(await readFile(join(distDir, 'route-preloads.json'), 'utf8')));
  } catch {
    return {};
  }
}

/** Same-origin paths only: a banner hosted elsewhere is not worth a preload (and the CSP decides it). */
const isLocalPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

export function createPageBoot(get: InternalGet, distDir: string): PageBoot {
  let routePreloads: Promise<Record<string, string[]>> | undefined;
  return async (urlPath) => {
    const isHome = urlPath === '/';
    const paths = isHome ? [...ALWAYS, ...HOME_ONLY] : [...ALWAYS];
    const answers = await Promise.all(paths.map(async (path) => [path, await get(`/api/${path}`)] as const));
    const data = Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));

    const head: string[] = [];
    routePreloads ??= readRoutePreloads(distDir);
    const preloads = await routePreloads;
    for (const file of new Set([...(preloads['*'] ?? []), ...(preloads[urlPath] ?? [])])) {
      const href = escapeAttribute(`/${file}`);
      // Stylesheets are fetched early, not applied: the route's own import applies them when it runs.
      head.push(file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`);
    }
    if (isHome) {
      const sliders = sliderList.safeParse(data.sliders);
      const firstMain = sliders.success ? sliders.data.find((slider) => slider.slider_type === 'Main' && (slider.status ?? 'active') === 'active') : undefined;
      if (firstMain && isLocalPath(firstMain.thubmnail)) head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(firstMain.thubmnail)}">`);
    }
    head.push(`<script type="application/json" id="boot-data">${escapeJsonForHtml(JSON.stringify(data))}</script>`);
    return head.join('');
  };
}

/** Puts the boot markup just before </head> (or at the start when the page has none). */
export function withBoot(html: string, boot: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? boot + html : html.slice(0, at) + boot + html.slice(at);
}
