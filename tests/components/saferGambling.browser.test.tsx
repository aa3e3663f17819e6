import { page, userEvent } from 'vitest/browser';
import { setPreferredLanguage } from '../../src/i18n';
import { expectCount, expectHidden, expectText } from './expectations';
import { fakeApi } from './fakeApi';
import { freshAnswer } from './siteAnswers';
import { layouts, renderSite } from './site';

/**
 * /safer-gambling (issue 24) in a real browser with the API faked: the limits editor with a pending
 * raise (when it can be confirmed, Confirm disabled until then) and the activity statement's rows, on
 * both layouts in English and Bangla. The editor's model paths: saferLimits.model.browser.test.tsx.
 */
const none = { amount: null, used: '0.00', left: null, resets_at: null, pending: null };
const limitsAnswer = {
  limits: {
    day: { amount: '1000.00', used: '400.00', left: '600.00', resets_at: '2030-01-14T06:00:00.000Z', pending: { amount: '5000.00', requested_at: '2030-01-14T08:00:00.000Z', confirmable_at: '2030-01-15T08:00:00.000Z' } },
    week: none,
    month: none,
  },
  allowance: { left: '600.00', period: 'day', resets_at: '2030-01-14T06:00:00.000Z' },
  limit_prompt: false,
};
const statementAnswer = {
  lifetime: { deposits: '12000.00', withdrawals: '4500.00', net_deposits: '7500.00' },
  periods: [
    { period: '24h', deposits: '1000.00', withdrawals: '0.00', stakes: '800.00', net_win_loss: '-120.00' },
    { period: '7d', deposits: '3000.00', withdrawals: '500.00', stakes: '2400.00', net_win_loss: '350.00' },
    { period: '30d', deposits: '6000.00', withdrawals: '1500.00', stakes: '5200.00', net_win_loss: '-900.00' },
    { period: '12m', deposits: '12000.00', withdrawals: '4500.00', stakes: '15000.00', net_win_loss: '0.00' },
  ],
};

const expected = {
  en: {
    title: 'Safer gambling',
    field: 'Limit for 24 hours (৳)',
    pending: ['Change to ৳5,000 requested.', 'Can be confirmed after 15 Jan 2030, 14:00.'],
    confirm: 'Confirm',
    net: '৳7,500',
    rows: {
      '24h': ['Last 24 hours', '৳1,000', '৳0', '৳800', '-৳120'],
      '7d': ['Last 7 days', '৳3,000', '৳500', '৳2,400', '+৳350'],
      '12m': ['Last 12 months', '৳12,000', '৳4,500', '৳15,000', '৳0'],
    },
  },
  bn: {
    title: 'নিরাপদ খেলা',
    field: 'সীমা: ২৪ ঘণ্টা (৳)',
    pending: ['৳৫,০০০-এ পরিবর্তনের অনুরোধ করা হয়েছে।', '২০৩০, ১৪:০০-এর পরে নিশ্চিত করা যাবে।'],
    confirm: 'নিশ্চিত করুন',
    net: '৳৭,৫০০',
    rows: {
      '24h': ['গত ২৪ ঘণ্টা', '৳১,০০০', '৳০', '৳৮০০', '-৳১২০'],
      '7d': ['গত ৭ দিন', '৳৩,০০০', '৳৫০০', '৳২,৪০০', '+৳৩৫০'],
      '12m': ['গত ১২ মাস', '৳১২,০০০', '৳৪,৫০০', '৳১৫,০০০', '৳০'],
    },
  },
} as const;

afterEach(async () => {
  await setPreferredLanguage('en');
});

