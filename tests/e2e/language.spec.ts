import type { Page } from '@playwright/test';
import { expect, onlyOn, seriousAccessibilityViolations, test } from './support';

const languageButton = (page: Page) => page.getByTestId('language-picker').first();

// On the desktop; the phone's pop-up is driven by bangla.spec.ts (choosing Bangla in the pop-up …).
test('the language pop-up switches the site to Bangla at once, stores the choice and sets the page language', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Quick links' }).or(page.getByRole('navigation', { name: 'Main navigation' })).first()).toBeVisible();
  // Both layouts: the mobile header and guest toolbar (spec 1 §2.4), and the desktop header's brand row.
  await expect(languageButton(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  await expect(languageButton(page)).toHaveAccessibleName('Choose language: EN');
  await languageButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your language' });
  await expect(dialog.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'বাংলা' }).click();
  // The pop-up closes and the texts are Bangla: no "coming soon" note any more.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(languageButton(page)).toHaveAccessibleName('ভাষা বেছে নিন: বাং');
  await expect(page.getByText(/coming soon/i)).toHaveCount(0);
  expect(await page.evaluate(() => ({ stored: localStorage.getItem('language'), lang: document.documentElement.lang }))).toEqual({ stored: 'bn', lang: 'bn' });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByTestId('splash')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
  await languageButton(page).click();
  const bnDialog = page.getByRole('dialog', { name: 'আপনার ভাষা বেছে নিন' });
  await expect(bnDialog.getByRole('button', { name: 'বাংলা' })).toHaveAttribute('aria-pressed', 'true');
  await bnDialog.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(languageButton(page)).toHaveAccessibleName('Choose language: EN');
  expect(await page.evaluate(() => ({ stored: localStorage.getItem('language'), lang: document.documentElement.lang }))).toEqual({ stored: 'en', lang: 'en' });
});
