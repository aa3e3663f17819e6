import type { Page } from '@playwright/test';
import type { TestPlayer } from './players';
import { expect } from './support';

/** A real 1×1 PNG: the server checks the receipt by its bytes. */
export const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export const phoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Your phone number' });
export const trxField = (page: Page) => page.getByRole('textbox', { name: 'Reference No./Trans ID' });
export const paymentSubmitButton = (page: Page) => page.getByTestId('payment-form').getByRole('button', { name: 'Submit' });

/**
 * Fills /make-payment as a player does, waiting for what the player sees before Submit: their phone
 * chosen in the selector (the phones load after the page opens) and the receipt's name (the page reads
 * its first bytes before it keeps it). A Submit before either is a different test: it is refused.
 */
export async function fillPayment(page: Page, player: TestPlayer, trx: string) {
  await expect(phoneSelect(page)).toHaveValue(player.phone);
  await trxField(page).fill(trx);
  await page.getByTestId('receipt-drop').locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByTestId('receipt-name')).toHaveText('Chosen: receipt.png');
}
