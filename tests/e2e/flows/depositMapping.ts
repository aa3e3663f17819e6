import type { Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { depositMachine, type DepositChannel, type DepositContext, type DepositData, type DepositInput, type DepositProblem, type WalletNumber } from '../../../machines/deposit';
export { depositPathsPossibleInTheUi } from '../../flows/uiReach';
import { expect, logInInBrowser } from '../support';
import type { ApiAnswer, BrowserFlowMapping } from './driver';

const problemTexts: Record<DepositProblem['code'], string> = {
  phoneNotVerified: 'Please verify your phone number first.',
  depositPending: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
  amountRequired: 'Please fill in your amount.',
  methodRequired: 'Please select a valid payment method.',
  channelRequired: 'Please select a Deposit channel.',
  // Issue 24: followed by how much is left and until when (the sample's time, in Dhaka).
  overAllowance: 'This deposit is over your deposit limit. You can deposit up to',
  navigationFailed: 'An error occurred. Please try again.',
};

const channelNames = { Agent: 'CashOut', Personal: 'Send Money' } as const;

const form = (page: Page) => page.getByTestId('deposit-form');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });
const nextButton = (page: Page) => form(page).getByRole('button', { name: 'Next', exact: true });
const amountField = (page: Page) => form(page).getByRole('textbox', { name: 'Amount' });

/** GET safer-gambling/limits as the server writes it, for the sample's allowance and prompt (issue 24). */
function limitsAnswerFor(data: DepositData) {
  const none = { amount: null, used: '0.00', left: null, resets_at: null, pending: null };
  const allowance = data.allowance;
  const day = allowance?.left != null ? { amount: '1000.00', used: (1000 - allowance.left).toFixed(2), left: allowance.left.toFixed(2), resets_at: allowance.resetsAt, pending: null } : none;
  return {
    limits: { day, week: none, month: none },
    allowance: { left: allowance?.left?.toFixed(2) ?? null, period: allowance?.period ?? null, resets_at: allowance?.resetsAt ?? null },
    limit_prompt: data.limitPrompt,
  };
}

function answersFor(data: DepositData) {
  return {
    promotion: data.promotions.map((promotion) => ({ id: promotion.id, name: promotion.name, deposit_bouns: promotion.bonusPercent, status: 'active' })),
    'payment-methods': data.methods.map((method) => ({ id: method.id, name: method.name, icon: method.icon, status: 'active' })),
    'user/show': { phone: '01712345678', session_id: data.mainPhoneVerified ? 1 : 0 },
    'get/other/phone': { data: data.extraPhonesVerified.map((verified, index) => ({ id: index + 1, contract_value: `0181234567${index}`, isverify: verified ? 1 : 0 })) },
    'safer-gambling/limits': limitsAnswerFor(data),
  };
}

/**
 * The player's side of the deposit form (mobile). The four loads are one actor in the machine:
 * transaction/show is the call the driver holds; the other three wait for the same answer.
 */
