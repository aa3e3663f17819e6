/**
 * `npm run screenshots`: full-page screenshots of the pages a reviewer judges, on a phone (390 px) and a
 * desktop (1366 px), in English and Bangla, as the demo player sees them — into `screenshots/` (git
 * ignores it), one PNG per page, layout and language, and an `index.html` that shows them side by side.
 *
 *   npm run screenshots                      a fresh server of its own (fresh database in .tmp/, port 8190)
 *   npm run screenshots -- --url http://…    a server that is already running (its demo player)
 *   npm run screenshots -- --only home,games  only these pages (names as in the list below); the other shots stay
 *
 * Each page is shot once it has settled: its main content shown, no loader or skeleton left, web fonts
 * loaded. A page that does not settle within 15 s is shot as it is and named in the summary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright';
import { chromiumArgs, fullChromiumPath } from './chromium.ts';

const root = join(import.meta.dirname, '../..');
const outDir = join(root, 'screenshots');

type Layout = 'phone' | 'desktop';
type Language = 'en' | 'bn';
type Session = { token: string; remoteId: string; username: string; exchangeToken: string };
type Shot = { name: string; open: (page: Page, base: string, session: Session, language: Language) => Promise<void> };

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function waitForHealth(base: string, seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${base} did not answer /api/health within ${seconds} s`);
}

/** A server of our own on a fresh database: `npm start` (it builds the site if it is missing or stale). */
async function startServer(port: number): Promise<{ base: string; server: ChildProcess }> {
  const dataDir = join(root, '.tmp/screenshots-data');
  rmSync(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/cli/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, 300);
  return { base, server };
}

async function logIn(base: string, username: string, password: string): Promise<Session> {
  const answer = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (!answer.ok) throw new Error(`log-in as ${username} refused: ${answer.status} ${await answer.text()}`);
  const session = (await answer.json()) as { token: string; remote_id: string | number; exchange?: { token: string }[] };
  return { token: session.token, remoteId: String(session.remote_id), username, exchangeToken: session.exchange?.[0]?.token ?? '' };
}

async function api<T>(base: string, session: Session, path: string, body?: unknown, language: Language = 'en'): Promise<T> {
  const answer = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    // As the site sends it (src/api/client.ts): the game-run url carries the language (lang=en|bn).
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', 'Accept-Language': language === 'bn' ? 'bn, en;q=0.5' : 'en' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Waits until the page has settled: main content shown, no loader or skeleton visible, fonts loaded. */
async function settle(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () => {
        const content = document.querySelector('#main-content') ?? document.body;
        if (!content || content.getBoundingClientRect().height === 0) return false;
        const busy = document.querySelectorAll('.mantine-Skeleton-root[data-visible], .mantine-Loader-root, [aria-busy="true"], #splash');
        return [...busy].every((element) => (element as HTMLElement).offsetParent === null) && document.fonts.status === 'loaded';
      },
      undefined,
      { timeout: 15_000, polling: 250 },
    );
    // Sheets and dialogs slide in: shot where they come to rest (endless animations, such as a spinner, are not waited for).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // The shot is of the whole page: images below the fold (lazy, e.g. the footer's payment marks) loaded and decoded too.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    return true;
  } catch {
    return false;
  }
}

const visit = (path: string) => async (page: Page, base: string) => {
  await page.goto(`${base}${path}`);
};

/** The first in-play (else the first listed) cricket event of the feed, as the odds view's address. */
async function oddsViewAddress(base: string): Promise<string> {
  const events = (await (await fetch(`${base}/exchange-data/sports-events/cricket`)).json()) as { EventId: string; MarketId: string; InPlay?: boolean }[];
  const event = events.find((item) => item.InPlay) ?? events[0];
  if (!event) throw new Error('the feed lists no cricket event');
  return `/odds-view?marketId=${event.MarketId}&eventId=${event.EventId}&sport=cricket&from=${encodeURIComponent('/exchange')}`;
}

