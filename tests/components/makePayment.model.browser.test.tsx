import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { expectHiddenOnTheClock, fakePageClock } from './pageClock';
import { page, userEvent } from 'vitest/browser';
import { formatRemaining, makePaymentMachine, type MakePaymentContext, type MakePaymentInput, type ReceiptFile, type SubmitFailure, type TransactionOutcome } from '../../machines/makePayment';
import { makePaymentFlow } from '../../machines/makePayment.flow';
import { MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import type { FlowPath } from '../flows/paths';
import { pathsCoveringTheirTransitions } from '../e2e/flows/coveringPaths';
import { expectHidden, expectText } from './expectations';
import { fakeApi } from './fakeApi';
import { describeCoveringPaths, type ComponentFlowMapping } from './flowDriver';
import { freshAnswer } from './siteAnswers';
import { renderSite, type Layout } from './site';

/**
 * The make-payment page's model paths through the real views in a real browser, the API faked
 * (issue 23: moved from tests/e2e/makePayment.model.spec.ts with its mapping tests/e2e/flows/
 * makePaymentMapping.ts, same checks, each path on the layout its hash picks). The page opens with
 * the path's payment as history state and a deadline that leaves the path's remaining time; its
 * timers run on the fake clock, which only a path's timer step (and a dialog's closing) moves.
 */
const onePixelPng = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (char) => char.charCodeAt(0));

const dialog = () => page.getByRole('dialog', { name: 'Error' });
const paymentForm = () => page.getByTestId('payment-form');
const phoneSelect = () => page.getByRole('combobox', { name: 'Your phone number' });
const trxField = () => page.getByRole('textbox', { name: 'Reference No./Trans ID' });
const submitButton = () => paymentForm().getByRole('button', { name: 'Submit' });
const phoneOptions = () => phoneSelect().query()?.querySelectorAll('option').length ?? 0;

/** Closing the Error dialog runs its exit animation on the fake clock. */
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
    case 'makePayment.copyFailed':
      // The browser's refusal of a clipboard write: depositPage.browser.test.tsx makes the clipboard refuse.
      return false;
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

function makePaymentPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
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

async function expectPendingPanel() {
  const panel = page.getByTestId('payment-pending');
  await expect.element(panel).toHaveTextContent('Submission successful!');
  await expect.element(panel).toHaveTextContent('Thank You! Our are verifying your transaction, Please hold on.');
  await expect.element(panel).toHaveTextContent('Pending...');
}

function failureText(failure: SubmitFailure): string {
  return failure.kind === 'rejected' ? `Submission failed: ${failure.message}` : 'An error occurred. Please try again.';
}

