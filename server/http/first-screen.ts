import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Server-rendered first screens (issue 26 §1). The build writes the renderer (src/shell/serverRender.tsx)
 * to dist/.server/; this loads it and puts its HTML into the page's #root, so a phone paints the page
 * itself from the HTML instead of a splash while the script loads. The browser then hydrates it in place
 * (src/shell/main.tsx). Only the guest pages it lists are rendered, and only as a visitor in English sees
 * them: a browser whose first screen would differ (a stored session, Bangla) says so with the cookie
 * `tp_render=client` (src/edge/renderCookie.ts) and gets the page as before.
 */
export type RenderedScreen = { html: string; layout: 'mobile' | 'desktop' };
type RendererModule = {
  renderFirstScreen(path: string, userAgent: string): Promise<RenderedScreen | undefined>;
  layoutFor(userAgent: string): RenderedScreen['layout'];
  SERVER_RENDERED_PATHS: readonly string[];
};
/** The screen of a page for a request, or undefined when the page is left to the browser. */
export type ScreenForRequest = (path: string, headers: { userAgent?: string; cookie?: string }) => Promise<RenderedScreen | undefined>;
export type FirstScreen = ScreenForRequest & {
  /** Renders every page for both layouts now (at start-up), so no visitor waits for a first render. */
  warm(): Promise<void>;
};

/** A phone's and a desktop browser's user agents, for rendering ahead of the first visitor. */
const SAMPLE_USER_AGENTS = ['Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile', 'Mozilla/5.0 (X11; Linux x86_64)'];

const CLIENT_RENDER_COOKIE = /(?:^|;\s*)tp_render=client(?:;|$)/;

/**
 * The renderer of the build in distDir, or a source that renders nothing when the build has none (tests,
 * `npm run dev`). A screen depends only on its address and layout (no data: no machine runs on the
 * server), so each is rendered once per process and kept.
 */
export function createFirstScreen(distDir: string, onError: (error: unknown) => void,
  load: (file: string) => Promise<RendererModule> = (file) => import(pathToFileURL(file).href)): FirstScreen {
  const file = join(resolve(distDir), '.server', 'serverRender.js');
  let renderer: Promise<RendererModule | undefined> | undefined;
  const rendered = new Map<string, Promise<RenderedScreen | undefined>>();
  const loaded = () =>
    (renderer ??= existsSync(file)
      ? load(file).catch((error: unknown) => {
          onError(error);
          return undefined;
        })
      : Promise.resolve(undefined));
  const firstScreen = async (path: string, headers: { userAgent?: string; cookie?: string }) => {
    if (CLIENT_RENDER_COOKIE.test(headers.cookie ?? '')) return undefined;
    const module = await loaded();
    if (!module) return undefined;
    const userAgent = headers.userAgent ?? '';
    const key = `${path}\0${module.layoutFor(userAgent)}`;
    let screen = rendered.get(key);
    if (!screen) {
      // A screen that fails to render is left to the browser, and not tried again by this process.
      screen = module.renderFirstScreen(path, userAgent).catch((error: unknown) => {
        onError(error);
        return undefined;
      });
      rendered.set(key, screen);
    }
    return screen;
  };
  const warm = async () => {
    const module = await loaded();
    for (const path of module?.SERVER_RENDERED_PATHS ?? []) for (const userAgent of SAMPLE_USER_AGENTS) await firstScreen(path, { userAgent });
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
  return page
    .replace(root, (_match, end: string) => `<div id="root" data-rendered-layout="${screen.layout}">${screen.html}</div>${end}`)
    .replace(/<link rel="preload" as="style" crossorigin href="([^"]+)"( data-site-styles)?>/g, (link, href: string, siteStyles: string | undefined) => {
      const css = readStylesheet(href);
      if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" crossorigin href="${href}"${siteStyles ?? ''}>`;
      return `<style data-href="${href}"${siteStyles ?? ''}>${css}</style>`;
    });
}
