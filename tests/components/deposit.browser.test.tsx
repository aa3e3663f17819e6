import { page, userEvent } from 'vitest/browser';
import { expectAddress } from './expectations';
import { fakeApi } from './fakeApi';
import { answerTheDepositPage } from './fundsAnswers';
import { renderSite } from './site';

/**
 * Issue 22 §4: Back from /make-payment returns to the deposit form with what was chosen and typed
 * (session storage, src/edge/storage.ts); once the deposit is submitted, /deposit starts empty. The
 * deposit against the real server stays in tests/e2e/deposit.spec.ts.
 */
const form = () => page.getByTestId('deposit-form');
const promotion = () => form().getByRole('combobox', { name: 'Promotion' });
const amount = () => form().getByRole('textbox', { name: 'Amount' });
const radio = (name: string) => form().getByRole('radio', { name, exact: true });

function answerTheDeposit() {
  // A verified player with no pending deposit, bKash's two channels, and a wallet to pay within 10 minutes.
  answerTheDepositPage();
  fakeApi.on('POST submit-deposit', { json: { message: 'Deposit submitted.', transaction: { id: 41 } } });
}

test('Back from /make-payment shows the deposit form as it was left; after Submit, /deposit starts empty', async () => {
  answerTheDeposit();
  const { errors } = await renderSite('/deposit', { layout: 'mobile', player: true });
  await expect.element(radio('bKash')).toBeVisible();
  await promotion().selectOptions('2');
  await radio('bKash').click();
  await radio('Send Money').click();
  await userEvent.fill(amount(), '1500');
  await form().getByRole('button', { name: 'Next', exact: true }).click();
  await expectAddress((url) => url.pathname === '/make-payment', 'on /make-payment');
  await expect.element(page.getByTestId('payment-amount')).toBeVisible();

  history.back();
  await expectAddress((url) => url.pathname === '/deposit', 'back on /deposit');
  await expect.element(radio('Send Money')).toBeChecked();
  await expect.element(radio('bKash')).toBeChecked();
  await expect.element(promotion()).toHaveValue('2');
  await expect.element(amount()).toHaveValue('1500');
  // The saved channel came back with its method's channels, loaded again.
  expect(fakeApi.calls.filter((call) => call.path === 'showpayment-menthod').map((call) => call.query.get('name'))).toEqual(['bKash', 'bKash']);

  history.forward();
  await expectAddress((url) => url.pathname === '/make-payment', 'forward on /make-payment');
  await page.getByRole('textbox', { name: 'Reference No./Trans ID' }).fill('TRX12345');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.element(page.getByTestId('payment-pending')).toBeVisible();

  history.back();
  await expectAddress((url) => url.pathname === '/deposit', 'back on /deposit after Submit');
  await expect.element(radio('bKash')).toBeVisible();
  await expect.element(radio('bKash')).not.toBeChecked();
  await expect.element(amount()).toHaveValue('');
  await expect.element(promotion()).toHaveValue('');
  expect(errors).toEqual([]);
});
