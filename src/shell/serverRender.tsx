/**
 * The server’s renderer of first screens (issue 26 §1), built by `npm run build` into dist/.server/ with
 * Vite's SSR build and loaded by the server (server/http/first-screen.ts). It renders the same <App />
 * the browser hydrates, at the page's address, as a visitor in English on the layout the user agent
 * asks for. No machine starts here: their actors start in effects, which a server render never runs,
 * so the HTML is each machine's first snapshot, exactly what the browser's hydrating render draws. The
 * machines start from the page's boot answers (src/edge/firstScreenInputs.ts), which go into the page
 * beside the HTML, so the browser's machines start from the same state.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { Router as WouterRouter } from 'wouter';
import { App } from './App';
import { markFirstScreenDrawn, SERVER_RENDERED_PATHS } from './firstScreen';
import { loadPageOf, sealOpeningPage } from './routes/Router';
import { accessFor, routes } from './routes/routeTable';
import { detectLayout, MOBILE_MAX_WIDTH, type LayoutKind } from '../ui/detectLayout';
import { setRenderedLayout } from '../ui/useLayout';
import { languageReady } from '../i18n';
import { firstScreenReadOrigin, setFirstScreenState, type FirstScreenState } from '../edge/firstScreenState';
import { firstScreenInputs } from '../edge/firstScreenInputs';

// The server warms these up at start-up (server/http/first-screen.ts).
export { SERVER_RENDERED_PATHS };

markFirstScreenDrawn();
// The pages are loaded once, before the first render, so every render shows them (not the page loader).
const pagesLoaded = Promise.all([...SERVER_RENDERED_PATHS.map((path) => loadPageOf(path)), languageReady()]).then(() => sealOpeningPage());

/** A rendered screen; `readOrigin`: it shows the page's address (the desktop home does), so it is kept per address. */
export type FirstScreen = { html: string; layout: LayoutKind; state: FirstScreenState; readOrigin: boolean };

/** The layout the server renders for a browser: a desktop one is assumed wide (a narrow one re-renders as mobile at once after hydrating). */
export function layoutFor(userAgent: string): LayoutKind {
  return detectLayout(userAgent, MOBILE_MAX_WIDTH + 1);
}

/** Pages whose first screen depends on the query: /games?type=&system=&title= (the others ignore it). */
const QUERY_PAGES: readonly string[] = ['/games'];

/**
 * The part of the query a page's first screen depends on, without its `?`: the server keeps one render per
 * page, layout, answers and this (so `/login?utm=…` is the same render as `/login`).
 */
export function queryOf(path: string, search: string): string {
  if (!QUERY_PAGES.includes(path)) return '';
  const query = new URLSearchParams(search);
  const kept = ['type', 'system', 'title'].flatMap((name) => (query.has(name) ? [[name, query.get(name) ?? '']] : []));
  return new URLSearchParams(kept).toString();
}

/** The renders in turn: the layout is module state for a render's whole length. */
let renders: Promise<unknown> = Promise.resolve();

/**
 * The first screen of `path` as HTML for #root, with the state its machines start from, or undefined for a
 * page the server leaves to the browser. `answers` are the page's boot answers (none: the machines load).
 */
export async function renderFirstScreen(path: string, search: string, userAgent: string, answers: Record<string, unknown> = {}, origin = ''): Promise<FirstScreen | undefined> {
  if (!SERVER_RENDERED_PATHS.includes(path)) return undefined;
  const layout = layoutFor(userAgent);
  // A visitor on a phone is sent from /promotions to log in (spec 1 §2.1): the browser does that, from its splash.
  const route = routes.find((candidate) => candidate.path === path);
  if (!route || accessFor(route, layout) !== 'open') return undefined;
  await pagesLoaded;
  const query = queryOf(path, search);
  const state = await firstScreenInputs(path, query, answers, origin);
  const render = renders.then(() => renderAt(path, query, layout, state));
  renders = render.then(
    () => undefined,
    () => undefined,
  );
  return { ...(await render), layout, state };
}

/**
 * Waits for every lazy part (the chat button, the safer-gambling layer) to load before it answers, so
 * the HTML is whole: a part left to the browser would be drawn again there (React's error 419).
 */
async function renderAt(path: string, search: string, layout: LayoutKind, state: FirstScreenState): Promise<{ html: string; readOrigin: boolean }> {
  setRenderedLayout(layout);
  setFirstScreenState(state);
  try {
    // One piece of HTML: no boundary left to a script that swaps it in (the CSP forbids inline scripts).
    const { prelude } = await prerenderToNodeStream(
      <WouterRouter ssrPath={path} ssrSearch={search}>
        <App />
      </WouterRouter>,
      { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return { html: Buffer.concat(chunks).toString('utf8'), readOrigin: firstScreenReadOrigin() };
  } finally {
    setRenderedLayout(undefined);
    setFirstScreenState({});
  }
}
