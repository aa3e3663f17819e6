import type { Page, Route } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import {
  withdrawalMachine,
  type WithdrawalContext,
  type WithdrawalFormData,
  type WithdrawalReceipt,
  type WithdrawCheckFailure,
  type WithdrawSubmitFailure,
} from '../../../machines/withdrawal';
// The page's own words for a problem; the withdrawal's English texts are an area's, registered as its page does.
import '../../../src/i18n/areaTexts';
import { problemText } from '../../../src/features/withdrawal/problemText';
import { expect, logInInBrowser } from '../support';
import type { ApiAnswer, BrowserFlowMapping } from './driver';

/** A URL pattern that matches only while the model is in one state: two invokes of one call are told apart. */
class WhileInState extends RegExp {
  constructor(
    pattern: RegExp,
    private readonly isActive: () => boolean,
  ) {
    super(pattern.source, pattern.flags);
  }

  override test(text: string): boolean {
    return this.isActive() && super.test(text);
  }
}

const TURNOVER_TEXT = 'Please complete your turnover and try again.';

/** The server's answer for each check failure the machine knows (server/README.md, GET userwithdrawcheck). */
function checkAnswer(failure: WithdrawCheckFailure): ApiAnswer {
  switch (failure.kind) {
    case 'birthdayMissing':
    case 'refused':
      return { status: 400, json: { success: false, message: failure.message, error: failure.message } };
    case 'turnoverOpen':
      return {
        status: 400,
        json: { success: false, message: TURNOVER_TEXT, error: TURNOVER_TEXT, ...(failure.turnoverLeft === null ? {} : { code: 'turnover_open', turnover_left: failure.turnoverLeft.toFixed(2) }) },
      };
    case 'failed':
      return failure.message === null ? { abort: 'failed' } : { status: 409, json: { success: false, message: failure.message, error: failure.message } };
    case 'unknownAnswer':
      return { status: 200, json: {} };
  }
}

function submitAnswer(failure: WithdrawSubmitFailure): ApiAnswer {
  if (failure.kind === 'noAnswer') return { abort: 'timedout' };
  return failure.message === null ? { status: 422, json: {} } : { status: 422, json: { success: false, message: failure.message, error: failure.message } };
}

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  // A load that failed may leave side calls nobody waits for.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

const form = (page: Page) => page.getByTestId('withdrawal-form');
const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const submitButton = (page: Page) => form(page).getByRole('button', { name: 'Submit' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });

/**
 * The player's side of the withdrawal form. The mapping follows the path on the model too, so each
 * state assertion checks what the page shows against the model's context: the typed values, the
 * problem under a field, the Error dialog and the reason above the form, word for word.
 */
