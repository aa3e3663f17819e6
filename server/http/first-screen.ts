import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scriptsAfterPaint } from './after-paint.ts';
import { escapeAttribute, escapeJsonForHtml } from './page-boot.ts';

/**
 * Server-rendered first screens (issue 26 §1). The build writes the renderer (src/shell/serverRender.tsx)
 * to dist/.server/; this loads it and puts its HTML into the page's #root, so a phone paints the page
 * itself from the HTML instead of a splash while the script loads. The browser then hydrates it in place
 * (src/shell/main.tsx). Only the guest pages it lists are rendered, and only as a visitor in English sees
 * them: a browser whose first screen would differ (a stored session, Bangla) says so with the cookie
 * `tp_render=client` (src/edge/renderCookie.ts) and gets the page as before.
 */
/** What the machines of a rendered screen start from (src/edge/firstScreenState.ts); the page carries it beside the HTML. */
export type FirstScreenState = Record<string, unknown> & { origin?: string };
export type RenderedScreen = { path: string; html: string; layout: 'mobile' | 'desktop'; state: FirstScreenState };
/** A screen as the renderer answers it; `readOrigin`: it shows the page's address, so it holds for that address only. */
type RendererScreen = Omit<RenderedScreen, 'path'> & { readOrigin: boolean };
type RendererModule = {
  renderFirstScreen(path: string, search: string, userAgent: string, answers: Record<string, unknown>, origin: string): Promise<RendererScreen | undefined>;
  layoutFor(userAgent: string): RenderedScreen['layout'];
  /** The part of the query the page's screen depends on ('' for most pages). */
  queryOf(path: string, search: string): string;
  SERVER_RENDERED_PATHS: readonly string[];
};
/** What a screen depends on besides its path: the query, the browser, its cookie, the page's boot answers, the site's address. */
export type ScreenRequest = { search?: string; userAgent?: string; cookie?: string; answers?: Record<string, unknown>; origin?: string };
/** The screen of a page for a request, or undefined when the page is left to the browser. */
export type ScreenForRequest = (path: string, request: ScreenRequest) => Promise<RenderedScreen | undefined>;
export type FirstScreen = ScreenForRequest & {
  /** Renders every page for both layouts now (at start-up), from the answers its page would carry, so no visitor waits for a first render. */
  warm(answersOf?: (path: string) => Promise<Record<string, unknown>>): Promise<void>;
};

/** A phone's and a desktop browser's user agents, for rendering ahead of the first visitor. */
const SAMPLE_USER_AGENTS = ['Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile', 'Mozilla/5.0 (X11; Linux x86_64)'];

const CLIENT_RENDER_COOKIE = /(?:^|;\s*)tp_render=client(?:;|$)/;

/** Renders kept: each page and layout for the last few versions of its content (an operator's edit makes a new one). */
const KEPT_RENDERS = 64;

/**
 * The renderer of the build in distDir, or a source that renders nothing when the build has none (tests,
 * `npm run dev`). A screen depends only on its address, layout and the page's answers (no machine runs on
 * the server), and on the site's address when it shows it, so each is rendered once per process and kept
 * while those stay the same.
 */
