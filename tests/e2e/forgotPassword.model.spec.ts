import type { APIRequestContext, Page } from '@playwright/test';
import type { CountryCode, RequestFailure } from '../../machines/forgotPassword';
import { forgotPasswordFlow } from '../../machines/forgotPassword.flow';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, MissingMappingError, planBrowserPaths, type ApiAnswer, type BrowserFlowMapping, type PendingCalls } from './flows/driver';
import { expect, layoutsOfPaths, onlyOn, pauseClock, runOps, test } from './support';

const contactForm = (page: Page) => page.getByTestId('forgot-password-contact');
const resetForm = (page: Page) => page.getByTestId('forgot-password-reset');
const otpSent = /^OTP sent successfully\. Please check your (email|sms)\.$/;
const passwordChanged = 'Password changed successfully. Please login with your new password.';

const newPasswordInput = (page: Page) => page.getByRole('textbox', { name: 'New Password', exact: true });
const confirmPasswordInput = (page: Page) => page.getByRole('textbox', { name: 'Confirm Password', exact: true });

async function expectContactForm(page: Page, calls: PendingCalls, tab: 'Email' | 'SMS') {
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(contactForm(page)).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  await expect(page.getByLabel('Enter 6 Digit OTP')).toHaveCount(0);
  expect(calls.count('sendOtp')).toBe(0);
}

/** A failed call as the server (or the lack of one) gives it. */
function failureAnswer(error: unknown, failedStatus: number): ApiAnswer {
  const failure = error as RequestFailure;
  if (failure.kind === 'rejected') return { status: failedStatus, json: { message: failure.message } };
  if (failure.kind === 'failed') return { status: 500, json: {} };
  return { abort: 'connectionrefused' };
}

/** The player's side of forgot password: what they see in each state, and what they do. */
const forgotPasswordInTheBrowser: BrowserFlowMapping = {
  async start(page) {
    await page.goto('/forgot-password');
  },
  states: {
    async 'enteringContact.byEmail'(page, calls) {
      await expectContactForm(page, calls, 'Email');
      await expect(page.getByLabel('E-mail')).toBeVisible();
    },
    async 'enteringContact.bySms'(page, calls) {
      await expectContactForm(page, calls, 'SMS');
      await expect(page.getByLabel('Phone Number')).toBeVisible();
    },
    async sendingOtp(page, calls) {
      await expect(contactForm(page)).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => calls.count('sendOtp')).toBe(1);
    },
    async enteringNewPassword(page, calls) {
      await expect(page.getByTestId('forgot-password-sent')).toHaveText(otpSent);
      await expect(page.getByLabel('Enter 6 Digit OTP')).toBeVisible();
      await expect(resetForm(page)).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('tablist')).toHaveCount(0);
      expect(calls.count('resetPassword')).toBe(0);
    },
    async resettingPassword(page, calls) {
      await expect(resetForm(page)).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => calls.count('resetPassword')).toBe(1);
    },
    async passwordChanged(page) {
      await expect(page.getByTestId('forgot-password-success')).toHaveText(passwordChanged);
      await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
    },
    async leftForLogin(page) {
      await expect(page).toHaveURL((url) => url.pathname === '/login');
    },
  },
  events: {
    async 'emailTab.selected'(page) {
      await page.getByRole('tab', { name: 'Email' }).click();
    },
    async 'smsTab.selected'(page) {
      await page.getByRole('tab', { name: 'SMS' }).click();
    },
    async 'username.changed'(page, event) {
      await page.getByLabel('Username').fill((event as { value: string } & typeof event).value);
    },
    async 'email.changed'(page, event) {
      await page.getByLabel('E-mail').fill((event as { value: string } & typeof event).value);
    },
    async 'countryCode.selected'(page, event) {
      await page.getByLabel('Country code').selectOption((event as { countryCode: CountryCode } & typeof event).countryCode);
    },
    async 'phone.changed'(page, event) {
      await page.getByLabel('Phone Number').fill((event as { value: string } & typeof event).value);
    },
    async 'otp.requested'(page) {
      await page.getByRole('button', { name: 'Send OTP' }).click();
    },
    async 'otp.changed'(page, event) {
      await page.getByLabel('Enter 6 Digit OTP').fill((event as { value: string } & typeof event).value);
    },
    async 'newPassword.changed'(page, event) {
      await newPasswordInput(page).fill((event as { value: string } & typeof event).value);
    },
    async 'passwordConfirmation.changed'(page, event) {
      await confirmPasswordInput(page).fill((event as { value: string } & typeof event).value);
    },
    async 'passwordReset.requested'(page) {
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
  },
  actors: {
    sendOtp: {
      url: '**/api/usr-forgot-password',
      done: () => ({ status: 200, json: { message: 'OTP sent successfully. Please check your email.' } }),
      error: (error) => failureAnswer(error, 429),
    },
    resetPassword: {
      url: '**/api/usr-reset-password',
      done: () => ({ status: 200, json: { message: passwordChanged } }),
      error: (error) => failureAnswer(error, 422),
    },
  },
};

// Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
const { chosen } = await pathsCoveringTheirTransitions(forgotPasswordFlow, generatePaths(forgotPasswordFlow));
const { drivable, leftOut } = planBrowserPaths(forgotPasswordFlow, chosen, forgotPasswordInTheBrowser);

test.describe('forgot password flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the generated paths', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, forgotPasswordFlow, path, forgotPasswordInTheBrowser);
    });
  }
});

