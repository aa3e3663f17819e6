import { page, userEvent } from 'vitest/browser';
import { fakePageClock } from './pageClock';
import { RealityCheckSection } from '../../src/features/safer-gambling/RealityCheckSection';
import { SelfExclusionSection } from '../../src/features/safer-gambling/SelfExclusionSection';
import { TimeOutSection } from '../../src/features/safer-gambling/TimeOutSection';
import { expectHidden } from './expectations';
import { fakeApi } from './fakeApi';
import { renderSection } from './saferBreaks';
import { renderSite, layouts } from './site';
import { saferStatusAnswer } from './siteAnswers';

/** Issue 24: the time-out, self-exclusion and reality-check sections, the reality-check dialog, the restricted account and the game's session clock, without the server. */

const button = (name: string) => page.getByRole('button', { name, exact: true });

const restriction = (kind: 'time_out' | 'self_exclusion', endsAt: string, more: Record<string, unknown> = {}) => ({
  kind,
  started_at: '2026-11-26T10:00:00.000Z',
  ends_at: endsAt,
  return_requested_at: null,
  return_confirmable_at: null,
  ...more,
});

afterEach(() => {
  vi.useRealTimers();
});

for (const layout of layouts) {
  describe(`time-out (${layout})`, () => {
    it('a time-out of 7 days: the statement, the password, then logged out with the notice of its end', async () => {
      fakeApi.on('POST safer-gambling/time-out', { json: { code: 'time_out_started', message: 'Your time-out has started.', restriction: restriction('time_out', '2026-12-03T10:00:00.000Z') } });
      await renderSection(<TimeOutSection />, { layout });
      await button('Take a time-out').click();
      await button('Continue').click();
      await expect.element(page.getByTestId('break-problem')).toHaveTextContent('Please choose a period.');
      await page.getByRole('radio', { name: '7 days' }).click();
      await button('Continue').click();
      await expect.element(page.getByTestId('break-statement')).toHaveTextContent(/^You will not be able to deposit, play or bet until \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. You can still log in/);
      await button('Continue').click();
      await button('Start my time-out').click();
      await expect.element(page.getByText('Please enter your password.')).toBeVisible();
      await page.getByLabelText('Your password').fill('demo12345');
      await button('Start my time-out').click();
      await expect.element(page.getByText('Your time-out has started; it ends 2026-12-03 16:00.')).toBeVisible();
      expect(fakeApi.calls.find((call) => call.path === 'safer-gambling/time-out')?.body).toEqual({ period: '7d', password: 'demo12345' });
      expect(localStorage.getItem('token')).toBeNull();
      await button('OK').click();
      await expectHidden(page.getByText('Your time-out has started; it ends 2026-12-03 16:00.'));
    });

    it('password_wrong shows on the password field; the period stays', async () => {
      fakeApi.on('POST safer-gambling/time-out', { status: 422, json: { code: 'password_wrong', message: 'The password is not correct.', field: 'password' } });
      await renderSection(<TimeOutSection />, { layout });
      await button('Take a time-out').click();
      await page.getByRole('radio', { name: '24 hours' }).click();
      await button('Continue').click();
      await button('Continue').click();
      await page.getByLabelText('Your password').fill('wrong');
      await button('Start my time-out').click();
      await expect.element(page.getByLabelText('Your password')).toHaveAccessibleDescription(/The password is not correct\./);
      await button('Back').click();
      await button('Back').click();
      await expect.element(page.getByRole('radio', { name: '24 hours' })).toBeChecked();
      expect(localStorage.getItem('token')).toBe('component-token');
    });
  });
}