export function createFirstScreen(distDir: string, onError: (error: unknown) => void,
  load: (file: string) => Promise<RendererModule> = (file) => import(pathToFileURL(file).href)): FirstScreen {
  const file = join(resolve(distDir), '.server', 'serverRender.js');
  let renderer: Promise<RendererModule | undefined> | undefined;
  const rendered = new Map<string, Promise<RendererScreen | undefined>>();
  const keep = (key: string, screen: Promise<RendererScreen | undefined>) => {
    rendered.set(key, screen);
    if (rendered.size > KEPT_RENDERS) rendered.delete(rendered.keys().next().value as string);
  };
  const loaded = () =>
    (renderer ??= existsSync(file)
      ? load(file).catch((error: unknown) => {
          onError(error);
          return undefined;
        })
      : Promise.resolve(undefined));
  const firstScreen: ScreenForRequest = async (path, request) => {
    if (CLIENT_RENDER_COOKIE.test(request.cookie ?? '')) return undefined;
    const module = await loaded();
    if (!module) return undefined;
    const userAgent = request.userAgent ?? '';
    const answers = request.answers ?? {};
    const origin = request.origin ?? '';
    const query = module.queryOf(path, request.search ?? '');
    const key = `${path}\0${query}\0${module.layoutFor(userAgent)}\0${createHash('sha256').update(JSON.stringify(answers)).digest('base64')}`;
    const originKey = `${key}\0${origin}`;
    let screen = rendered.get(key) ?? rendered.get(originKey);
    if (!screen) {
      // A screen that fails to render is left to the browser, and not tried again by this process.
      screen = module.renderFirstScreen(path, query, userAgent, answers, origin).catch((error: unknown) => {
        onError(error);
        return undefined;
      });
      keep(originKey, screen);
      // One that does not show the address serves every address.
      void screen.then((done) => {
        if (done && !done.readOrigin) keep(key, screen as Promise<RendererScreen | undefined>);
      });
    }
    const found = await screen;
    return found && { path: `${path}${request.search ?? ''}`, html: found.html, layout: found.layout, state: { ...found.state, origin } };
  };
  const warm = async (answersOf: (path: string) => Promise<Record<string, unknown>> = async () => ({})) => {
    const module = await loaded();
    for (const path of module?.SERVER_RENDERED_PATHS ?? []) {
      const answers = await answersOf(path);
      for (const userAgent of SAMPLE_USER_AGENTS) await firstScreen(path, { userAgent, answers });
    }
  };
  return Object.assign(firstScreen, { warm });
}

/** A stylesheet's text by its address (`/assets/….css`), or undefined when it cannot be inlined. */
export type ReadStylesheet = (href: string) => string | undefined;

/**
 * The page with the rendered screen in its #root (in place of the splash) and the layout it was rendered
 * for, and its stylesheets inlined: the site's (a preload the script applies on other pages) and the
 * route's. The screen then paints with the HTML alone, never unstyled, without waiting for three more
 * files behind the scripts' downloads on a slow network. The site's script finds the site's styles there
 * (`style[data-site-styles]`, src/shell/siteStyles.ts); a route's chunk links its own stylesheet again
 * when it loads, after the page has painted. A stylesheet that cannot be read stays a blocking link.
 */
export function withFirstScreen(page: string, screen: RenderedScreen, readStylesheet: ReadStylesheet): string {
  const root = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
  if (!root.test(page)) return page;
  // The screen shows without the site's script: the script is asked for once it has painted (after-paint.ts).
  const scripts = scriptsAfterPaint(page);
  return scripts.page
    .replace(root, (_match, end: string) => `<div id="root" data-rendered-layout="${screen.layout}" data-rendered-path="${escapeAttribute(screen.path)}">${screen.html}</div>${stateBlock(screen.state)}${scripts.markup}${end}`)
    .replace(/<link rel="preload" as="style" crossorigin href="([^"]+)"( data-site-styles)?>/g, (link, href: string, siteStyles: string | undefined) => {
      const css = readStylesheet(href);
      if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="${href}"${siteStyles ?? ''}>`;
      return `<style data-href="${href}"${siteStyles ?? ''}>${css}</style>${inlinedMarker(href)}`;
    });
}

/**
 * A disabled link to a stylesheet the page has inlined: never fetched nor applied, but Vite's chunk loader
 * counts the sheet as already on the page (it looks for a `link[rel=stylesheet]` of that address) and does
 * not link it again when a chunk that imports it loads. Linked again, the sheet came a second time over the
 * network and every one of its rules was matched twice from then on, a full style recalculation in the
 * long task that takes the page over.
 */
function inlinedMarker(href: string): string {
  return `<link rel="stylesheet" href="${href}" disabled data-inlined>`;
}

/**
 * The state block the hydrating browser starts its machines from (src/edge/firstScreenState.ts): inert JSON
 * (never executed, so the CSP is untouched), every `<` escaped so no text from the database can close it.
 */
function stateBlock(state: FirstScreenState): string {
  return `<script type="application/json" id="first-screen-state">${escapeJsonForHtml(JSON.stringify(state))}</script>`;
}