export function withdrawalInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(withdrawalMachine, { keyPrefix: 'withdraw-flow' });
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(withdrawalMachine, expected, event as never);
  };
  const context = () => expected.context as WithdrawalContext;
  // The form's other calls (methods, phones) wait for the path to say what the load gave.
  let load = deferred<WithdrawalFormData>();

  const answerWithLoad = (toJson: (data: WithdrawalFormData) => unknown) => async (route: Route) => {
    const waiting = load;
    try {
      await route.fulfill({ json: toJson(await waiting.promise) });
    } catch {
      await route.fulfill({ status: 500, json: {} }).catch(() => {});
    }
  };

  /**
   * The same value again changes nothing in the model (a field re-reporting itself on blur); a
   * player cannot cause it on purpose, so there is nothing to do in the page (the site test
   * "Enter pressed again while sending" covers the blur case for real).
   */
  const sameValue = (event: EventObject) => {
    const now = context();
    const changed = event as EventObject & { value?: string; id?: number };
    if (event.type === 'withdrawal.amountChanged') return changed.value === now.amount;
    if (event.type === 'withdrawal.accountNumberChosen') return changed.value === now.accountNumber;
    return changed.id === now.paymentId;
  };

  async function closeDialogIfOpen(page: Page) {
    if (await dialog(page).isVisible()) {
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await expect(dialog(page)).toBeHidden();
    }
  }

  async function showsTheForm(page: Page) {
    const now = context();
    await expect(form(page)).toBeVisible();
    await expect(amountField(page)).toHaveValue(now.amount);
    const bkash = page.getByRole('radio', { name: 'bKash' });
    if (now.paymentId === 1) await expect(bkash).toBeChecked();
    else await expect(bkash).not.toBeChecked();
    const phone = page.getByRole('radio', { name: /^01712345678/ });
    if (now.accountNumber === '') await expect(phone).not.toBeChecked();
    else await expect(phone).toBeChecked();
    const eligibility = page.getByTestId('withdrawal-eligibility');
    if (now.eligibility) await expect(eligibility).toContainText(problemText(now.eligibility));
    else await expect(eligibility).toHaveCount(0);
    for (const code of ['amountRequired', 'accountNumberRequired', 'paymentMethodRequired'] as const) {
      const text = form(page).getByText(problemText({ code }), { exact: true });
      if (now.fieldProblem?.code === code) await expect(text).toBeVisible();
      else await expect(text).toHaveCount(0);
    }
  }

  return {
    async start(page) {
      expected = getInitialSnapshot(withdrawalMachine, { keyPrefix: 'withdraw-flow' });
      load = deferred<WithdrawalFormData>();
      await logInInBrowser(page);
      await page.route('**/api/payment-methods', answerWithLoad((data) => data.methods.map((method) => ({ ...method, status: 'active' }))));
      await page.route('**/api/user/show*', answerWithLoad((data) => ({ username: 'demoplayer1', phone: data.phones[0]?.number ?? null, session_id: data.phones[0]?.verified ? 1 : 0 })));
      await page.route('**/api/get/other/phone', answerWithLoad(() => ({ data: [] })));
      await page.goto('/withdrawal');
    },
    states: {
      async loadingForm(page) {
        await expect(page.getByText('Loading the withdrawal form…')).toBeVisible();
      },
      async loadFailed(page) {
        await expect(page.getByTestId('withdrawal-load-failed')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
      async checkingEligibility(page, calls) {
        await expect(form(page)).toBeVisible();
        await expect.poll(() => calls.count('checkOnOpen')).toBe(1);
        // The fields already take what the player taps; only sending waits for the check.
        await showsTheForm(page);
        await expect(submitButton(page)).toHaveAttribute('data-loading', 'true');
      },
      async editing(page) {
        await showsTheForm(page);
        const problem = context().problem;
        if (problem) await expect(page.getByTestId('funds-error-message')).toHaveText(problemText(problem));
        else await expect(dialog(page)).toBeHidden();
        await expect(submitButton(page)).toBeEnabled();
      },
      async checkingBeforeSubmit(page, calls) {
        await expect.poll(() => calls.count('checkBeforeSubmit')).toBe(1);
        await expect(submitButton(page)).toHaveAttribute('data-loading', 'true');
        await showsTheForm(page);
      },
      async submitting(page, calls) {
        await expect.poll(() => calls.count('submitWithdrawal')).toBe(1);
        await expect(submitButton(page)).toHaveAttribute('data-loading', 'true');
        await showsTheForm(page);
        // Another press while the call is in flight sends nothing.
        await amountField(page).press('Enter');
        expect(calls.count('submitWithdrawal')).toBe(1);
      },
      async withdrawn(page) {
        await expect(page).toHaveURL((url) => url.pathname === '/payment-request');
        await expect(page.getByTestId('withdrawal-success')).toHaveText('Withdrawal successful!');
        await expect(page.getByTestId('payment-request-amount')).toHaveText('৳500.00');
      },
    },
    events: {
      async 'withdrawal.amountChanged'(page, event) {
        if (sameValue(event)) return follow(event);
        await closeDialogIfOpen(page);
        await amountField(page).fill((event as EventObject & { value: string }).value);
        follow(event);
      },
      async 'withdrawal.quickAmountAdded'(page, event) {
        await closeDialogIfOpen(page);
        await page.getByRole('button', { name: '+৳500' }).click();
        follow(event);
      },
      async 'withdrawal.accountNumberChosen'(page, event) {
        if (sameValue(event)) return follow(event);
        await closeDialogIfOpen(page);
        await page.getByRole('radio', { name: /^01712345678/ }).check();
        follow(event);
      },
      async 'withdrawal.paymentMethodChosen'(page, event) {
        if (sameValue(event)) return follow(event);
        await closeDialogIfOpen(page);
        await page.getByRole('radio', { name: 'bKash' }).check();
        follow(event);
      },
      async 'withdrawal.problemDismissed'(page, event) {
        await closeDialogIfOpen(page);
        follow(event);
      },
      async 'withdrawal.submitted'(page, event) {
        // The Error dialog covers the form: a player closes it first, which changes nothing a submit keeps.
        await closeDialogIfOpen(page);
        // Followed before the click: the check it causes is told apart by the state it is made in.
        follow(event);
        await submitButton(page).click();
      },
      async 'withdrawal.reloadRequested'(page, event) {
        follow(event);
        await page.getByRole('button', { name: 'Try again' }).click();
      },
    },
    actors: {
      loadForm: {
        url: '**/api/transaction/show*',
        done: (output) => {
          follow({ type: 'xstate.done.actor.loadForm', output } as EventObject);
          const data = output as WithdrawalFormData;
          const current = load;
          load = deferred<WithdrawalFormData>();
          current.resolve(data);
          const transactions = data.hasPendingWithdrawal
            ? [{ id: 9, action: 'withdraw', amount: '500.00', key: '0', status: 'pending', created_at: '2026-11-22T08:00:00.000Z', payment_method: { id: 1, name: 'bKash', icon: '', type: null } }]
            : [];
          return { status: 200, json: { success: true, transactions } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.loadForm', error } as EventObject);
          const current = load;
          load = deferred<WithdrawalFormData>();
          current.reject(new Error('load failed'));
          return { status: 500, json: {} };
        },
      },
      checkOnOpen: {
        url: new WhileInState(/\/api\/userwithdrawcheck/, () => expected.matches('checkingEligibility')),
        done: (output) => {
          follow({ type: 'xstate.done.actor.checkOnOpen', output } as EventObject);
          return { status: 200, json: { success: true } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.checkOnOpen', error } as EventObject);
          return checkAnswer(error as WithdrawCheckFailure);
        },
      },
      checkBeforeSubmit: {
        url: new WhileInState(/\/api\/userwithdrawcheck/, () => expected.matches('checkingBeforeSubmit')),
        done: (output) => {
          follow({ type: 'xstate.done.actor.checkBeforeSubmit', output } as EventObject);
          return { status: 200, json: { success: true } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.checkBeforeSubmit', error } as EventObject);
          return checkAnswer(error as WithdrawCheckFailure);
        },
      },
      submitWithdrawal: {
        url: '**/api/submit-withdraw',
        done: (output) => {
          follow({ type: 'xstate.done.actor.submitWithdrawal', output } as EventObject);
          const receipt = output as WithdrawalReceipt;
          const transaction = {
            id: 10,
            action: 'withdraw',
            amount: receipt.amount.toFixed(2),
            key: '0',
            status: 'pending',
            created_at: receipt.createdAt,
            payment_method: { id: 1, name: receipt.methodName, icon: receipt.methodIcon, type: null },
          };
          return { status: 200, json: { success: true, message: 'Withdrawal successful!', transaction, balance: '1000.00' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.submitWithdrawal', error } as EventObject);
          return submitAnswer(error as WithdrawSubmitFailure);
        },
      },
    },
  };
}