describe.each(layouts)('on a %s', (layout) => {
  test.each(['en', 'bn'] as const)('in %s: the limits with a pending raise, and the statement', async (language) => {
    const words = expected[language];
    fakeApi.on('GET safer-gambling/limits', { json: limitsAnswer });
    fakeApi.on('GET safer-gambling/statement', { json: statementAnswer });
    await setPreferredLanguage(language);
    await renderSite('/safer-gambling', { layout, player: true });
    const pageView = page.getByTestId('safer-gambling');
    await expect.element(pageView.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    if (layout === 'desktop') await expect.element(page.getByTestId('member-area')).toBeVisible();

    await expect.element(page.getByRole('textbox', { name: words.field })).toHaveValue('1000');
    const pending = page.getByTestId('limit-pending-day');
    for (const text of words.pending) await expect.element(pending).toHaveTextContent(text);
    await expect.element(pending.getByRole('button', { name: words.confirm })).toBeDisabled();

    await expectText(page.getByTestId('statement-net-deposits'), words.net);
    for (const [period, cells] of Object.entries(words.rows)) {
      const row = page.getByTestId(`statement-row-${period}`);
      await expect.poll(() => [...(row.element()?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent)).toEqual(cells);
    }
    await expect.element(page.getByTestId('statement-row-24h').getByText(words.rows['24h'][4])).toHaveAttribute('data-outcome', 'loss');
  });
});

test('the phone member menu lists the page', async () => {
  fakeApi.on('GET safer-gambling/limits', { json: limitsAnswer });
  fakeApi.on('GET safer-gambling/statement', { json: statementAnswer });
  await renderSite('/account', { layout: 'mobile', player: true });
  await expect.element(page.getByTestId('member-menu').getByRole('link', { name: 'Safer gambling' })).toHaveAttribute('href', '/safer-gambling');
});

test('the home footer links the page', async () => {
  await renderSite('/', { layout: 'desktop' });
  await expect.element(page.getByTestId('footer-safer-gambling')).toHaveAttribute('href', '/safer-gambling');
});

/** A verified player on /deposit with bKash's channels; the limits as given. */
function answerTheDeposit(limits: object) {
  fakeApi.on('GET user/show', { json: { ...freshAnswer<object>('GET user/show?remote_id=component-remote'), session_id: 1 } });
  fakeApi.on('GET get/other/phone', { json: { data: [] } });
  fakeApi.on('GET transaction/show', { json: { transactions: [] } });
  fakeApi.on('GET showpayment-menthod', { json: { data: [{ id: 11, account_type: 'Agent', min: 500, max: 25000 }] } });
  fakeApi.on('GET safer-gambling/limits', { json: limits });
  fakeApi.on('POST safer-gambling/limit-prompt/dismiss', { json: { code: 'limit_prompt_dismissed' } });
}

describe('the deposit form (issue 24)', () => {
  const depositForm = () => page.getByTestId('deposit-form');

  test('shows the allowance left, and refuses an amount over it after the other checks, saying what is left and until when', async () => {
    answerTheDeposit(limitsAnswer);
    await renderSite('/deposit', { layout: 'mobile', player: true });
    await expectText(page.getByTestId('deposit-allowance'), 'You can deposit up to ৳600 until 14 Jan 2030, 12:00.');
    await expectHidden(page.getByTestId('limit-prompt'));
    await depositForm().getByRole('radio', { name: 'bKash', exact: true }).click();
    await depositForm().getByRole('radio', { name: 'CashOut', exact: true }).click();
    await userEvent.fill(depositForm().getByRole('textbox', { name: 'Amount' }), '700');
    await depositForm().getByRole('button', { name: 'Next', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: 'Error' })).toHaveTextContent('This deposit is over your deposit limit. You can deposit up to ৳600 until 14 Jan 2030, 12:00.');
    expect(fakeApi.calls.some((call) => call.path === 'get-wallet-number')).toBe(false);
  });

  test('a new player is offered a limit: Set a limit opens the page, Not now closes it and tells the server; no limit, no allowance', async () => {
    answerTheDeposit({ ...limitsAnswer, limits: { day: none, week: none, month: none }, allowance: { left: null, period: null, resets_at: null }, limit_prompt: true });
    await renderSite('/deposit', { layout: 'desktop', player: true });
    const prompt = page.getByTestId('limit-prompt');
    await expect.element(prompt).toHaveTextContent('Set a deposit limit');
    await expect.element(prompt.getByRole('link', { name: 'Set a limit' })).toHaveAttribute('href', '/safer-gambling');
    await expectCount(page.getByTestId('deposit-allowance'), 0);
    await prompt.getByRole('button', { name: 'Not now' }).click();
    await expectCount(page.getByTestId('limit-prompt'), 0);
    await expect.poll(() => fakeApi.calls.filter((call) => call.method === 'POST' && call.path === 'safer-gambling/limit-prompt/dismiss').length).toBe(1);
  });
});