export function depositInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(depositMachine, { remoteId: 'e2e-remote' });
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(depositMachine, expected, event as never);
  };
  const context = () => expected.context as DepositContext;
  let releaseData: (data: DepositData) => void = () => {};
  const loaded = new Promise<DepositData>((resolve) => {
    releaseData = resolve;
  });

  /** A problem dialog covers the form: the player closes it first (the machine hears that too). */
  async function closeProblem(page: Page) {
    if (context().problem === null) return;
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    follow({ type: 'deposit.problemDismissed' });
  }

  async function showsTheForm(page: Page) {
    await expect(form(page)).toBeVisible();
    await expect(amountField(page)).toHaveValue(context().amount);
    const problem = context().problem;
    if (problem) await expect(dialog(page)).toContainText(problemTexts[problem.code]);
    else await expect(dialog(page)).toBeHidden();
    // Issue 24: the limit prompt until "Not now"; the allowance under the amount when a limit is set.
    if (context().limitPrompt) await expect(page.getByTestId('limit-prompt')).toBeVisible();
    else await expect(page.getByTestId('limit-prompt')).toBeHidden();
    if (context().allowance?.left != null) await expect(page.getByTestId('deposit-allowance')).toContainText('You can deposit up to');
    const channel = context().channels.find((candidate) => candidate.id === context().channelId);
    if (channel) await expect(form(page).getByRole('radio', { name: channelNames[channel.accountType] })).toHaveAttribute('aria-checked', 'true');
  }

  return {
    async start(page, path) {
      expected = getInitialSnapshot(depositMachine, path.input as DepositInput);
      await logInInBrowser(page);
      await page.route(/\/api\/safer-gambling\/limit-prompt\/dismiss$/, (route) => route.fulfill({ json: { code: 'limit_prompt_dismissed' } }));
      for (const name of ['promotion', 'payment-methods', 'user/show', 'get/other/phone', 'safer-gambling/limits'] as const) {
        await page.route(new RegExp(`/api/${name}(\\?|$)`), async (route) => route.fulfill({ json: answersFor(await loaded)[name] }));
      }
      await page.goto('/deposit');
      await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    },
    states: {
      async loadingDepositData(page, calls) {
        await expect(page.getByLabel('Loading deposit options…')).toBeVisible();
        await expect(form(page)).toBeHidden();
        await expect.poll(() => calls.count('loadDepositData')).toBe(1);
      },
      async 'enteringDeposit.choosing'(page) {
        await showsTheForm(page);
        await expect(nextButton(page)).toBeEnabled();
      },
      async 'enteringDeposit.loadingChannels'(page, calls) {
        await expect(form(page)).toBeVisible();
        await expect(nextButton(page)).toBeDisabled();
        await expect.poll(() => calls.count('loadChannels')).toBeGreaterThan(0);
      },
      async gettingWalletNumber(page, calls) {
        await expect.poll(() => calls.count('getWalletNumber')).toBe(1);
        await expect(nextButton(page)).toHaveAttribute('data-loading', 'true');
      },
      async leftForPayment(page) {
        const methodName = context().methodName ?? '';
        await expect(page).toHaveURL((url) => url.pathname === '/make-payment');
        await expect(page.getByRole('heading', { name: `${methodName} Payment`, level: 1 })).toBeVisible();
        await expect(page.getByTestId('payment-accountNumber')).toHaveText(context().wallet?.accountNumber ?? '');
      },
    },
    events: {
      async 'deposit.promotionChosen'(page, event) {
        await closeProblem(page);
        const { promotionId } = event as EventObject & { promotionId: number | null };
        await form(page).getByRole('combobox', { name: 'Promotion' }).selectOption(promotionId === null ? '' : String(promotionId));
        follow(event);
      },
      async 'deposit.methodChosen'(page, event) {
        await closeProblem(page);
        await form(page).getByRole('radio', { name: (event as EventObject & { name: string }).name }).click();
        follow(event);
      },
      async 'deposit.channelChosen'(page, event) {
        await closeProblem(page);
        const channel = context().channels.find((candidate) => candidate.id === (event as EventObject & { channelId: number }).channelId) as DepositChannel;
        await form(page).getByRole('radio', { name: channelNames[channel.accountType] }).click();
        follow(event);
      },
      async 'deposit.amountChanged'(page, event) {
        await closeProblem(page);
        await amountField(page).fill((event as EventObject & { value: string }).value);
        follow(event);
      },
      async 'deposit.amountAdded'(page, event) {
        await closeProblem(page);
        await form(page).getByRole('button', { name: `+${(event as EventObject & { value: number }).value.toLocaleString('en-IN')}`, exact: true }).click();
        follow(event);
      },
      async 'deposit.nextPressed'(page, event) {
        await closeProblem(page);
        await nextButton(page).click();
        follow(event);
      },
      async 'deposit.problemDismissed'(page) {
        await closeProblem(page);
      },
      async 'deposit.limitPromptDismissed'(page, event) {
        await closeProblem(page);
        await page.getByTestId('limit-prompt').getByRole('button', { name: 'Not now' }).click();
        await expect(page.getByTestId('limit-prompt')).toBeHidden();
        follow(event);
      },
    },
    actors: {
      loadDepositData: {
        url: /\/api\/transaction\/show/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.loadDepositData', output } as EventObject);
          const data = output as DepositData;
          releaseData(data);
          const transactions = data.deposits.map((deposit) => ({
            id: deposit.id,
            action: 'deposit',
            amount: deposit.amount.toFixed(2),
            key: deposit.pending ? '0' : '1',
            status: deposit.status,
            created_at: deposit.createdAt,
            payment_method: { name: deposit.methodName },
          }));
          return { status: 200, json: { success: true, transactions } };
        },
        error: () => ({ abort: 'failed' }),
      },
      loadChannels: {
        url: /\/api\/showpayment-menthod/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.loadChannels', output } as EventObject);
          const data = (output as DepositChannel[]).map((channel) => ({ id: channel.id, account_type: channel.accountType, label: channelNames[channel.accountType], min: channel.min, max: channel.max }));
          return { status: 200, json: { success: true, data } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.loadChannels', error } as EventObject);
          return { status: 404, json: { success: false, message: 'Payment method not found.' } } satisfies ApiAnswer;
        },
      },
      getWalletNumber: {
        url: /\/api\/get-wallet-number/,
        done: (output) => {
          follow({ type: 'xstate.done.actor.getWalletNumber', output } as EventObject);
          const wallet = output as WalletNumber;
          return { status: 200, json: [{ id: 12, name: context().methodName, account_number: wallet.accountNumber, label: 'Send Money', deadline: wallet.deadline }] };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.getWalletNumber', error } as EventObject);
          return { status: 404, json: { success: false, message: 'No wallet found for this payment method and channel.' } };
        },
      },
    },
  };
}