describe('self-exclusion', () => {
  it('needs "I understand" and states what follows (Bangla, phone)', async () => {
    await renderSection(<SelfExclusionSection />, { layout: 'mobile', language: 'bn' });
    await button('সেলফ-এক্সক্লুড করুন').click();
    await page.getByRole('radio', { name: '১ বছর' }).click();
    await button('এগিয়ে যান').click();
    await expect.element(page.getByTestId('break-statement')).toHaveTextContent(/পর্যন্ত আপনি ডিপোজিট, খেলা বা বেট করতে পারবেন না।/);
    await button('এগিয়ে যান').click();
    await expect.element(page.getByTestId('break-problem')).toHaveTextContent('এগিয়ে যেতে "আমি বুঝেছি" টিক দিন।');
    await page.getByRole('checkbox', { name: 'আমি বুঝেছি' }).click();
    await button('এগিয়ে যান').click();
    await expect.element(page.getByLabelText('আপনার পাসওয়ার্ড')).toBeVisible();
  });

  it('a failure offers Try again, which resends (desktop)', async () => {
    fakeApi.on('POST safer-gambling/self-exclusion', { status: 500, json: { message: 'Server Error' } });
    await renderSection(<SelfExclusionSection />, { layout: 'desktop' });
    await button('Self-exclude').click();
    await page.getByRole('radio', { name: '6 months' }).click();
    await button('Continue').click();
    await expect.element(page.getByTestId('break-statement')).toHaveTextContent(
      /The exclusion cannot be lifted early\. At its end your account stays closed until you ask to return and confirm 24 hours later\.$/,
    );
    await page.getByRole('checkbox', { name: 'I understand' }).click();
    await button('Continue').click();
    await page.getByLabelText('Your password').fill('demo12345');
    await button('Start my self-exclusion').click();
    await expect.element(page.getByTestId('break-failed')).toHaveTextContent('The break could not be started. Please try again.');
    fakeApi.on('POST safer-gambling/self-exclusion', { status: 409, json: { code: 'break_running', message: 'A self-exclusion is already running.' } });
    await button('Try again').click();
    await expect.element(page.getByTestId('break-refused')).toHaveTextContent('A self-exclusion is already running.');
    expect(fakeApi.calls.filter((call) => call.path === 'safer-gambling/self-exclusion').map((call) => call.body)).toEqual([
      { period: '6m', password: 'demo12345', understood: true },
      { period: '6m', password: 'demo12345', understood: true },
    ]);
  });
});

describe('reality check', () => {
  for (const layout of layouts) {
    it(`the interval is saved from the section (${layout})`, async () => {
      fakeApi.on('POST safer-gambling/reality-check', { json: { code: 'reality_check_saved', message: 'Saved.', reality_check: { interval_minutes: 30 } } });
      await renderSection(<RealityCheckSection />, { layout });
      const control = page.getByTestId('reality-check-interval');
      await expect.element(control.getByRole('radio', { name: 'Off' })).toBeChecked();
      await control.getByText('30 min').click();
      await expect.element(page.getByTestId('reality-check-saved')).toHaveTextContent('Saved.');
      expect(fakeApi.calls.find((call) => call.path === 'safer-gambling/reality-check')?.body).toEqual({ interval_minutes: 30 });
      await expect.element(control.getByRole('radio', { name: '30 min' })).toBeChecked();
    });
  }

  it('the dialog at the interval: logged-in time and the net loss; Continue closes it (Bangla, desktop)', async () => {
    fakePageClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
    const startedAt = new Date(Date.now() - 14 * 60_000).toISOString();
    fakeApi.on('GET safer-gambling/status', () => ({ json: saferStatusAnswer({ intervalMinutes: 15, startedAt, netWinLoss: '-120.00' }) }));
    await renderSection(<RealityCheckSection />, { layout: 'desktop', language: 'bn' });
    await expect.element(page.getByTestId('reality-check-interval').getByRole('radio', { name: '১৫ মিনিট' })).toBeChecked();
    vi.advanceTimersByTime(60_000);
    await expect.element(page.getByTestId('reality-check-time')).toHaveTextContent('আপনি ০ ঘণ্টা ১৫ মিনিট ধরে লগইন আছেন।');
    await expect.element(page.getByTestId('reality-check-net')).toHaveTextContent('এই সেশনে মোট হার: −৳১২০.০০');
    await button('চালিয়ে যান').click();
    vi.advanceTimersByTime(300);
    await expectHidden(page.getByTestId('reality-check-time'));
  });

  it('Log out in the dialog ends the session (phone)', async () => {
    fakePageClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
    const startedAt = new Date(Date.now() - 59 * 60_000).toISOString();
    fakeApi.on('GET safer-gambling/status', () => ({ json: saferStatusAnswer({ intervalMinutes: 60, startedAt, netWinLoss: '250.50' }) }));
    await renderSection(<RealityCheckSection />, { layout: 'mobile' });
    await expect.element(page.getByTestId('reality-check-interval').getByRole('radio', { name: '60 min' })).toBeChecked();
    vi.advanceTimersByTime(60_000);
    await expect.element(page.getByTestId('reality-check-time')).toHaveTextContent('You have been logged in for 1 h 0 min.');
    await expect.element(page.getByTestId('reality-check-net')).toHaveTextContent('Net win this session: +৳250.50');
    await button('Log out').click();
    await expect.poll(() => localStorage.getItem('token')).toBeNull();
  });
});