/** The player's side of /make-payment; the mapping follows the model to know what each step must show. */
function makePaymentInTheBrowser(layout: Layout): ComponentFlowMapping {
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

  async function closeFailure() {
    if (context().failure === null) return;
    await dialog().getByRole('button', { name: 'Close' }).click();
    await expectHiddenOnTheClock(dialog(), DIALOG_CLOSE_MS);
    follow({ type: 'makePayment.failureDismissed' });
  }

  return {
    async start(path) {
      const input = path.input as MakePaymentInput;
      expected = getInitialSnapshot(makePaymentMachine, input);
      mainPhone = deferredPhone();
      fakeApi.on('GET user/show', async () => ({ json: { ...freshAnswer<object>('GET user/show?remote_id=component-remote'), phone: await mainPhone.promise, session_id: 1 } }));
      if (!input.payment) {
        await renderSite('/make-payment', { layout, player: true });
        await expect.element(page.getByRole('heading', { name: 'No payment to confirm', level: 1 })).toBeVisible();
        return;
      }
      // The deadline leaves the path's time; the page's clock moves only on the path's timer steps. Date is
      // faked too, so a slow render (8 s once on a busy CI machine) does not eat into the countdown.
      fakePageClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
      const { payment, remainingMs } = input;
      await renderSite('/make-payment', { layout, player: true, state: { payment: { ...payment, deadline: new Date(Date.now() + remainingMs).toISOString() } } });
      await expect.element(page.getByRole('heading', { name: `${payment.methodName} Payment`, level: 1 })).toBeVisible();
    },
    states: {
      withoutPayment: async () => {
        await expect.element(page.getByRole('heading', { name: 'No payment to confirm', level: 1 })).toBeVisible();
        await expect.element(page.getByRole('link', { name: 'Back to deposit' })).toHaveAttribute('href', '/deposit');
      },
      'paying.countdown.running': async () => {
        if (submitted(snapshot())) return;
        // Within a second of the model: closing a dialog runs the clock a little too.
        const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
        const modelSeconds = seconds(formatRemaining(context().remainingMs));
        await expect.poll(() => Math.abs(seconds(page.getByTestId('payment-countdown').query()?.textContent ?? '') - modelSeconds)).toBeLessThanOrEqual(1);
        await expectHidden(page.getByTestId('payment-time-up'));
      },
      'paying.countdown.timeUp': async () => {
        if (submitted(snapshot())) return;
        await expectText(page.getByTestId('payment-countdown'), '0:00');
        await expect.element(page.getByTestId('payment-time-up')).toHaveTextContent('The time to pay is up.');
        await expect.element(submitButton()).toBeDisabled();
      },
      'paying.phones.loadingPhones': async (calls) => {
        await expect.poll(() => calls.count('loadPhones')).toBe(1);
        if (!submitted(snapshot())) await expect.poll(phoneOptions).toBe(1);
      },
      'paying.phones.phonesReady': async () => {
        if (submitted(snapshot())) return;
        await expect.poll(phoneOptions).toBe(context().phones.length + 1);
        await expect.element(phoneSelect()).toHaveValue(context().phone ?? '');
      },
      'paying.phones.phonesFailed': async () => {
        if (submitted(snapshot())) return;
        await expect.element(page.getByTestId('phones-failed')).toHaveTextContent('Your phone numbers could not be loaded.');
        await expect.poll(phoneOptions).toBe(1);
      },
      'paying.form.editing': async () => {
        await expect.element(trxField()).toHaveValue(context().transactionId);
        const { errors, failure, receipt, notice } = context();
        await expect.element(phoneSelect()).toHaveAccessibleDescription(errors.phone ? 'Please provide a valid 11-digit account number.' : '');
        await expect.element(trxField()).toHaveAccessibleDescription(errors.transactionId ? 'Please provide your TRX ID. It should be valid.' : '');
        if (failure) await expect.element(dialog()).toHaveTextContent(failureText(failure));
        else await expectHidden(dialog());
        if (context().receiptProblem) await expect.element(page.getByText('The receipt must be a JPEG, PNG or WebP image.')).toBeVisible();
        if (receipt) await expectText(page.getByTestId('receipt-name'), `Chosen: ${receipt.name}`);
        else await expectHidden(page.getByTestId('receipt-name'));
        if (!notice) await expectHidden(page.getByTestId('copy-notice'));
        else if (notice.code === 'nothingToCopy') await expectText(page.getByTestId('copy-notice'), notice.field === 'accountNumber' ? 'No account number to copy!' : 'No Amount to copy!');
        else if (notice.code === 'copyFailed') await expectText(page.getByTestId('copy-notice'), `${notice.field === 'accountNumber' ? 'The account number' : 'The amount'} was not copied. Please type it in yourself: ${notice.value}`);
        else await expectText(page.getByTestId('copy-notice'), notice.field === 'accountNumber' ? `Account number copied: ${notice.value}` : `Amount copied: ${notice.value}`);
      },
      'paying.form.submittingDeposit': async (calls) => {
        await expect.poll(() => calls.count('submitDeposit')).toBe(1);
        await expect.element(submitButton()).toHaveAttribute('data-loading', 'true');
        await expect.element(trxField()).toHaveValue(context().transactionId);
      },
      'submitted.untracked': async () => {
        await expectPendingPanel();
      },
      'submitted.awaitingCheck': async () => {
        await expectPendingPanel();
      },
      'submitted.checkingOutcome': async (calls) => {
        // The driver runs the fake clock for a timer step; the model follows it here.
        if (snapshot().matches({ submitted: 'awaitingCheck' })) follow({ type: 'xstate.after.outcomePollInterval.makePayment.submitted.awaitingCheck' });
        await expect.poll(() => calls.count('checkDeposit')).toBe(1);
        await expectPendingPanel();
      },
      'submitted.paused': async () => {
        await expectPendingPanel();
      },
      'submitted.approved': async () => {
        const outcome = page.getByTestId('funds-outcome');
        await expect.element(outcome).toHaveAttribute('data-outcome', 'approved');
        await expect.element(outcome).toHaveTextContent('was approved and added to your balance.');
      },
      'submitted.rejected': async () => {
        const outcome = page.getByTestId('funds-outcome');
        await expect.element(outcome).toHaveAttribute('data-outcome', 'rejected');
        const reason = context().outcome?.status === 'rejected' ? (context().outcome as { reason: string | null }).reason : null;
        await expectText(page.getByTestId('funds-outcome-reason'), reason ? `Reason: ${reason}` : 'No reason was given. Please contact customer service.');
      },
    },
    events: {
      'makePayment.phoneChosen': async (event) => {
        await closeFailure();
        await phoneSelect().selectOptions((event as EventObject & { phone: string }).phone);
        follow(event);
      },
      'makePayment.transactionIdChanged': async (event) => {
        await closeFailure();
        await trxField().fill((event as EventObject & { value: string }).value);
        follow(event);
      },
      'makePayment.receiptChosen': async (event) => {
        await closeFailure();
        const { receipt } = event as EventObject & { receipt: ReceiptFile };
        const bytes = receipt.head && receipt.head[0] !== 0x89 ? Uint8Array.from(receipt.head) : onePixelPng;
        const input = page.getByTestId('receipt-drop').element().querySelector('input[type=file]');
        if (!input) throw new Error('the receipt drop has no file input');
        await userEvent.upload(input, new File([bytes], receipt.name, { type: 'image/png' }));
        follow(event);
      },
      'makePayment.receiptCleared': async (event) => {
        await closeFailure();
        await page.getByRole('button', { name: 'Reset' }).click();
        follow(event);
      },
      'makePayment.copyPressed': async (event) => {
        await closeFailure();
        const { field } = event as EventObject & { field: 'accountNumber' | 'amount' };
        await page.getByRole('button', { name: field === 'accountNumber' ? 'Copy account number' : 'Copy amount' }).click();
        follow(event);
      },
      'makePayment.noticeDismissed': async (event) => {
        await closeFailure();
        await page.getByTestId('copy-notice').getByRole('button', { name: 'Close' }).click();
        follow(event);
      },
      'makePayment.failureDismissed': async () => {
        await closeFailure();
      },
      'makePayment.phonesReloadRequested': async (event) => {
        await closeFailure();
        await page.getByTestId('phones-failed').getByRole('button', { name: 'Try again' }).click();
        follow(event);
      },
      'makePayment.submitted': async (event) => {
        await closeFailure();
        await submitButton().click();
        follow(event);
      },
    },
    actors: {
      loadPhones: {
        route: 'GET get/other/phone',
        done: (output) => {
          follow({ type: 'xstate.done.actor.loadPhones', output } as EventObject);
          const [main = null, ...extras] = output as string[];
          releaseMainPhone(main);
          return { json: { data: extras.map((phone, index) => ({ id: index + 1, contract_value: phone, isverify: 1 })) } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.loadPhones', error } as EventObject);
          releaseMainPhone(null);
          return { abort: true };
        },
      },
      submitDeposit: {
        route: 'POST submit-deposit',
        done: (output) => {
          follow({ type: 'xstate.done.actor.submitDeposit', output } as EventObject);
          return { json: { success: true, message: 'Submission successful!', transaction: output === null ? null : { id: output } } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.submitDeposit', error } as EventObject);
          const failure = error as SubmitFailure;
          return failure.kind === 'rejected' ? { status: 422, json: { success: false, message: failure.message } } : { status: 500, json: { message: 'Internal server error' } };
        },
      },
      checkDeposit: {
        route: 'GET transaction/show',
        done: (output) => {
          follow({ type: 'xstate.done.actor.checkDeposit', output } as EventObject);
          const outcome = output as TransactionOutcome;
          const key = outcome.status === 'approved' ? '1' : outcome.status === 'rejected' ? '2' : '0';
          const reason = outcome.status === 'rejected' ? outcome.reason : null;
          const amount = (context().payment?.amount ?? 0).toFixed(2);
          return { json: { success: true, transactions: [{ id: context().depositId, action: 'deposit', amount, key, created_at: new Date().toISOString(), reason }] } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.checkDeposit', error } as EventObject);
          return { status: 500, json: { message: 'Internal server error' } };
        },
      },
    },
  };
}

// The copy buttons' writes succeed as in a player's browser. The browser's own clipboard refused some on a
// loaded run (an expired click, an unfocused test page), which is the copyFailed event, not these paths:
// the clipboard here takes every write (its refusal is depositPage.browser.test.tsx's).
beforeAll(() => {
  vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
});

const paths = await describeCoveringPaths('make-payment flow through the UI (model paths)', makePaymentFlow, makePaymentInTheBrowser, makePaymentPathsPossibleInTheUi);

test('the paths possible in the UI take every transition of the machine but four (and the tab’s visibility)', async () => {
  const { transitions: possibleTransitions } = await pathsCoveringTheirTransitions(makePaymentFlow, makePaymentPathsPossibleInTheUi(paths));
  const { transitions: allTransitions } = await pathsCoveringTheirTransitions(makePaymentFlow, paths);
  // Out of the generated paths' reach in the browser: each path reaching these presses Reset, closes the
  // notice or closes the dialog with nothing there (the shortest path wins). The mapping closes the dialog
  // before every step after a failure; depositPage.browser.test.tsx presses Reset and closes the notice.
  // The tab's visibility (page.hidden / page.shown) is covered by machines/makePayment.test.ts, a refused
  // clipboard write by depositPage.browser.test.tsx.
  expect([...allTransitions].filter((key) => !possibleTransitions.has(key) && !/ page\.(hidden|shown) /.test(key)).sort()).toEqual([
    'makePayment.paying makePayment.copyFailed #0',
    'makePayment.paying makePayment.noticeDismissed #0',
    'makePayment.paying.form.editing makePayment.failureDismissed #0',
    'makePayment.paying.form.editing makePayment.receiptCleared #0',
  ]);
});

test('a missing UI mapping is an error, not a silent pass', async () => {
  const mapping = makePaymentInTheBrowser('mobile');
  const { chosen } = await pathsCoveringTheirTransitions(makePaymentFlow, makePaymentPathsPossibleInTheUi(paths));
  const { 'makePayment.submitted': _submitted, ...withoutSubmit } = mapping.events;
  expect(() => planBrowserPaths(makePaymentFlow, chosen, { ...mapping, events: withoutSubmit })).toThrow(MissingMappingError);
});
