import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { formatRemaining, makePaymentMachine, type MakePaymentContext, type MakePaymentInput, type ReceiptFile, type SubmitFailure, type TransactionOutcome } from '../../../machines/makePayment';
import type { FlowPath } from '../../flows/paths';
import { expect, logInInBrowser } from '../support';
import type { BrowserFlowMapping } from './driver';

const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });
const paymentForm = (page: Page) => page.getByTestId('payment-form');
const phoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Your phone number' });
const trxField = (page: Page) => page.getByRole('textbox', { name: 'Reference No./Trans ID' });
const submitButton = (page: Page) => paymentForm(page).getByRole('button', { name: 'Submit' });

/** Closing the Error dialog runs its exit animation on the (paused) page clock. */
const DIALOG_CLOSE_MS = 300;

const submitted = (snapshot: AnyMachineSnapshot) => snapshot.matches('submitted');
const timeUp = (snapshot: AnyMachineSnapshot) => snapshot.matches({ paying: { countdown: 'timeUp' } });

/**
 * Whether the player can cause this event here: a phone already selected or a TRX ID already
 * typed fires nothing; Reset shows only with a receipt; the copy rows hide behind the pending
 * panel; Submit is disabled once the time is up; and the Error dialog's animations need clock
 * time, which in the last second would end the countdown first.
 */
function possibleInTheUi(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as MakePaymentContext;
  const needsDialogClosed = context.failure !== null && event.type.startsWith('makePayment.');
  const inLastSecond = !timeUp(snapshot) && context.remainingMs <= 1000;
  if (inLastSecond && (needsDialogClosed || event.type === 'xstate.error.actor.submitDeposit')) return false;
  switch (event.type) {
    case 'makePayment.phoneChosen': {
      const { phone } = event as EventObject & { phone: string };
      return phone !== context.phone && context.phones.includes(phone);
    }
    case 'makePayment.transactionIdChanged':
      return (event as EventObject & { value: string }).value !== context.transactionId;
    case 'makePayment.receiptCleared':
      return context.receipt !== null;
    case 'makePayment.copyPressed':
      return !submitted(snapshot);
    case 'makePayment.noticeDismissed':
      return context.notice !== null && !submitted(snapshot);
    case 'makePayment.failureDismissed':
      return context.failure !== null;
    case 'makePayment.submitted':
      return !timeUp(snapshot);
    case 'page.hidden':
    case 'page.shown':
      // The tab's visibility is not driven in the browser: machines/makePayment.test.ts covers it.
      return false;
    case 'makePayment.phonesReloadRequested':
      // Try again shows under the selector, which the pending panel replaces.
      return snapshot.matches({ paying: { phones: 'phonesFailed' } }) && !submitted(snapshot);
    default:
      return true;
  }
}

export function makePaymentPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => {
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(makePaymentMachine, path.input as MakePaymentInput);
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      if (!possibleInTheUi(snapshot, step.event)) return false;
      snapshot = getNextSnapshot(makePaymentMachine, snapshot, step.event as never);
    }
    return true;
  });
}

async function expectPendingPanel(page: Page) {
  const panel = page.getByTestId('payment-pending');
  await expect(panel).toContainText('Submission successful!');
  await expect(panel).toContainText('Thank You! Our are verifying your transaction, Please hold on.');
  await expect(panel).toContainText('Pending...');
}

function failureText(failure: SubmitFailure): string {
  return failure.kind === 'rejected' ? `Submission failed: ${failure.message}` : 'An error occurred. Please try again.';
}

/**
 * The player's side of /make-payment, opened with the path's payment as history state and a
 * deadline that leaves exactly the path's remaining time on the paused page clock.
 */
