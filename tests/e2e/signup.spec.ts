import type { Page } from '@playwright/test';
import { expect, onlyOn, runOps, seriousAccessibilityViolations, test, watchForErrors } from './support';

// Tests whose steps do not depend on the layout run once, on the layout their tag names (half on each).

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) > 768;
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const signupButton = (page: Page) => page.getByTestId('signup-form').getByRole('button', { name: 'Sign up' });

/** A name, phone and e-mail no other run (or project) has used. */
function uniquePlayer(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 3).toString(36)}`.slice(-9);
  const digits = String(Date.now()).slice(-8) + String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return { username: `${tag}${stamp}`.slice(0, 15), email: `${tag}${stamp}@example.com`, phone: `01${digits.slice(-9)}` };
}

test.describe('sign-up against the real server', () => {
  test('the main form registers a new player, logs in automatically and lands home with both pop-up flags set', async ({ page }) => {
    const errors = watchForErrors(page);
    const player = uniquePlayer('su');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await expect(field(page, 'Referral code')).toHaveAttribute('placeholder', 'Enter if you have one');
    await expect(field(page, 'Password')).toHaveAttribute('placeholder', '8-20');
    await expect(page.getByTestId('signup-form').getByText('+88', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('BDT');

    await field(page, 'Username').fill(player.username);
    await field(page, 'E-mail').fill(player.email);
    await field(page, 'Phone number').fill(player.phone);
    await field(page, 'Password').fill('padma2river');
    await field(page, 'Confirm Password').fill('padma2river');
    await field(page, 'Full name').fill('New Player');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/create-players'));
    const loggedIn = page.waitForResponse((response) => response.url().endsWith('/api/login'));
    await signupButton(page).click();
    expect((await created).status()).toBe(201);
    expect((await created).request().postDataJSON()).toMatchObject({ username: player.username, status: 'active', currency: 'INR', referral_code: '' });
    expect((await loggedIn).status()).toBe(200);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    if (isDesktop(page)) {
      await expect(page.getByRole('link', { name: 'Member Center' })).toBeVisible();
      await expect(page.getByTestId('header-balance')).toBeVisible();
    } else {
      await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'My Account' })).toBeVisible();
    }
    const stored = await page.evaluate(() => ({ username: localStorage.getItem('username'), token: localStorage.getItem('token'), popup: localStorage.getItem('popup'), regPopup: localStorage.getItem('regPopup') }));
    expect(stored).toEqual({ username: player.username.toLowerCase(), token: expect.any(String), popup: '1', regPopup: '1' });
    expect(errors).toEqual([]);
  });

  test('the referral code starts from storage', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('referral_code', 'ABCDE12345'));
    await page.goto('/signup');
    await expect(field(page, 'Referral code')).toHaveValue('ABCDE12345');
  });

  test('every spec 1 §5 main-form message appears under its field, verbatim', { tag: onlyOn.desktop }, async ({ page }) => {
    await page.goto('/signup');
    await signupButton(page).click();
    const required: [string, string][] = [
      ['Username', 'Username is required'],
      ['E-mail', 'Email is required'],
      ['Phone number', 'Phone number is required'],
      ['Password', 'Password is required'],
      ['Confirm Password', 'Confirm Password is required'],
    ];
    for (const [name, message] of required) await expect(field(page, name)).toHaveAccessibleDescription(message);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const bad: [string, string, string][] = [
      ['Username', 'bad name', 'Invalid username (only letters and numbers)'],
      ['Username', 'short1', 'Username must be between 8 and 16 characters'],
      ['E-mail', 'not-an-email', 'Invalid email address'],
      ['Phone number', '12345', 'Invalid phone number (10-15 digits)'],
      ['Password', 'abc123', 'Password must be at least 8 characters'],
      ['Password', 'abc12345!', 'Password can only contain letters and numbers (no special characters)'],
    ];
    for (const [name, value, message] of bad) {
      await field(page, name).fill(value);
      await expect(field(page, name)).toHaveAccessibleDescription('');
      await signupButton(page).click();
      await expect(field(page, name)).toHaveAccessibleDescription(message);
    }
    await field(page, 'Password').fill('padma2river');
    await field(page, 'Confirm Password').fill('padma2rivex');
    await signupButton(page).click();
    await expect(field(page, 'Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    await expect(field(page, 'Password')).toHaveAccessibleDescription('');
  });

  test('a taken username comes back from the server under the username; nothing typed is lost', { tag: onlyOn.mobile }, async ({ page }) => {
    const player = uniquePlayer('tk');
    await page.goto('/signup');
    await field(page, 'Username').fill('demoplayer1');
    await field(page, 'E-mail').fill(player.email);
    await field(page, 'Phone number').fill(player.phone);
    await field(page, 'Password').fill('padma2river');
    await field(page, 'Confirm Password').fill('padma2river');
    await signupButton(page).click();
    await expect(field(page, 'Username')).toHaveAccessibleDescription('The username has already been taken.');
    await expect(field(page, 'E-mail')).toHaveValue(player.email);
    await expect(field(page, 'Password')).toHaveValue('padma2river');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a common password comes back from the server under the password field', { tag: onlyOn.desktop }, async ({ page }) => {
    const player = uniquePlayer('cp');
    await page.goto('/signup');
    await field(page, 'Username').fill(player.username);
    await field(page, 'E-mail').fill(player.email);
    await field(page, 'Phone number').fill(player.phone);
    await field(page, 'Password').fill('Password1');
    await field(page, 'Confirm Password').fill('Password1');
    await signupButton(page).click();
    await expect(field(page, 'Password')).toHaveAccessibleDescription('This password is too common. Please choose another.');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the two-step variant on /register registers for real with the captcha, then starts again empty', { tag: onlyOn.desktop }, async ({ page, request }) => {
    const errors = watchForErrors(page);
    const captchaIds: string[] = [];
    await page.route('**/api/captcha', async (route) => {
      const response = await route.fetch();
      captchaIds.push(((await response.json()) as { captcha_id: string }).captcha_id);
      await route.fulfill({ response });
    });
    const player = uniquePlayer('st');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await expect(field(page, 'Username')).toHaveAccessibleDescription('4-15 characters, letters and numbers, lowercased');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('signup-steps-error')).toHaveText('Please fill in all fields');
    await field(page, 'Username').fill(player.username);
    await field(page, 'Password').fill('padma2river');
    await field(page, 'Confirm Password').fill('padma2rivex');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('signup-steps-error')).toHaveText('Passwords do not match');
    await field(page, 'Confirm Password').fill('padma2river');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await field(page, 'Full name').fill('Step Player');
    await field(page, 'Phone number').fill(player.phone.slice(1));
    await field(page, 'E-mail').fill(player.email);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('signup-steps-error')).toHaveText('Please fill in all fields for step 2');

    // A wrong code: the server's message under the captcha, and a new image.
    const first = captchaIds.at(-1) ?? '';
    const { code: firstCode } = (await runOps(request, 'captcha-peek', [first])) as { code: string };
    await field(page, 'Captcha').fill(String((Number(firstCode) + 1) % 10_000).padStart(4, '0'));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('signup-steps-error')).toHaveText('You must confirm that you are 18 years old');
    await page.getByRole('checkbox', { name: 'I confirm that I am 18 years old or older' }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(field(page, 'Captcha')).toHaveAccessibleDescription(/The captcha is incorrect or has expired\./);
    await expect.poll(() => captchaIds.length).toBe(2);
    await expect(field(page, 'Captcha')).toHaveValue('');

    const { code } = (await runOps(request, 'captcha-peek', [captchaIds[1] ?? ''])) as { code: string };
    await field(page, 'Captcha').fill(code);
    const created = page.waitForResponse((response) => response.url().endsWith('/api/v1/create-players'));
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByTestId('signup-steps-success')).toContainText('Registration Successful!');
    await expect(page.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
    await expect(field(page, 'Username')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    // The account is real: the new player can log in.
    const login = await request.post('/api/login', { data: { username: player.username, password: 'padma2river' } });
    expect(login.status()).toBe(200);
    // The browser logs the refused wrong captcha (422) itself; nothing else may go wrong.
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
  });

  test('/page/guest/register.jsp goes to /register', { tag: onlyOn.mobile }, async ({ page }) => {
    await page.goto('/page/guest/register.jsp');
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
  });
});