describe('the restricted account and the game’s clock', () => {
  for (const layout of layouts) {
    it(`the account area says what a time-out closes (${layout})`, async () => {
      fakeApi.on('GET safer-gambling/status', () => ({ json: saferStatusAnswer({ restriction: restriction('time_out', '2026-12-03T10:00:00.000Z') }) }));
      await renderSite('/account', { layout, player: true });
      await expect.element(page.getByTestId('restricted-notice')).toHaveTextContent(
        'Your account is on a time-out until 2026-12-03 16:00. You can see your balance and history and withdraw; deposits, games and bets are closed.',
      );
    });

    it(`/gamerun shows the session clock, ticking each second (${layout})`, async () => {
      // Real timers: the page's chunk loads on them. The clock starts 42 min 10 s into the session.
      const startedAt = new Date(Date.now() - (42 * 60 + 10) * 1000).toISOString();
      fakeApi.on('GET safer-gambling/status', () => ({ json: saferStatusAnswer({ startedAt }) }));
      await renderSite('/gamerun', { layout, player: true, state: { iframeUrl: '/favicon.ico', gameName: 'Test game' } });
      await expect.element(page.getByTestId('gamerun-title')).toHaveTextContent('Test game');
      const clock = page.getByTestId('session-clock');
      await expect.element(clock).toHaveTextContent(/^Session 0:4[2-3]:\d\d$/);
      const shown = clock.element().textContent;
      // The tick actor moves it on each second.
      await expect.poll(() => clock.element().textContent, { timeout: 5000 }).not.toBe(shown);
    });
  }

  it('after an exclusion’s end: Ask to return, then the time to confirm (Bangla, phone)', async () => {
    const ended = restriction('self_exclusion', '2026-01-01T00:00:00.000Z');
    fakeApi.on('GET safer-gambling/status', () => ({ json: saferStatusAnswer({ restriction: ended }) }));
    fakeApi.on('POST safer-gambling/return', {
      json: { code: 'return_requested', message: 'ok', restriction: { ...ended, return_requested_at: '2026-11-26T10:00:00.000Z', return_confirmable_at: '2026-11-27T10:00:00.000Z' } },
    });
    await setPreferredLanguageLater();
    await renderSite('/account', { layout: 'mobile', player: true });
    const notice = page.getByTestId('restricted-notice');
    await expect.element(notice).toHaveTextContent('আপনার সেলফ-এক্সক্লুশন শেষ হয়েছে।');
    await notice.getByRole('button', { name: 'ফিরে আসার অনুরোধ করুন' }).click();
    await expect.element(notice).toHaveTextContent('২০২৬-১১-২৭ ১৬:০০ থেকে আপনি তা নিশ্চিত করতে পারবেন।');
    await expect.element(notice.getByRole('button', { name: 'ফিরে আসা নিশ্চিত করুন' })).toBeVisible();
  });
});

async function setPreferredLanguageLater() {
  const { setPreferredLanguage } = await import('../../src/i18n');
  await setPreferredLanguage('bn');
  await userEvent.keyboard('{Escape}');
}