export function makePaymentInTheBrowser(): BrowserFlowMapping {
  let input: MakePaymentInput | undefined;
  let expected: AnyMachineSnapshot | undefined;
  const follow = (event: EventObject) => {
    if (expected) expected = getNextSnapshot(makePaymentMachine, expected, event as never);
  };
  const snapshot = () => expected as AnyMachineSnapshot;
  const context = () => snapshot().context as MakePaymentContext;
  // user/show answers the main phone of the loadPhones call in flight; Try again starts a new one.
  const deferredPhone = () => {
    let resolve: (phone: string | null) => void = () => {};
    const promise = new Promise<string | null>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };
  let mainPhone = deferredPhone();
  const releaseMainPhone = (phone: string | null) => {
    const current = mainPhone;
    mainPhone = deferredPhone();
    current.resolve(phone);
  };

  async function closeFailure(page: Page) {
    if (context().failure === null) return;
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(DIALOG_CLOSE_MS);
    await expect(dialog(page)).toBeHidden();
    follow({ type: 'makePayment.failureDismissed' });
  }

  return {
    async start(page, path) {
      input = path.input as MakePaymentInput;
      expected = getInitialSnapshot(makePaymentMachine, input);
      await logInInBrowser(page);
      await page.route(/\/api\/user\/show/, async (route) => route.fulfill({ json: { phone: await mainPhone.promise, session_id: 1 } }));
      await page.goto('/make-payment');
      await expect(page.getByRole('heading', { name: 'No payment to confirm', level: 1 })).toBeVisible();
      if (!input.payment) return;
      // From here the page's clock moves only when the test says so: the deadline leaves the path's time.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
      const { payment, remainingMs } = input;
      await page.evaluate(
        ({ payment: details, remainingMs: left }) => window.history.replaceState({ payment: { ...details, deadline: new Date(Date.now() + left).toISOString() } }, ''),
        { payment, remainingMs },
      );
      await page.reload();
      // The page needs a little clock to start; well under the countdown's first second.
      const title = page.getByRole('heading', { name: `${payment.methodName} Payment`, level: 1 });
      for (let step = 0; step < 10 && !(await title.isVisible()); step += 1) await page.clock.runFor(50);
      await expect(title).toBeVisible();
    },
    states: {
      withoutPayment: async (page) => {
        await expect(page.getByRole('heading', { name: 'No payment to confirm', level: 1 })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/deposit');
      },
      'paying.countdown.running': async (page) => {
        if (submitted(snapshot())) return;
        // Within a second of the model: closing a dialog runs the clock a little too.
        const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
        const modelSeconds = seconds(formatRemaining(context().remainingMs));
        await expect.poll(async () => Math.abs(seconds((await page.getByTestId('payment-countdown').textContent()) ?? '') - modelSeconds)).toBeLessThanOrEqual(1);
        await expect(page.getByTestId('payment-time-up')).toBeHidden();
      },
      'paying.countdown.timeUp': async (page) => {
        if (submitted(snapshot())) return;
        await expect(page.getByTestId('payment-countdown')).toHaveText('0:00');
        await expect(page.getByTestId('payment-time-up')).toContainText('The time to pay is up.');
        await expect(submitButton(page)).toBeDisabled();
      },
      'paying.phones.loadingPhones': async (page, calls) => {
        await expect.poll(() => calls.count('loadPhones')).toBe(1);
        if (!submitted(snapshot())) await expect(phoneSelect(page).locator('option')).toHaveCount(1);
      },
      'paying.phones.phonesReady': async (page) => {
        if (submitted(snapshot())) return;
        await expect(phoneSelect(page).locator('option')).toHaveCount(context().phones.length + 1);
        await expect(phoneSelect(page)).toHaveValue(context().phone ?? '');
      },
      'paying.phones.phonesFailed': async (page) => {
        if (submitted(snapshot())) return;
        await expect(page.getByTestId('phones-failed')).toContainText('Your phone numbers could not be loaded.');
        await expect(phoneSelect(page).locator('option')).toHaveCount(1);
      },
      'paying.form.editing': async (page) => {
        await expect(trxField(page)).toHaveValue(context().transactionId);
        const { errors, failure, receipt, notice } = context();
        await expect(phoneSelect(page)).toHaveAccessibleDescription(errors.phone ? 'Please provide a valid 11-digit account number.' : '');
        await expect(trxField(page)).toHaveAccessibleDescription(errors.transactionId ? 'Please provide your TRX ID. It should be valid.' : '');
        if (failure) {
          // The dialog's opening animation runs on the paused page clock.
          for (let step = 0; step < 6 && !(await dialog(page).isVisible()); step += 1) await page.clock.runFor(50);
          await expect(dialog(page)).toContainText(failureText(failure));
        }
        else await expect(dialog(page)).toBeHidden();
        if (context().receiptProblem) await expect(page.getByText('The receipt must be a JPEG, PNG or WebP image.')).toBeVisible();
        if (receipt) await expect(page.getByTestId('receipt-name')).toHaveText(`Chosen: ${receipt.name}`);
        else await expect(page.getByTestId('receipt-name')).toBeHidden();
        if (!notice) await expect(page.getByTestId('copy-notice')).toBeHidden();
        else if (notice.code === 'nothingToCopy') await expect(page.getByTestId('copy-notice')).toHaveText(notice.field === 'accountNumber' ? 'No account number to copy!' : 'No Amount to copy!');
        else await expect(page.getByTestId('copy-notice')).toHaveText(notice.field === 'accountNumber' ? `Account number copied: ${notice.value}` : `Amount copied: ${notice.value}`);
      },
      'paying.form.submittingDeposit': async (page, calls) => {
        await expect.poll(() => calls.count('submitDeposit')).toBe(1);
        await expect(submitButton(page)).toHaveAttribute('data-loading', 'true');
        await expect(trxField(page)).toHaveValue(context().transactionId);
      },
      'submitted.untracked': async (page) => {
        await expectPendingPanel(page);
      },
      'submitted.awaitingCheck': async (page) => {
        await expectPendingPanel(page);
      },
      'submitted.checkingOutcome': async (page, calls) => {
        // The driver runs the page clock for a timer step; the model follows it here.
        if (snapshot().matches({ submitted: 'awaitingCheck' })) follow({ type: 'xstate.after.outcomePollInterval.makePayment.submitted.awaitingCheck' });
        await expect.poll(() => calls.count('checkDeposit')).toBe(1);
        await expectPendingPanel(page);
      },
      'submitted.paused': async (page) => {
        await expectPendingPanel(page);
      },
      'submitted.approved': async (page) => {
        const outcome = page.getByTestId('funds-outcome');
        await expect(outcome).toHaveAttribute('data-outcome', 'approved');
        await expect(outcome).toContainText('was approved and added to your balance.');
      },
      'submitted.rejected': async (page) => {
        const outcome = page.getByTestId('funds-outcome');
        await expect(outcome).toHaveAttribute('data-outcome', 'rejected');
        const reason = context().outcome?.status === 'rejected' ? (context().outcome as { reason: string | null }).reason : null;
        await expect(page.getByTestId('funds-outcome-reason')).toHaveText(reason ? `Reason: ${reason}` : 'No reason was given. Please contact customer service.');
      },
    },
    events: {
      'makePayment.phoneChosen': async (page, event) => {
        await closeFailure(page);
        await phoneSelect(page).selectOption((event as EventObject & { phone: string }).phone);
        follow(event);
      },
      'makePayment.transactionIdChanged': async (page, event) => {
        await closeFailure(page);
        await trxField(page).fill((event as EventObject & { value: string }).value);
        follow(event);
      },
      'makePayment.receiptChosen': async (page, event) => {
        await closeFailure(page);
        const { receipt } = event as EventObject & { receipt: ReceiptFile };
        const buffer = receipt.head && receipt.head[0] !== 0x89 ? Buffer.from(receipt.head) : onePixelPng;
        await page.getByTestId('receipt-drop').locator('input[type=file]').setInputFiles({ name: receipt.name, mimeType: 'image/png', buffer });
        follow(event);
      },
      'makePayment.receiptCleared': async (page, event) => {
        await closeFailure(page);
        await page.getByRole('button', { name: 'Reset' }).click();
        follow(event);
      },
      'makePayment.copyPressed': async (page, event) => {
        await closeFailure(page);
        const { field } = event as EventObject & { field: 'accountNumber' | 'amount' };
        await page.getByRole('button', { name: field === 'accountNumber' ? 'Copy account number' : 'Copy amount' }).click();
        follow(event);
      },
      'makePayment.noticeDismissed': async (page, event) => {
        await closeFailure(page);
        await page.getByTestId('copy-notice').getByRole('button', { name: 'Close' }).click();
        follow(event);
      },
      'makePayment.failureDismissed': async (page) => {
        await closeFailure(page);
      },
      'makePayment.phonesReloadRequested': async (page, event) => {
        await closeFailure(page);
        await page.getByTestId('phones-failed').getByRole('button', { name: 'Try again' }).click();
        follow(event);
      },
      'makePayment.submitted': async (page, event) => {
        await closeFailure(page);
        await submitButton(page).click();
        follow(event);
      },
    },
    actors: {
      loadPhones: {
        url: /\/api\/get\/other\/phone/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.loadPhones', output } as EventObject);
          const [main = null, ...extras] = output as string[];
          releaseMainPhone(main);
          return { status: 200, json: { data: extras.map((phone, index) => ({ id: index + 1, contract_value: phone, isverify: 1 })) } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.loadPhones', error } as EventObject);
          releaseMainPhone(null);
          return { abort: 'failed' };
        },
      },
      submitDeposit: {
        url: /\/api\/submit-deposit/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.submitDeposit', output } as EventObject);
          return { status: 200, json: { success: true, message: 'Submission successful!', transaction: output === null ? null : { id: output } } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.submitDeposit', error } as EventObject);
          const failure = error as SubmitFailure;
          return failure.kind === 'rejected' ? { status: 422, json: { success: false, message: failure.message } } : { status: 500, json: { message: 'Internal server error' } };
        },
      },
      checkDeposit: {
        url: /\/api\/transaction\/show/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.checkDeposit', output } as EventObject);
          const outcome = output as TransactionOutcome;
          const key = outcome.status === 'approved' ? '1' : outcome.status === 'rejected' ? '2' : '0';
          const reason = outcome.status === 'rejected' ? outcome.reason : null;
          const amount = (context().payment?.amount ?? 0).toFixed(2);
          return { status: 200, json: { success: true, transactions: [{ id: context().depositId, action: 'deposit', amount, key, created_at: new Date().toISOString(), reason }] } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.checkDeposit', error } as EventObject);
          return { status: 500, json: { message: 'Internal server error' } };
        },
      },
    },
  };
}
