import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pauseClock, runOps, test } from './support';

/**
 * Forgot password against the real server. Its model paths and its checks and failures, with the
 * server's answers canned, run in the browser component layer (tests/components/forgotPassword.model.browser.test.tsx).
 */
const passwordChanged = 'Password changed successfully. Please login with your new password.';
const newPasswordInput = (page: Page) => page.getByRole('textbox', { name: 'New Password', exact: true });
const confirmPasswordInput = (page: Page) => page.getByRole('textbox', { name: 'Confirm Password', exact: true });

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
  // A player of its own on each run (by e-mail on mobile, by SMS on desktop): a player waits 2 minutes between
  // codes, so a run again within them (--repeat-each) would otherwise meet the last run's wait.
  const viaSms = testInfo.project.name === 'desktop';
  const suffix = `${Date.now() % 1e8}`.padStart(8, '0');
  // The two projects run at once: each its own name, even in the same millisecond.
  const username = `reset${viaSms ? 's' : 'e'}${suffix}`;
  const player = { username, password: 'start12345', ...(viaSms ? { phone: `017${suffix}` } : { email: `${username}@takaplay.example` }) };
  await runOps(request, 'create-player', [player.username, player.password, ...('phone' in player ? ['--phone', player.phone] : ['--email', player.email])]);
  const newPassword = 'changed12345';

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