/** The first game of a type (or the first whose name has `search`), opened the way the site opens it (game-run), shown in its own frame page. */
function gameOfType(type: string, search?: string): Shot {
  return {
    name: `game-${(search ?? type).toLowerCase()}`,
    async open(page, base, session, language) {
      const query = search ? `search=${encodeURIComponent(search)}&page=1&per_page=1` : `type=${type}&page=1&per_page=1`;
      const listed = await api<{ games: { code: string }[] }>(base, session, `/api/get-games?${query}`);
      const gameCode = listed.games[0]?.code;
      if (!gameCode) throw new Error(`no ${type} game listed${search ? ` for "${search}"` : ''}`);
      const run = await api<{ url: string }>(base, session, '/api/game-run', { userId: session.remoteId, gameCode, isMobileLogin: page.viewportSize()!.width < 768 }, language);
      await page.goto(`${base}${run.url}`);
    },
  };
}

const shots: Shot[] = [
  { name: 'home', open: visit('/') },
  { name: 'games', open: visit('/games') },
  ...['SLOT', 'TABLE', 'LIVE', 'CRASH', 'FISHING', 'ARCADE', 'LOTTERY'].map((type) => gameOfType(type)),
  gameOfType('TABLE', 'Roulette'),
  { name: 'promotions', open: visit('/promotions') },
  { name: 'deposit', open: visit('/deposit') },
  {
    name: 'make-payment',
    async open(page, base) {
      // The deposit form filled as a player would, up to the payment page (nothing is submitted).
      await page.goto(`${base}/deposit`);
      const form = page.getByTestId('deposit-form');
      await form.getByRole('radio', { name: 'bKash' }).click();
      await form.getByRole('radio', { name: /^(CashOut|ক্যাশআউট)$/ }).click();
      await form.getByRole('textbox').first().fill('1000');
      await form.getByRole('button', { name: /^(Deposit|Next|ডিপোজিট|পরবর্তী)$/ }).last().click();
      await page.waitForURL((url) => url.pathname === '/make-payment', { timeout: 15_000 });
    },
  },
  { name: 'withdrawal', open: visit('/withdrawal') },
  { name: 'account', open: visit('/account') },
  { name: 'profile', open: visit('/profile') },
  { name: 'transaction-record', open: visit('/transaction-record') },
  { name: 'betting-record', open: visit('/betting-record') },
  { name: 'turnover-record', open: visit('/turnover-record') },
  { name: 'vip', open: visit('/vip') },
  { name: 'referral', open: visit('/referral') },
  { name: 'inbox', open: visit('/inbox') },
  {
    name: 'safer-gambling',
    async open(page, base) {
      // Shot once the limits and the statement are in (the page loads them after it shows).
      await page.goto(`${base}/safer-gambling`);
      await page.getByTestId('statement-table').waitFor({ timeout: 15_000 });
      await page.getByTestId('safer-limits').locator('form').waitFor({ timeout: 15_000 });
    },
  },
  { name: 'exchange-home', open: visit('/exchange') },
  { name: 'exchange-inplay', open: visit('/exchange-inplay') },
  {
    name: 'odds-view-bet-slip',
    async open(page, base) {
      await page.goto(`${base}${await oddsViewAddress(base)}`);
      const back = page.getByTestId('back-price').first();
      await back.waitFor({ timeout: 15_000 });
      if (await back.isEnabled()) await back.click();
    },
  },
  { name: 'exchange-account', open: visit('/exchange-account') },
];

async function contextFor(browser: Browser, layout: Layout, language: Language, session: Session): Promise<BrowserContext> {
  const device =
    layout === 'phone'
      ? { viewport: { width: 390, height: 844 }, userAgent: devices['Pixel 7'].userAgent, isMobile: true, hasTouch: true, deviceScaleFactor: 1 }
      : { viewport: { width: 1366, height: 768 }, userAgent: devices['Desktop Chrome'].userAgent, deviceScaleFactor: 1 };
  const context = await browser.newContext({ ...device, timezoneId: 'Asia/Dhaka', locale: language === 'bn' ? 'bn-BD' : 'en-GB' });
  await context.addInitScript(
    ({ stored }) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    { stored: { token: session.token, remote_id: session.remoteId, username: session.username, exchangeToken: session.exchangeToken, popup: '0', regPopup: '0', language } },
  );
  return context;
}

