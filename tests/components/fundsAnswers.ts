import { fakeApi } from './fakeApi';
import { freshAnswer } from './siteAnswers';

/**
 * The answers the funds pages (/deposit, /make-payment, /withdrawal) share, faked: one fixture for
 * deposit.browser.test.tsx, depositPage.browser.test.tsx and withdrawalPage.browser.test.tsx.
 */

/** The wallet the deposit pays into. */
export const walletNumber = '01712345678';

/**
 * The demo player with a verified phone (tests/components/fixtures/freshServer.json), no other phones
 * and no pending transaction; `more` adds to their user/show (a birthday, a balance).
 */
export function answerTheFundsPlayer(more: object = {}): void {
  fakeApi.on('GET user/show', { json: { ...freshAnswer<object>('GET user/show?remote_id=component-remote'), session_id: 1, ...more } });
  fakeApi.on('GET get/other/phone', { json: { data: [] } });
  fakeApi.on('GET transaction/show', { json: { transactions: [] } });
}

/**
 * {@link answerTheFundsPlayer}, with bKash's two channels and a wallet to pay within 10 minutes: the
 * deadline is set when the wallet is asked for (Date.now() follows the fake clock where a test installs
 * one). The test answers POST submit-deposit itself.
 */
export function answerTheDepositPage(): void {
  answerTheFundsPlayer();
  fakeApi.on('GET showpayment-menthod', {
    json: { data: [{ id: 11, account_type: 'Agent', min: 500, max: 25000 }, { id: 12, account_type: 'Personal', min: 500, max: 10000 }] },
  });
  fakeApi.on('GET get-wallet-number', () => ({ json: [{ account_number: walletNumber, deadline: new Date(Date.now() + 10 * 60_000).toISOString() }] }));
}
