import type { CodeCaptureInput } from '../../machines/codeCapture';
import { codeCaptureFlow } from '../../machines/codeCapture.flow';
import { generatePaths } from '../flows/paths';
import { driveFlowPath, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { expect, layoutsOfPaths, seriousAccessibilityViolations, test } from './support';

/** Referral and affiliate links as a visitor opens them; the stored code is checked in storage. */
function captureInTheBrowser(): BrowserFlowMapping {
  let input: CodeCaptureInput = { kind: 'referral_code', code: null };
  const route = () => `/${input.kind}`;
  return {
    async start(page, path) {
      input = path.input as CodeCaptureInput;
      const query = input.code === null ? '' : `?${new URLSearchParams({ [input.kind]: input.code })}`;
      await page.goto(`${route()}${query}`);
    },
    states: {
      async showingMissingCode(page) {
        await expect(page).toHaveURL((url) => url.pathname === route());
        await expect(page.getByRole('alert')).toContainText(`No ${input.kind} found in the URL`);
        await expect(page.getByRole('alert').getByRole('link', { name: 'Go to sign up' })).toHaveAttribute('href', '/signup');
        expect(await page.evaluate((key) => localStorage.getItem(key), input.kind)).toBeNull();
        expect(await seriousAccessibilityViolations(page)).toEqual([]);
      },
      async codeStored(page) {
        await expect(page).toHaveURL((url) => url.pathname === '/signup');
        expect(await page.evaluate((key) => localStorage.getItem(key), input.kind)).toBe(input.code?.trim());
      },
    },
    events: {},
    actors: {},
  };
}

const paths = generatePaths(codeCaptureFlow);
const { drivable, leftOut } = planBrowserPaths(codeCaptureFlow, paths, captureInTheBrowser());

test.describe('code capture flow through the UI (model paths)', () => {
  test('every path is driven', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(paths.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, codeCaptureFlow, path, captureInTheBrowser());
    });
  }
});
