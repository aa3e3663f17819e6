import { page, userEvent } from 'vitest/browser';
import { expectAddress, expectCount, expectText } from './expectations';
import { fakeApi, type FakeAnswer, type FakeRequest } from './fakeApi';
import { answerTheFundsPlayer } from './fundsAnswers';
import { freshAnswer } from './siteAnswers';
import { renderSite, seriousAccessibilityViolations, type Layout } from './site';

/**
 * What the withdrawal page does with the server's answers, the API faked (issue 23: moved from
 * tests/e2e/withdrawal.spec.ts, same checks, each on the layout its Playwright test ran on). What
 * needs the real server (the blocked players as the server decides, the happy path with the
 * operator's approval and the balance, a timeout after the server made the withdrawal and a retry
 * making exactly one, /payment-request finding the newest pending one) stays there.
 *
 * Moved (old Playwright test → test here):
 * - "the form’s own checks come in the spec’s order, under their fields" → same title (mobile; nothing is sent)
 * - faults "a 500 answer: a clear error, the fields kept, and the retry makes exactly one withdrawal" →
 *   "a 500 answer: a clear error, the fields kept, and the retry sends the same withdrawal" (desktop)
 * - faults "being offline: …" → "being offline: a clear error, the fields kept, and the retry sends the same withdrawal" (desktop)
 * - "Enter pressed again while sending sends nothing, and the answer’s error still shows" → same title (mobile)
 * - "a double click sends one request" → same title (desktop)
 * - "a check error and a submit error carrying <img onerror> and <script> show text and run nothing" → same title (mobile)
 */

/** The player's main phone (tests/components/fixtures/freshServer.json), verified here. */
const playerPhone = '01812345678';

const form = () => page.getByTestId('withdrawal-form');
const amountField = () => page.getByRole('textbox', { name: 'Amount' });
const submitButton = () => form().getByRole('button', { name: 'Submit' });
const eligibility = () => page.getByTestId('withdrawal-eligibility');
const errorDialog = () => page.getByRole('dialog', { name: 'Error' });
const radio = (name: string) => page.getByRole('radio', { name, exact: true });

const submissions = (): FakeRequest[] => fakeApi.calls.filter((call) => call.method === 'POST' && call.path === 'submit-withdraw');
const keysOf = (calls: FakeRequest[]) => calls.map((call) => call.headers.get('idempotency-key') ?? '');

const withdrawalMade: FakeAnswer = {
  json: { success: true, message: 'Withdrawal successful!', transaction: { id: 51, action: 'withdraw', amount: '500.00', key: '0', created_at: new Date().toISOString(), payment_method: { name: 'bKash', icon: '' } } },
};

/** A ready player: verified phone, a birthday, ৳5,000, no pending withdrawal, no turnover left; the server takes a withdrawal. */
function answerTheWithdrawal() {
  answerTheFundsPlayer({ dofb: '1990-05-17', balance: '5000.00' });
  fakeApi.on('POST balance', { json: { ...freshAnswer<object>('POST balance'), balance: '5000.00' } });
  fakeApi.on('GET userwithdrawcheck', { json: { success: true } });
  fakeApi.on('POST submit-withdraw', withdrawalMade);
}

async function openWithdrawal(layout: Layout) {
  answerTheWithdrawal();
  await renderSite('/withdrawal', { layout, player: true });
  await expect.element(form()).toBeVisible();
}

async function fillForm() {
  await radio('bKash').click();
  await page.getByRole('button', { name: '+৳500' }).click();
  await radio(playerPhone).click();
  await expect.element(amountField()).toHaveValue('500');
}

async function expectFormKept() {
  await expect.element(amountField()).toHaveValue('500');
  await expect.element(radio('bKash')).toBeChecked();
  await expect.element(radio(playerPhone)).toBeChecked();
}

/**
 * The page has loaded its phones and nothing moves before the accessibility check: no finite animation
 * running, and every dialog fully shown. Mantine starts a dialog's transition a frame after it mounts, so a
 * check made in that frame sees no animation at all, and axe would then read the dialog as it fades in.
 */
async function expectSettled() {
  await expect.element(radio(playerPhone)).toBeVisible();
  await expect
    .poll(() => {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length;
      const fadingDialogs = [...document.querySelectorAll('[role="dialog"]')].filter((dialog) => getComputedStyle(dialog).opacity !== '1').length;
      return running + fadingDialogs;
    }, { message: 'animations settled and dialogs fully shown' })
    .toBe(0);
}

async function expectWithdrawalMade() {
  await expectAddress((url) => url.pathname === '/payment-request', 'on /payment-request');
  await expectText(page.getByTestId('withdrawal-success'), 'Withdrawal successful!');
}

