import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createTestPlayer, openSiteAs } from './players';
import { expect, seriousAccessibilityViolations, test, watchForErrors } from './support';

/**
 * /promotions (spec 2 §2 Promotions, §9; spec 1 §2.1) against the real server and its seeded promotions:
 * login only on a phone, open on desktop; the category strip (7, 4, 3 or 2 at a time by width) filters
 * through the server; Details shows the full text; a failing call shows an error with Retry.
 */

type Listed = { id: number; name: string; desc: string; tag: string; start_date: string | null; end_date: string | null };

/** The strip's labels in the spec's order (spec 2 §2 mobile tabs, §9 ids). */
const STRIP = ['ALL', 'Welcome Offer', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'E-sports', 'Lottery', 'P2P', 'Table', 'Arcade', 'Crash', 'Others'];

const strip = (page: Page) => page.getByRole('navigation', { name: 'Promotion categories' });
const titles = (page: Page) => page.getByTestId('promotion-title');

async function serverList(request: APIRequestContext, category?: number): Promise<Listed[]> {
  const response = await request.get(category === undefined ? '/api/promotion' : `/api/promotion?category=${category}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Listed[];
}

/** Opens the page: a guest on desktop, a fresh logged-in player on a phone (login only there). */
async function openPromotions(page: Page, request: APIRequestContext, testInfo: TestInfo, asPlayer = testInfo.project.name === 'mobile') {
  if (asPlayer) await openSiteAs(page, await createTestPlayer(request), '/promotions');
  else await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
}

/** How many categories of the strip are wholly in view. */
async function visibleCategories(page: Page): Promise<number> {
  return page.getByTestId('promotion-categories-viewport').evaluate((viewport) => {
    const box = viewport.getBoundingClientRect();
    return [...viewport.querySelectorAll('[data-testid="promotion-category"] button')].filter((button) => {
      const rect = button.getBoundingClientRect();
      return rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
}

/** Waits until the carousel has glided to a stop: the button at the same place twice, 150 ms apart. */
async function stripSettled(page: Page, button: ReturnType<Page['locator']>) {
  let last = Number.NaN;
  await expect
    .poll(async () => {
      const x = (await button.boundingBox())?.x ?? Number.NaN;
      const still = Math.abs(x - last) < 0.5;
      last = x;
      return still;
    }, { intervals: [150] })
    .toBe(true);
}

/**
 * Chooses a category as a player would: the next arrow until it is wholly in view, then a click on it.
 * The click is a pointer click at the button: Playwright's own would first scroll the button into view,
 * which scrolls the carousel's clipped viewport behind the carousel's back.
 */
async function chooseCategory(page: Page, label: string) {
  const button = strip(page).getByRole('button', { name: label, exact: true });
  const viewport = page.getByTestId('promotion-categories-viewport');
  const inView = async () => {
    const [box, rect] = await Promise.all([viewport.boundingBox(), button.boundingBox()]);
    return box && rect && rect.x >= box.x - 1 && rect.x + rect.width <= box.x + box.width + 1 ? rect : null;
  };
  for (let step = 0; step < STRIP.length && !(await inView()); step += 1) {
    await strip(page).getByRole('button', { name: 'Next categories' }).click();
    await stripSettled(page, button);
  }
  const rect = await inView();
  expect(rect, `${label} scrolled into view by the arrows`).toBeTruthy();
  await page.mouse.click((rect?.x ?? 0) + (rect?.width ?? 0) / 2, (rect?.y ?? 0) + (rect?.height ?? 0) / 2);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test('a visitor on a phone is sent to /login; on desktop the page shows the promotions with Sign Up Now', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  if (testInfo.project.name === 'mobile') {
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/login/);
    expect(errors).toEqual([]);
    return;
  }
  const all = await serverList(request);
  await openPromotions(page, request, testInfo);
  await expect(titles(page)).toHaveText(all.map((item) => item.name));
  await expect(page.getByTestId('promotions-banner')).toHaveAttribute('alt', `Featured promotion: ${all[0]?.name}`);
  const first = page.getByTestId('promotion-card').first();
  // The list shows the first 5 words of the description (spec 2 §9), the duration and the tag.
  const words = (all[0]?.desc ?? '').split(/\s+/);
  await expect(first.getByTestId('promotion-preview')).toHaveText(`${words.slice(0, 5).join(' ')}…`);
  await expect(first.getByTestId('promotion-duration')).toHaveText(`Duration: ${all[0]?.start_date?.replaceAll('-', '/')} – ${all[0]?.end_date?.replaceAll('-', '/')}`);
  await expect(first.getByTestId('promotion-tag')).toHaveText(all[0]?.tag ?? '');
  await expect(first.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/register');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a logged-in player sees Deposit Now instead of Sign Up Now', async ({ page, request }, testInfo) => {
  await openPromotions(page, request, testInfo, true);
  const first = page.getByTestId('promotion-card').first();
  await expect(first.getByRole('link', { name: 'Deposit Now' })).toHaveAttribute('href', '/deposit');
  await expect(page.getByRole('link', { name: 'Sign Up Now' })).toHaveCount(0);
});

test('the strip: ALL then the categories in the spec’s order, 7, 4, 3 and 2 at a time by width', async ({ page, request }, testInfo) => {
  await openPromotions(page, request, testInfo, true);
  await expect(page.getByTestId('promotion-category')).toHaveText(STRIP);
  for (const [width, count] of [
    [1366, 7],
    [1024, 4],
    [600, 3],
    [480, 2],
    [390, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => visibleCategories(page), { message: `categories in view at ${width} px` }).toBe(count);
  }
});

test('choosing a category shows only its promotions, as the server answers them; ALL shows all', async ({ page, request }, testInfo) => {
  const errors = watchForErrors(page);
  await openPromotions(page, request, testInfo);
  for (const [label, id] of [
    ['Welcome Offer', 99],
    ['Live Casino', 2],
    ['Crash', 8192],
    ['Others', 512],
  ] as const) {
    const expected = await serverList(request, id);
    expect(expected.length, `${label} has promotions`).toBeGreaterThan(0);
    await chooseCategory(page, label);
    await expect(titles(page)).toHaveText(expected.map((item) => item.name));
  }
  // Back to the start with the previous arrow, then ALL.
  const all = strip(page).getByRole('button', { name: 'ALL', exact: true });
  for (let step = 0; step < STRIP.length; step += 1) await strip(page).getByRole('button', { name: 'Previous categories' }).click();
  await stripSettled(page, all);
  await chooseCategory(page, 'ALL');
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expect(titles(page)).toHaveText((await serverList(request)).map((item) => item.name));
  expect(errors).toEqual([]);
});

test('Details opens the full text from promotions/{id}; a failing call shows the error and Retry loads it', async ({ page, request }, testInfo) => {
  const [first] = await serverList(request);
  expect(first).toBeTruthy();
  const detail = (await (await request.get(`/api/promotions/${first?.id}`)).json()) as { terms: string };
  let failures = 1;
  await page.route(`**/api/promotions/${first?.id}`, (route) => (failures-- > 0 ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.continue()));
  await openPromotions(page, request, testInfo);
  await page.getByRole('button', { name: `Details of ${first?.name}` }).click();
  const dialog = page.getByRole('dialog', { name: first?.name });
  await expect(dialog.getByRole('alert')).toContainText('The details could not be loaded.');
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog.getByTestId('promotion-terms')).toHaveText(detail.terms);
  await expect(dialog).toContainText(first?.desc ?? '');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('a failing list shows the error; Retry shows the promotions', async ({ page, request }, testInfo) => {
  // The server fails until Retry (the desktop header asks for promotions too).
  let failing = true;
  await page.route('**/api/promotion', (route) => (failing ? route.fulfill({ status: 500, body: 'Internal Server Error' }) : route.continue()));
  await openPromotions(page, request, testInfo);
  await expect(page.getByTestId('promotions-error')).toContainText('Promotions could not be loaded.');
  await expect(titles(page)).toHaveCount(0);
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(titles(page)).toHaveText((await serverList(request)).map((item) => item.name));
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('a category without promotions shows "No Data"', async ({ page, request }, testInfo) => {
  // Every seeded category has promotions: the server is made to answer none for Welcome Offer.
  await page.route('**/api/promotion?category=99', (route) => route.fulfill({ json: [] }));
  await openPromotions(page, request, testInfo);
  await chooseCategory(page, 'Welcome Offer');
  await expect(page.getByTestId('promotions-empty')).toHaveText('No Data');
  await expect(titles(page)).toHaveCount(0);
  await chooseCategory(page, 'ALL');
  await expect(titles(page)).toHaveText((await serverList(request)).map((item) => item.name));
});