test('a missing UI mapping is an error, not a silent pass', () => {
  const { passwordChanged: _state, ...withoutState } = forgotPasswordInTheBrowser.states;
  expect(() => planBrowserPaths(forgotPasswordFlow, generatePaths(forgotPasswordFlow), { ...forgotPasswordInTheBrowser, states: withoutState })).toThrow(
    MissingMappingError,
  );
});

test('the checks and failures show the spec texts where they belong', { tag: onlyOn.desktop }, async ({ page }) => {
  await page.route('**/api/usr-forgot-password', (route) => route.fulfill({ status: 500, json: {} }));
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter your email address.');
  await page.getByLabel('E-mail').fill('demo2@takaplay.example');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Please enter your username.');
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('Please enter your phone number.');
  await page.getByLabel('Phone Number').fill('1700000002');
  await page.getByLabel('Username').fill('demoplayer2');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send OTP. Please try again.');
  // Nothing typed is lost, on either tab.
  await expect(page.getByLabel('Phone Number')).toHaveValue('1700000002');
  await page.getByRole('tab', { name: 'Email' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('demo2@takaplay.example');
  await expect(page.getByLabel('Username')).toHaveValue('demoplayer2');

  await page.unroute('**/api/usr-forgot-password');
  await page.route('**/api/usr-forgot-password', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('alert')).toHaveText('An error occurred while sending the OTP. Please try again.');

  await page.unroute('**/api/usr-forgot-password');
  let body: unknown = null;
  await page.route('**/api/usr-forgot-password', (route) => {
    body = route.request().postDataJSON();
    return route.fulfill({ json: { message: 'OTP sent successfully. Please check your sms.' } });
  });
  await page.getByRole('tab', { name: 'SMS' }).click();
  await page.getByLabel('Country code').selectOption('+880');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toHaveText('OTP sent successfully. Please check your sms.');
  expect(body).toEqual({ type: 'sms', phone: '+8801700000002', username: 'demoplayer2' });

  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await confirm.click();
  await expect(page.getByLabel('Enter 6 Digit OTP')).toHaveAccessibleDescription('Please enter the OTP.');
  await page.getByLabel('Enter 6 Digit OTP').fill('12345');
  await confirm.click();
  await expect(page.getByLabel('Enter 6 Digit OTP')).toHaveAccessibleDescription('The code must be 6 digits.');
  await page.getByLabel('Enter 6 Digit OTP').fill('123456');
  await newPasswordInput(page).fill('password');
  await confirm.click();
  await expect(newPasswordInput(page)).toHaveAccessibleDescription(
    'New Password must contain at least one number, one letter, and 8 characters long.',
  );
  await newPasswordInput(page).fill('newpass123');
  await confirm.click();
  await expect(confirmPasswordInput(page)).toHaveAccessibleDescription('Please confirm your new password.');
  await confirmPasswordInput(page).fill('newpass12');
  await confirm.click();
  await expect(confirmPasswordInput(page)).toHaveAccessibleDescription('Passwords do not match.');
});

async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await runOps(request, 'outbox', ['--to', to, '--limit', '1'])) as { text: string }[];
      code = /code is (\d{6})/.exec(messages[0]?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

test('against the real server: a code by e-mail (mobile) or SMS (desktop), a new password, then /login after 1.5 s', async ({ page, request }, testInfo) => {
  // One code per player at a time (a newer code replaces the older): demoplayer2 by e-mail on the
  // mobile run, a player of its own by SMS on the desktop run, so the two runs never meet.
  const viaSms = testInfo.project.name === 'desktop';
  const suffix = `${Date.now() % 1e8}`.padStart(8, '0');
  const player: { username: string; password: string; phone: string } | { username: string; password: string; email: string } = viaSms
    ? { username: `reset${suffix.slice(0, 8)}`, password: 'start12345', phone: `017${suffix}` }
    : { username: 'demoplayer2', password: 'demo12345', email: 'demo2@takaplay.example' };
  if ('phone' in player) await runOps(request, 'create-player', [player.username, player.password, '--phone', player.phone]);
  // The demo player keeps its seeded password, so other journeys can still use it.
  const newPassword = viaSms ? 'changed12345' : 'demo12345';

  await page.clock.install();
  await page.goto('/forgot-password');
  await page.getByLabel('Username').fill(player.username);
  if ('phone' in player) {
    await page.getByRole('tab', { name: 'SMS' }).click();
    await expect(page.getByLabel('Country code')).toHaveValue('+880');
    await page.getByLabel('Phone Number').fill(player.phone.slice(1));
  } else {
    await page.getByLabel('E-mail').fill(player.email);
  }
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toHaveText(`OTP sent successfully. Please check your ${viaSms ? 'sms' : 'email'}.`);

  const code = await latestCode(request, 'phone' in player ? player.phone : player.email);
  await page.getByLabel('Enter 6 Digit OTP').fill(code);
  await newPasswordInput(page).fill(newPassword);
  await confirmPasswordInput(page).fill(newPassword);
  // From here the page's clock only moves when the test says so.
  await pauseClock(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('forgot-password-success')).toHaveText(passwordChanged);

  await page.clock.runFor(1400);
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await page.clock.runFor(100);
  await expect(page).toHaveURL((url) => url.pathname === '/login');

  const login = await request.post('/api/login', { data: { username: player.username, password: newPassword } });
  expect(login.status()).toBe(200);
  // The code is used up.
  const again = await request.post('/api/usr-reset-password', {
    data: { otp: code, password: newPassword, password_confirmation: newPassword, username: player.username },
  });
  expect(again.status()).toBe(422);
});