/** Every shot in the folder, read back from its file name (`<page>-<layout>-<language>.png`). */
function shotsOnDisk(): { name: string; layout: Layout; language: Language; file: string }[] {
  return readdirSync(outDir).flatMap((file) => {
    const match = /^(.+)-(phone|desktop)-(en|bn)\.png$/.exec(file);
    return match ? [{ name: match[1] as string, layout: match[2] as Layout, language: match[3] as Language, file }] : [];
  });
}

function writeIndex(files: { name: string; layout: Layout; language: Language; file: string }[]): void {
  const names = [...new Set(files.map((file) => file.name))];
  const cell = (name: string, layout: Layout, language: Language) => {
    const found = files.find((file) => file.name === name && file.layout === layout && file.language === language);
    return found ? `<td><a href="${found.file}"><img src="${found.file}" loading="lazy" width="${layout === 'phone' ? 195 : 341}"></a></td>` : '<td>—</td>';
  };
  const rows = names
    .map((name) => `<tr><th>${name}</th>${(['phone', 'desktop'] as const).flatMap((layout) => (['en', 'bn'] as const).map((language) => cell(name, layout, language))).join('')}</tr>`)
    .join('\n');
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>TakaPlay screenshots</title><style>body{font-family:sans-serif}td{vertical-align:top}img{border:1px solid #ccc}</style>
<table><tr><th></th><th>phone EN</th><th>phone BN</th><th>desktop EN</th><th>desktop BN</th></tr>
${rows}</table>`,
  );
}

async function main(): Promise<void> {
  const only = argument('only')?.split(',');
  const given = argument('url');
  const own = given ? undefined : await startServer(Number(argument('port') ?? 8190));
  const base = given ?? own!.base;
  try {
    const session = await logIn(base, process.env.DEMO_USERNAME ?? 'demoplayer1', process.env.DEMO_PASSWORD ?? 'demo12345');
    // A whole run starts from an empty folder; `--only` replaces its own shots and keeps the others.
    if (!only) rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch({ args: chromiumArgs, ...(fullChromiumPath ? { executablePath: fullChromiumPath } : {}) });
    const files: { name: string; layout: Layout; language: Language; file: string }[] = [];
    const unsettled: string[] = [];
    const failed: string[] = [];
    for (const layout of ['phone', 'desktop'] as const) {
      for (const language of ['en', 'bn'] as const) {
        const context = await contextFor(browser, layout, language, session);
        const page = await context.newPage();
        for (const shot of shots.filter((item) => !only || only.includes(item.name))) {
          const file = `${shot.name}-${layout}-${language}.png`;
          try {
            await shot.open(page, base, session, language);
            if (!(await settle(page))) unsettled.push(file);
            // A wrong address in the list above would otherwise be shot as the not-found page and look fine.
            if (await page.getByTestId('not-found').isVisible()) throw new Error(`the page was not found (${new URL(page.url()).pathname})`);
            // With a sheet or dialog open the player sees one screen, and a whole-page shot would tear the fixed sheet from its place.
            const dialogOpen = await page.getByRole('dialog').first().isVisible();
            await page.screenshot({ path: join(outDir, file), fullPage: !dialogOpen });
            files.push({ name: shot.name, layout, language, file });
            console.log(`  ${file}`);
          } catch (error) {
            failed.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          }
        }
        await context.close();
      }
    }
    await browser.close();
    writeIndex(only ? shotsOnDisk() : files);
    console.log(`\n${files.length} screenshots in ${outDir} (open index.html).`);
    if (unsettled.length > 0) console.log(`Shot before settling (a loader or skeleton still showed after 15 s): ${unsettled.join(', ')}`);
    if (failed.length > 0) {
      console.log(`Not shot:\n  ${failed.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    own?.server.kill('SIGTERM');
  }
}

await main();
