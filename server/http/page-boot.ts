import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * What the server adds to the page's <head> so the first screen needs no extra round trip on a
 * slow phone network: the answers of the calls every page makes at once (logo, general, the footer's links and
 * payment logos; sliders, promotions and the first category's providers on the home page; on /games its systems, providers and games, three calls in a row, and a preload of
 * the first screen's posters; the site's limits) as a JSON data block the site's API client reads instead of calling, a preload of
 * the first main banner (the home page's largest image), and module preloads of the route's chunks
 * (dist/route-preloads.json, written by the build).
 *
 * The data block is inert (type application/json: never executed, so the CSP is untouched) and
 * every `<` in it is escaped, so no text from the database can close the tag.
 */
export type PageBoot = (urlPath: string, search?: string) => Promise<BootMarkup>;

/** The markup for the page's head, and the answers in its data block (the server draws a first screen from them). */
export type BootMarkup = { markup: string; answers: Record<string, unknown> };

/** Calls one of our own GET endpoints; undefined when it does not answer 200 with JSON. */
export type InternalGet = (path: string) => Promise<unknown>;

/** The request header that turns the boot data off (tests that hold these calls use it). */
export const PAGE_BOOT_HEADER = 'X-Page-Boot';

/**
 * Pages a deployment turns on (config FLOWS_ENABLED); off unless the page says so. The site reads
 * them from the page's `site-features` block (src/edge/siteFeatures.ts): a page left off is not in
 * its router, so its address is the not-found page and its code is never loaded.
 */
export type SiteFeatures = { flows: boolean };

/** The address of each opt-in page: no preload of its chunks while it is off. */
const OPT_IN_PAGES: Record<string, keyof SiteFeatures> = { '/flows': 'flows' };

/**
 * The `site-features` block naming the features that are on, for every page (with or without the
 * boot data); empty when none is: the page then stays as built. Its shape is pinned on both sides
 * (src/edge/siteFeatures.test.ts reads the same example).
 */
export function siteFeaturesMarkup(features: SiteFeatures): string {
  const on = Object.fromEntries(Object.entries(features).filter(([, enabled]) => enabled));
  return Object.keys(on).length === 0 ? '' : `<script type="application/json" id="site-features">${JSON.stringify(on)}</script>`;
}

/**
 * The key of a GET answer in the data block: the path, then its query sorted by name. The site's
 * API client (src/api/bootData.ts, bootKeyOf) builds the same key for the call it is about to make;
 * a test on each side pins the same examples.
 */
export function bootKeyOf(path: string, query: Record<string, string> = {}): string {
  const entries = Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}

// What the games page asks first (src/api/games.ts): the type's systems, their providers, then
// the games of the providers named in the address (all of the type when none), in display order.
const DEFAULT_GAME_TYPE = 'LIVE';
const GAMES_PAGE_SIZE = '5000';
/** Posters on a phone's first screen (two rows of three): preloaded with the page. */
const FIRST_SCREEN_POSTERS = 6;
const systemsAnswer = z.object({ systems: z.array(z.string()) }).loose();
const providersAnswer = z.object({ data: z.array(z.object({ platform: z.string() }).loose()) }).loose();
const gamesAnswer = z.object({ games: z.array(z.object({ poster: z.string().nullish() }).loose()) }).loose();

type BootAnswers = { data: Record<string, unknown>; images: string[] };

type Ask = (path: string, params: Record<string, string>) => Promise<unknown>;

/** A game type's systems, then their providers: two calls in a row, as the site makes them. Undefined when either fails. */
async function typeProviders(ask: Ask, type: string) {
  const systems = systemsAnswer.safeParse(await ask('get-system', { type }));
  if (!systems.success) return undefined;
  const providers = providersAnswer.safeParse(await ask('get-provider', { system: JSON.stringify(systems.data.systems) }));
  return providers.success ? providers.data.data : undefined;
}

/** Asks our own endpoints, keeping each answer under the key the site's client looks it up by. */
function asker(get: InternalGet, data: Record<string, unknown>): Ask {
  return async (path, params) => {
    const key = bootKeyOf(path, params);
    const answer = await get(`/api/${key}`);
    if (answer !== undefined) data[key] = answer;
    return answer;
  };
}

/** The games page's three calls in their order, as the page will make them for this address. */
async function gamesPageAnswers(get: InternalGet, search: string): Promise<BootAnswers> {
  const query = new URLSearchParams(search);
  const type = (query.get('type') ?? '').trim().toUpperCase() || DEFAULT_GAME_TYPE;
  const requested = (query.get('system') ?? '').split(',').map((item) => item.trim().toUpperCase()).filter((item) => item !== '');
  const data: Record<string, unknown> = {};
  const ask = asker(get, data);
  const providers = await typeProviders(ask, type);
  if (!providers) return { data, images: [] };
  const selected = providers.map((provider) => provider.platform).filter((platform) => requested.includes(platform));
  const gamesQuery: Record<string, string> = { type, sort: 'displayOrder', per_page: GAMES_PAGE_SIZE };
  if (selected.length > 0) gamesQuery.system = selected.join(',');
  const games = gamesAnswer.safeParse(await ask('get-games', gamesQuery));
  const images = games.success ? games.data.games.slice(0, FIRST_SCREEN_POSTERS).flatMap((game) => (game.poster ? [game.poster] : [])) : [];
  return { data, images };
}

// The limits (GET /api/limits, issue 23 §5): the odds view waits for them before its bet slip starts. The
// footer's social links and payment logos: with the general settings, a server-drawn page's footer (issue 26 §1).
const ALWAYS = ['logo', 'general', 'limits', 'sociallink?format=list', 'payment-methods'] as const;
// A page's own first calls: the home's banners wait for both (in the page, they show without a round trip, issue 6,
// LCP); the promotions page opens on ALL (src/api/promotions.ts), which the server draws it from (issue 26 §1).
const PAGE_ONLY: Record<string, readonly string[]> = { '/': ['sliders', 'promotion'], '/promotions': ['promotion'] };
/** The home's category bar opens on this type (machines/sideMenu.ts, gameCategories): its providers come with the page. */
const HOME_FIRST_CATEGORY = 'CASINO';

const routePreloadsFile = z.record(z.string(), z.array(z.string()));
const promotionList = z.array(z.object({ thumbnail: z.string().nullish(), status: z.string().nullish() }).loose());
const sliderList = z.array(z.object({ thubmnail: z.string(), slider_type: z.string(), status: z.string().nullish() }).loose());

/** JSON that can sit in an HTML script block: no `<` (so nothing closes it) and no line separators. */
export function escapeJsonForHtml(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Text that can sit in a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
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

export function createPageBoot(get: InternalGet, distDir: string, features: SiteFeatures = { flows: false }): PageBoot {
  let routePreloads: Promise<Record<string, string[]>> | undefined;
  return async (urlPath, search = '') => {
    const optIn = OPT_IN_PAGES[urlPath];
    const pageOff = optIn !== undefined && !features[optIn];
    const isHome = urlPath === '/';
    const isPromotions = urlPath === '/promotions';
    const paths = [...ALWAYS, ...(PAGE_ONLY[urlPath] ?? [])];
    const categoryData: Record<string, unknown> = {};
    const [answers, gamesPage] = await Promise.all([
      Promise.all(paths.map(async (path) => [path, await get(`/api/${path}`)] as const)),
      urlPath === '/games' ? gamesPageAnswers(get, search) : undefined,
      isHome ? typeProviders(asker(get, categoryData), HOME_FIRST_CATEGORY) : undefined,
    ]);
    const data: Record<string, unknown> = { ...Object.fromEntries(answers.filter(([, answer]) => answer !== undefined)), ...categoryData, ...gamesPage?.data };

    const head: string[] = [];
    routePreloads ??= readRoutePreloads(distDir);
    const preloads = await routePreloads;
    for (const file of new Set([...(preloads['*'] ?? []), ...(pageOff ? [] : (preloads[urlPath] ?? []))])) {
      const href = escapeAttribute(`/${file}`);
      // Stylesheets are fetched early, not applied: the route's own import applies them when it runs.
      head.push(file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`);
    }
    if (isHome) {
      const sliders = sliderList.safeParse(data.sliders);
      const firstMain = sliders.success ? sliders.data.find((slider) => slider.slider_type === 'Main' && (slider.status ?? 'active') === 'active') : undefined;
      if (firstMain && isLocalPath(firstMain.thubmnail)) head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(firstMain.thubmnail)}">`);
    }
    if (isPromotions) {
      // The page's banner is the first promotion shown: its picture is the largest thing on the first screen.
      const list = promotionList.safeParse(data.promotion);
      const first = list.success ? list.data.find((promotion) => promotion.status !== 'inactive') : undefined;
      if (first?.thumbnail && isLocalPath(first.thumbnail)) head.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(first.thumbnail)}">`);
    }
    for (const poster of gamesPage?.images.filter(isLocalPath) ?? []) head.push(`<link rel="preload" as="image" href="${escapeAttribute(poster)}">`);
    head.push(`<script type="application/json" id="boot-data">${escapeJsonForHtml(JSON.stringify(data))}</script>`);
    return { markup: head.join(''), answers: data };
  };
}

/** Puts the boot markup just before </head> (or at the start when the page has none). */
export function withBoot(html: string, boot: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? boot + html : html.slice(0, at) + boot + html.slice(at);
}