test('the form’s own checks come in the spec’s order, under their fields', async () => {
  await openWithdrawal('mobile');
  await expectCount(eligibility(), 0);
  await submitButton().click();
  await expect.element(amountField()).toHaveAccessibleDescription(/Amount is required\./);
  await page.getByRole('button', { name: '+৳1,000' }).click();
  await page.getByRole('button', { name: '+৳500' }).click();
  await expect.element(amountField()).toHaveValue('1500');
  await submitButton().click();
  await expect.element(page.getByText('Account number is required.')).toBeVisible();
  await radio(playerPhone).click();
  await submitButton().click();
  await expect.element(page.getByText('Please select your payment method.')).toBeVisible();
  expect(submissions()).toEqual([]);
});

describe('withdrawal faults keep what was typed; the retry is the same withdrawal', () => {
  for (const fault of ['a 500 answer', 'being offline'] as const) {
    test(`${fault}: a clear error, the fields kept, and the retry sends the same withdrawal`, async () => {
      await openWithdrawal('desktop');
      await fillForm();
      if (fault === 'a 500 answer') fakeApi.on('POST submit-withdraw', { status: 500, json: { message: 'Internal server error' } });
      else fakeApi.offline = true;
      await submitButton().click();
      await expect.element(errorDialog()).toBeVisible();
      // Offline, the check before the submission fails first (its words); a 500 is the submission's.
      await expectText(page.getByTestId('funds-error-message'), fault === 'being offline' ? 'An error occurred.' : 'An error occurred. Please try again.');
      await errorDialog().getByRole('button', { name: 'Close' }).click();
      await expectFormKept();

      fakeApi.on('POST submit-withdraw', withdrawalMade);
      fakeApi.offline = false;
      await submitButton().click();
      await expectWithdrawalMade();
      const keys = keysOf(submissions());
      expect(keys[0]).toMatch(/^withdraw-[\w-]+$/);
      if (fault === 'being offline') {
        // Nothing reached the server while offline: the one withdrawal is the retry's.
        expect(keys).toHaveLength(1);
      } else {
        // The retry carries the first attempt's Idempotency-Key: the server makes one withdrawal of both.
        expect(keys).toHaveLength(2);
        expect(keys[1]).toBe(keys[0]);
      }
    });
  }

  test('Enter pressed again while sending sends nothing, and the answer’s error still shows', async () => {
    await openWithdrawal('mobile');
    await fillForm();
    fakeApi.hold('submit', 'POST submit-withdraw');
    await userEvent.type(amountField(), '{Enter}');
    await expect.element(submitButton()).toHaveAttribute('data-loading', 'true');
    await expect.poll(() => submissions().length).toBe(1);
    await userEvent.type(amountField(), '{Enter}');
    fakeApi.release('submit', { status: 422, json: { success: false, message: 'Insufficient balance. Your balance is ৳0.00.' } });
    await expectText(page.getByTestId('funds-error-message'), 'Insufficient balance. Your balance is ৳0.00.');
    await expect.element(errorDialog()).toBeVisible();
    // The second press came while the first call was in flight; a second call would have been sent then.
    expect(submissions()).toHaveLength(1);
  });

  test('a double click sends one request', async () => {
    await openWithdrawal('desktop');
    await fillForm();
    await submitButton().dblClick();
    await expectWithdrawalMade();
    expect(submissions()).toHaveLength(1);
  });
});

test('a check error and a submit error carrying <img onerror> and <script> show text and run nothing', async () => {
  const hostile = 'Refused <img src=x onerror="window.xssRan=1"><script>window.xssRan=2</script>now';
  answerTheWithdrawal();
  let checks = 0;
  fakeApi.on('GET userwithdrawcheck', () => {
    checks += 1;
    return checks === 1 ? { status: 400, json: { success: false, message: hostile, error: hostile } } : { json: { success: true } };
  });
  fakeApi.on('POST submit-withdraw', { status: 422, json: { success: false, message: hostile, error: hostile } });
  await renderSite('/withdrawal', { layout: 'mobile', player: true });
  await expect.element(form()).toBeVisible();
  // Above the form the server's words are plain text.
  await expect.element(eligibility()).toHaveTextContent(hostile);
  expect(eligibility().element().querySelectorAll('img, script')).toHaveLength(0);
  await expectSettled();
  expect(await seriousAccessibilityViolations()).toEqual([]);
  await fillForm();
  await submitButton().click();
  // The Error dialog renders HTML, sanitised: the markup is gone, the words stay.
  const message = page.getByTestId('funds-error-message');
  await expectText(message, 'Refused now');
  expect(message.element().querySelectorAll('img, script')).toHaveLength(0);
  await expectSettled();
  expect(await seriousAccessibilityViolations()).toEqual([]);
  expect((window as unknown as { xssRan?: number }).xssRan).toBeUndefined();
  await errorDialog().getByRole('button', { name: 'Close' }).click();
  await expectFormKept();
});
