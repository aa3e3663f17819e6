import '../../src/shell/styles';
import axe from 'axe-core';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { App } from '../../src/shell/App';
import { fakeApi } from './fakeApi';
import { answerTheSite } from './siteAnswers';

/**
 * The one render helper of the component tests in a real browser: the whole site (src/shell/App.tsx:
 * Mantine theme, i18n, the session, the site layout and the router) at an address, on a phone or a
 * desktop, with the API answered by the fake server (tests/components/fakeApi.ts).
 *
 * The router follows the test page's own history (each test file has its own page), as the site's
 * machines navigate through it (src/edge/navigation.ts); tests/components/setup.ts puts the address
 * back after each test.
 */
export type Layout = 'mobile' | 'desktop';
export const layouts: readonly Layout[] = ['mobile', 'desktop'];

/** As tests/playwright.config.ts: a Pixel 7 at 390×844, and a desktop Chrome at 1366×768. */
const viewports: Record<Layout, { width: number; height: number; userAgent: string }> = {
  mobile: {
    width: 390,
    height: 844,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  },
  desktop: {
    width: 1366,
    height: 768,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  },
};

/** A logged-in player as the browser stores one (spec 1 §3), as tests/e2e/support.ts `demoStorage`. */
export const demoPlayer = {
  token: 'component-token',
  remote_id: 'component-remote',
  username: 'demoplayer1',
  exchangeToken: 'component-exchange',
  popup: '0',
  regPopup: '0',
} as const;

export async function useLayoutOf(layout: Layout): Promise<void> {
  const { width, height, userAgent } = viewports[layout];
  // The layout is chosen by user agent and width (src/ui/detectLayout.ts).
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  await page.viewport(width, height);
}

/** `state`: the history entry's state the page opens with (what the site's navigation passes along, as /make-payment's payment). */
export type SiteOptions = { layout: Layout; player?: boolean; state?: unknown };

/** Renders the site at an address. The site's own calls get the default answers first; a test's routes override them. */
export async function renderSite(address: string, { layout, player = false, state = null }: SiteOptions) {
  await useLayoutOf(layout);
  if (player) for (const [key, value] of Object.entries(demoPlayer)) localStorage.setItem(key, value);
  answerTheSite(fakeApi);
  history.replaceState(state, '', address);
  const errors = watchForErrors();
  const screen = await render(<App />);
  return Object.assign(screen, { errors });
}

/** Follows an address the way a tap on one of the site's links does (the router listens to history). */
export function followInApp(address: string): void {
  history.pushState(null, '', address);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Uncaught errors and console errors while the site runs, so a view that crashes fails its test. */
function watchForErrors(): string[] {
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    original(...args);
  };
  addEventListener('error', (event) => errors.push(`pageerror: ${event.message}`));
  afterTestRestores(() => {
    console.error = original;
  });
  return errors;
}

const restorers: (() => void)[] = [];
function afterTestRestores(restore: () => void) {
  restorers.push(restore);
}
afterEach(() => {
  for (const restore of restorers.splice(0)) restore();
});

/** axe-core in the page: the serious and critical violations (as tests/e2e/support.ts). */
export async function seriousAccessibilityViolations(): Promise<string[]> {
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

/**
 * A full page load of an address (a reload, or a plain link such as the desktop's Log out): the site
 * starts again from the browser's storage, as a new page would. Same layout as before.
 */
export async function reloadSite(address = `${location.pathname}${location.search}`) {
  await cleanup();
  history.replaceState(null, '', address);
  return render(<App />);
}
