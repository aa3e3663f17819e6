import type { Locator } from 'vitest/browser';

/**
 * Playwright-like checks on vitest locators, for checks moved from tests/e2e: the exact (whitespace-
 * normalised) text of one element or of every match, and "hidden or gone". They retry like expect.element.
 */
const normalised = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

export function visible(element: Element): boolean {
  return element instanceof HTMLElement ? element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) : true;
}

export async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => {
      const element = locator.query();
      return element ? normalised(element) : null;
    })
    .toMatch(typeof text === 'string' ? new RegExp(`^${text.replace(/\s+/g, ' ').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : text);
}

/** Every match's text, in order (Playwright's toHaveText with an array). */
export async function expectTexts(locator: Locator, texts: (string | RegExp)[]): Promise<void> {
  await expect
    .poll(() => {
      const found = locator.elements().map(normalised);
      return found.length === texts.length && texts.every((text, index) => (typeof text === 'string' ? found[index] === text : text.test(found[index] ?? '')));
    }, { message: `texts ${JSON.stringify(texts.map(String))} of ${locator.selector}; found ${JSON.stringify(locator.elements().map(normalised))}` })
    .toBe(true);
}

export async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.elements().length, { message: `count of ${locator.selector}` }).toBe(count);
}

/** Hidden or not in the page at all (Playwright's toBeHidden). */
export async function expectHidden(locator: Locator): Promise<void> {
  await expect.poll(() => locator.elements().every((element) => !visible(element)), { message: `${locator.selector} hidden` }).toBe(true);
}

/** The current address (Playwright's toHaveURL), checked until it matches. */
export async function expectAddress(matches: (url: URL) => boolean, message: string): Promise<void> {
  await expect.poll(() => matches(new URL(location.href)), { message }).toBe(true);
}

/**
 * A table's column headers' texts, in order. By element (`th`): vitest's role engine does not give a
 * `th` its implicit role columnheader, which Playwright's does (checked with vitest 4.1.12).
 */
export async function expectColumnHeaders(table: Locator, texts: string[]): Promise<void> {
  await expect.poll(() => [...(table.query()?.querySelectorAll('th') ?? [])].map(normalised), { message: `column headers of ${table.selector}` }).toEqual(texts);
}

/**
 * At least one match is visible. Playwright's role locators skip hidden elements, vitest's do not:
 * a name that a hidden copy shares (a closed menu's) matches both here.
 */
export async function expectSomeVisible(locator: Locator): Promise<void> {
  await expect.poll(() => locator.elements().some(visible), { message: `${locator.selector} visible` }).toBe(true);
}

/** Types a value; typing the value already there still reaches the machine (an empty value first). */
export async function retype(locator: Locator, value: string): Promise<void> {
  if ((locator.element() as HTMLInputElement).value === value) await locator.fill('');
  await locator.fill(value);
}
