import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { TransactionOutcome } from '../../../machines/lib/transactionOutcome';
import { paymentRequestMachine, secondsLeft, type PaymentRequestContext, type PaymentRequestDetails, type PaymentRequestInput } from '../../../machines/paymentRequest';
export { paymentRequestPathsPossibleInTheUi } from '../../flows/uiReach';
import { formatTaka } from '../../../src/format/money';
import { expect, logInInBrowser } from '../support';
import type { BrowserFlowMapping } from './driver';

/** "29:55" → seconds. */
function secondsShown(text: string | null): number {
  const [minutes, seconds] = (text ?? '').split(':').map(Number);
  return (minutes ?? NaN) * 60 + (seconds ?? NaN);
}

/**
 * The player's side of /payment-request. Opening it "with state" is done as the withdrawal does:
 * the history entry carries the request, and a reload keeps it. The page clock is set to the
 * path's times; the countdown may lag the model by the second the page's own timer needs.
 */
export function paymentRequestInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(paymentRequestMachine, { request: null, now: 0 });
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(paymentRequestMachine, expected, event as never);
  };
  const context = () => expected.context as PaymentRequestContext;
  /**
   * When the page clock was last set (real time). It runs on from there as real time passes, so the
   * countdown is behind the model by however long this machine took since: many seconds under load.
   */
  let clockSetAt = Date.now();

  async function showsTheRequest(page: Page) {
    const request = context().request as PaymentRequestDetails;
    await expect(page.getByTestId('payment-request-amount')).toHaveText(formatTaka(request.amount, { fixedDecimals: true }));
    await expect(page.getByTestId('payment-request-player')).toHaveText(request.username);
    await expect(page.getByTestId('payment-request-animation')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/account');
  }

  return {
    async start(page, path) {
      const input = path.input as PaymentRequestInput;
      expected = getInitialSnapshot(paymentRequestMachine, input);
      await logInInBrowser(page);
      await page.clock.setSystemTime(new Date(input.now));
      clockSetAt = Date.now();
      if (input.request) {
        await page.goto('/account');
        await page.evaluate((request) => window.history.replaceState({ paymentRequest: request, justWithdrawn: false }, '', '/payment-request'), input.request);
        await page.reload();
      } else {
        await page.goto('/payment-request');
      }
      await expect(page.getByRole('heading', { name: 'Payment request', level: 1 })).toBeVisible();
    },
    states: {
      async loadingLatestRequest(page, calls) {
        await expect(page.getByText('Looking for your withdrawal request…')).toBeVisible();
        await expect.poll(() => calls.count('findLatestRequest')).toBe(1);
      },
      async loadFailed(page) {
        await expect(page.getByText('Your withdrawal request could not be loaded.')).toBeVisible();
        const error = context().loadError;
        if (error) await expect(page.getByText(error, { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Close' })).toBeVisible();
      },
      async noRequest(page) {
        await expect(page.getByTestId('payment-request-none')).toContainText('You have no withdrawal request on its way.');
        await expect(page.getByRole('link', { name: 'Make a withdrawal' })).toHaveAttribute('href', '/withdrawal');
      },
      async 'waiting.countdown.countingDown'(page) {
        await expect(page.getByText('Get Ready! Your Money is on its way. You will get it within')).toBeVisible();
        const left = secondsLeft(context());
        // Behind the model by at most the real seconds since the clock was set, plus the page timer's second.
        await expect
          .poll(async () => left - secondsShown(await page.getByTestId('payment-request-countdown').textContent()) - Math.ceil((Date.now() - clockSetAt) / 1000), {
            message: 'seconds the countdown is behind the model, beyond the real time since the page clock was set',
          })
          .toBeLessThanOrEqual(5);
        expect(secondsShown(await page.getByTestId('payment-request-countdown').textContent())).toBeLessThanOrEqual(left);
        await showsTheRequest(page);
      },
      async 'waiting.countdown.timeUp'(page) {
        await expect(page.getByTestId('payment-request-time-up')).toBeVisible();
        await expect(page.getByTestId('payment-request-countdown')).toHaveCount(0);
        await showsTheRequest(page);
      },
      async 'waiting.outcome.untracked'() {},
      async 'waiting.outcome.awaitingCheck'() {},
      async 'waiting.outcome.paused'() {},
      async 'waiting.outcome.checkingOutcome'(_page, calls) {
        // The driver runs the page clock for a timer step; the model follows it here.
        if (expected.matches({ waiting: { outcome: 'awaitingCheck' } })) follow({ type: 'xstate.after.outcomePollInterval.paymentRequest.waiting.outcome.awaitingCheck' });
        await expect.poll(() => calls.count('checkWithdrawal')).toBe(1);
      },
      async approved(page) {
        await expect(page.getByTestId('funds-outcome')).toHaveAttribute('data-outcome', 'approved');
        await expect(page.getByTestId('funds-outcome')).toContainText('was approved and sent to your account.');
      },
      async rejected(page) {
        await expect(page.getByTestId('funds-outcome')).toHaveAttribute('data-outcome', 'rejected');
        const outcome = context().outcome;
        const reason = outcome?.status === 'rejected' ? outcome.reason : null;
        await expect(page.getByTestId('funds-outcome-reason')).toHaveText(reason ? `Reason: ${reason}` : 'No reason was given. Please contact customer service.');
      },
    },
    events: {
      async 'paymentRequest.clockTicked'(page, event) {
        await page.clock.setSystemTime(new Date((event as EventObject & { now: number }).now));
        clockSetAt = Date.now();
        await page.clock.runFor(1000);
        follow(event);
      },
      async 'paymentRequest.reloadRequested'(page, event) {
        follow(event);
        await page.getByRole('button', { name: 'Try again' }).click();
      },
    },
    actors: {
      findLatestRequest: {
        url: /\/api\/transaction\/show\?(?!.*[?&]id=)/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.findLatestRequest', output } as EventObject);
          const request = output as PaymentRequestDetails | null;
          const transactions = request
            ? [
                {
                  id: request.id ?? 11,
                  action: 'withdraw',
                  amount: request.amount.toFixed(2),
                  key: '0',
                  status: 'pending',
                  created_at: request.createdAt,
                  payment_method: { id: 1, name: request.methodName, icon: request.methodIcon, type: null },
                },
              ]
            : [];
          return { status: 200, json: { success: true, transactions } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.findLatestRequest', error } as EventObject);
          const message = (error as { message: string | null }).message;
          return message === null ? { abort: 'failed' } : { status: 500, json: { success: false, message } };
        },
      },
      checkWithdrawal: {
        url: /\/api\/transaction\/show\?.*[?&]id=/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.checkWithdrawal', output } as EventObject);
          const outcome = output as TransactionOutcome;
          const request = context().request as PaymentRequestDetails;
          const key = outcome.status === 'approved' ? '1' : outcome.status === 'rejected' ? '2' : '0';
          const reason = outcome.status === 'rejected' ? outcome.reason : null;
          const row = { id: request.id, action: 'withdraw', amount: request.amount.toFixed(2), key, created_at: request.createdAt, reason, payment_method: { id: 1, name: request.methodName, icon: request.methodIcon, type: null } };
          return { status: 200, json: { success: true, transactions: [row] } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.checkWithdrawal', error } as EventObject);
          return { abort: 'failed' };
        },
      },
    },
  };
}
