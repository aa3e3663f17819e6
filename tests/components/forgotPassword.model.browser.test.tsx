import { page } from 'vitest/browser';
import type { CountryCode, RequestFailure } from '../../machines/forgotPassword';
import { forgotPasswordFlow } from '../../machines/forgotPassword.flow';
import { MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import { generatePaths } from '../flows/paths';
import { expectAddress, expectCount, expectText } from './expectations';
import { fakeApi, type FakeAnswer } from './fakeApi';
import { describeCoveringPaths, type ComponentFlowMapping, type PendingCalls } from './flowDriver';
import { renderSite, type Layout } from './site';

/**
 * Forgot password's model paths and its checks and failures, through the real views in a real
 * browser with the API faked (moved from tests/e2e/forgotPassword.model.spec.ts, same checks, each
 * path on the layout its hash picks). The reset against the real server (a real code from the
 * outbox, then /login) stays in tests/e2e/forgotPassword.spec.ts.
 */
const contactForm = () => page.getByTestId('forgot-password-contact');
const resetForm = () => page.getByTestId('forgot-password-reset');
const otpSent = /^OTP sent successfully\. Please check your (email|sms)\.$/;
const passwordChanged = 'Password changed successfully. Please login with your new password.';

const newPasswordInput = () => page.getByRole('textbox', { name: 'New Password', exact: true });
const confirmPasswordInput = () => page.getByRole('textbox', { name: 'Confirm Password', exact: true });

async function expectContactForm(calls: PendingCalls, tab: 'Email' | 'SMS') {
  await expect.element(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect.element(contactForm()).toHaveAttribute('aria-busy', 'false');
  await expect.element(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expectCount(page.getByLabelText('Enter 6 Digit OTP'), 0);
  expect(calls.count('sendOtp')).toBe(0);
}

/** A failed call as the server (or the lack of one) gives it. */
function failureAnswer(error: unknown, failedStatus: number): FakeAnswer {
  const failure = error as RequestFailure;
  if (failure.kind === 'rejected') return { status: failedStatus, json: { message: failure.message } };
  if (failure.kind === 'failed') return { status: 500, json: {} };
  return { abort: true };
}

/** The player's side of forgot password: what they see in each state, and what they do. */
function forgotPasswordInTheBrowser(layout: Layout): ComponentFlowMapping {
  return {
  async start() {
    await renderSite('/forgot-password', { layout });
  },
  states: {
    async 'enteringContact.byEmail'(calls) {
      await expectContactForm(calls, 'Email');
      await expect.element(page.getByLabelText('E-mail')).toBeVisible();
    },
    async 'enteringContact.bySms'(calls) {
      await expectContactForm(calls, 'SMS');
      await expect.element(page.getByLabelText('Phone Number')).toBeVisible();
    },
    async sendingOtp(calls) {
      await expect.element(contactForm()).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => calls.count('sendOtp')).toBe(1);
    },
    async enteringNewPassword(calls) {
      await expectText(page.getByTestId('forgot-password-sent'), otpSent);
      await expect.element(page.getByLabelText('Enter 6 Digit OTP')).toBeVisible();
      await expect.element(resetForm()).toHaveAttribute('aria-busy', 'false');
      await expectCount(page.getByRole('tablist'), 0);
      expect(calls.count('resetPassword')).toBe(0);
    },
    async resettingPassword(calls) {
      await expect.element(resetForm()).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => calls.count('resetPassword')).toBe(1);
    },
    async passwordChanged() {
      await expectText(page.getByTestId('forgot-password-success'), passwordChanged);
      await expectAddress((url) => url.pathname === '/forgot-password', '/forgot-password');
    },
    async leftForLogin() {
      await expectAddress((url) => url.pathname === '/login', '/login');
    },
  },
  events: {
    async 'emailTab.selected'() {
      await page.getByRole('tab', { name: 'Email' }).click();
    },
    async 'smsTab.selected'() {
      await page.getByRole('tab', { name: 'SMS' }).click();
    },
    async 'username.changed'(event) {
      await page.getByLabelText('Username').fill((event as { value: string } & typeof event).value);
    },
    async 'email.changed'(event) {
      await page.getByLabelText('E-mail').fill((event as { value: string } & typeof event).value);
    },
    async 'countryCode.selected'(event) {
      await page.getByLabelText('Country code').selectOptions((event as { countryCode: CountryCode } & typeof event).countryCode);
    },
    async 'phone.changed'(event) {
      await page.getByLabelText('Phone Number').fill((event as { value: string } & typeof event).value);
    },
    async 'otp.requested'() {
      await page.getByRole('button', { name: 'Send OTP' }).click();
    },
    async 'otp.changed'(event) {
      await page.getByLabelText('Enter 6 Digit OTP').fill((event as { value: string } & typeof event).value);
    },
    async 'newPassword.changed'(event) {
      await newPasswordInput().fill((event as { value: string } & typeof event).value);
    },
    async 'passwordConfirmation.changed'(event) {
      await confirmPasswordInput().fill((event as { value: string } & typeof event).value);
    },
    async 'passwordReset.requested'() {
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
  },
  actors: {
    sendOtp: {
      route: 'POST usr-forgot-password',
      done: () => ({ json: { message: 'OTP sent successfully. Please check your email.' } }),
      error: (error) => failureAnswer(error, 429),
    },
    resetPassword: {
      route: 'POST usr-reset-password',
      done: () => ({ json: { message: passwordChanged } }),
      error: (error) => failureAnswer(error, 422),
    },
  },
};
}

await describeCoveringPaths('forgot password flow through the UI (model paths)', forgotPasswordFlow, forgotPasswordInTheBrowser);

test('a missing UI mapping is an error, not a silent pass', () => {
  const mapping = forgotPasswordInTheBrowser('mobile');
  const { passwordChanged: _state, ...withoutState } = mapping.states;
  expect(() => planBrowserPaths(forgotPasswordFlow, generatePaths(forgotPasswordFlow), { ...mapping, states: withoutState })).toThrow(MissingMappingError);
});

test('the checks and failures show the spec texts where they belong', async () => {
  fakeApi.on('POST usr-forgot-password', { status: 500, json: {} });
  await renderSite('/forgot-password', { layout: 'desktop' });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.element(page.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter your email address.');
  await page.getByLabelText('E-mail').fill('demo2@takaplay.example');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.element(page.getByLabelText('Username')).toHaveAccessibleDescription('Please enter your username.');
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect.element(page.getByLabelText('Phone Number')).toHaveAccessibleDescription('Please enter your phone number.');
  await page.getByLabelText('Phone Number').fill('1700000002');
  await page.getByLabelText('Username').fill('demoplayer2');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectText(page.getByRole('alert'), 'Failed to send OTP. Please try again.');
  // Nothing typed is lost, on either tab.
  await expect.element(page.getByLabelText('Phone Number')).toHaveValue('1700000002');
  await page.getByRole('tab', { name: 'Email' }).click();
  await expect.element(page.getByLabelText('E-mail')).toHaveValue('demo2@takaplay.example');
  await expect.element(page.getByLabelText('Username')).toHaveValue('demoplayer2');

  fakeApi.on('POST usr-forgot-password', { abort: true });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectText(page.getByRole('alert'), 'An error occurred while sending the OTP. Please try again.');

  let body: unknown = null;
  fakeApi.on('POST usr-forgot-password', (request) => {
    body = request.body;
    return { json: { message: 'OTP sent successfully. Please check your sms.' } };
  });
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByLabelText('Country code').selectOptions('+880');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expectText(page.getByTestId('forgot-password-sent'), 'OTP sent successfully. Please check your sms.');
  expect(body).toEqual({ type: 'sms', phone: '+8801700000002', username: 'demoplayer2' });

  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await confirm.click();
  await expect.element(page.getByLabelText('Enter 6 Digit OTP')).toHaveAccessibleDescription('Please enter the OTP.');
  await page.getByLabelText('Enter 6 Digit OTP').fill('12345');
  await confirm.click();
  await expect.element(page.getByLabelText('Enter 6 Digit OTP')).toHaveAccessibleDescription('The code must be 6 digits.');
  await page.getByLabelText('Enter 6 Digit OTP').fill('123456');
  await newPasswordInput().fill('password');
  await confirm.click();
  await expect.element(newPasswordInput()).toHaveAccessibleDescription(
    'New Password must contain at least one number, one letter, and 8 characters long.',
  );
  await newPasswordInput().fill('newpass123');
  await confirm.click();
  await expect.element(confirmPasswordInput()).toHaveAccessibleDescription('Please confirm your new password.');
  await confirmPasswordInput().fill('newpass12');
  await confirm.click();
  await expect.element(confirmPasswordInput()).toHaveAccessibleDescription('Passwords do not match.');
});

