import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { page } from 'vitest/browser';
import { isConfirmable, saferLimitsMachine, type LimitPeriod, type LimitsAnswer, type LimitsFailure, type LimitsSaved, type PeriodLimit, type SaferLimitsContext } from '../../machines/saferLimits';
import { saferLimitsFlow } from '../../machines/saferLimits.flow';
import type { FlowPath } from '../flows/paths';
import { pathsCoveringTheirTransitions } from '../e2e/flows/coveringPaths';
import { expectHidden } from './expectations';
import { fakeApi, type FakeAnswer } from './fakeApi';
import { describeCoveringPaths, type ComponentFlowMapping } from './flowDriver';
import { renderSite, type Layout } from './site';

/**
 * The deposit limits editor's model paths through the real /safer-gambling page in a real browser, the
 * API faked (issue 24). The answers carry the model's limits with their times moved by the difference
 * between the model's clock and the page's, so Confirm is enabled exactly where the model says; the
 * confirmation timer runs on the fake clock, which only a path's timer step moves.
 */
const periodLabels: Record<LimitPeriod, string> = { day: 'Limit for 24 hours (৳)', week: 'Limit for 7 days (৳)', month: 'Limit for 1 month (৳)' };
const field = (period: LimitPeriod) => page.getByRole('textbox', { name: periodLabels[period] });
const saveButton = () => page.getByTestId('safer-limits').getByRole('button', { name: 'Save limits' });
const pendingBox = (period: LimitPeriod) => page.getByTestId(`limit-pending-${period}`);

function possibleInTheUi(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as SaferLimitsContext;
  switch (event.type) {
    case 'limits.amountTyped': {
      const { period, value } = event as EventObject & { period: LimitPeriod; value: string };
      return context.fields[period] !== value;
    }
    default:
      return true;
  }
}

function pathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => {
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(saferLimitsMachine);
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      if (!possibleInTheUi(snapshot, step.event)) return false;
      snapshot = getNextSnapshot(saferLimitsMachine, snapshot, step.event as never);
    }
    return true;
  });
}

const money = (amount: number | null) => (amount === null ? null : amount.toFixed(2));

/** An ISO time moved by `shift` ms. */
const moved = (iso: string | null, shift: number) => (iso === null ? null : new Date(Date.parse(iso) + shift).toISOString());

/** The model's answer as the server writes it, its times moved onto the page's clock. */
function limitsJson(answer: LimitsAnswer) {
  const shift = Date.now() - answer.now;
  const limit = (entry: PeriodLimit) => ({
    amount: money(entry.amount),
    used: money(entry.used),
    left: money(entry.left),
    resets_at: moved(entry.resetsAt, shift),
    pending: entry.pending ? { amount: money(entry.pending.amount), requested_at: moved(entry.pending.requestedAt, shift), confirmable_at: moved(entry.pending.confirmableAt, shift) } : null,
  });
  return {
    limits: { day: limit(answer.limits.day), week: limit(answer.limits.week), month: limit(answer.limits.month) },
    allowance: { left: money(answer.allowance.left), period: answer.allowance.period, resets_at: moved(answer.allowance.resetsAt, shift) },
    limit_prompt: answer.limitPrompt,
  };
}

function failureAnswer(failure: LimitsFailure): FakeAnswer {
  switch (failure.kind) {
    case 'amountInvalid':
      return { status: 422, json: { message: failure.message, code: 'limit_amount_invalid', field: failure.field } };
    case 'notConfirmable':
      return { status: 409, json: { message: failure.message, code: 'limit_not_confirmable', confirmable_at: failure.confirmableAt } };
    case 'changeMissing':
      return { status: 404, json: { message: failure.message, code: 'limit_change_missing' } };
    case 'failed':
      return failure.message === null ? { status: 500, json: {} } : { status: 500, json: { message: failure.message } };
  }
}

function limitsInTheBrowser(layout: Layout): ComponentFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(saferLimitsMachine);
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(saferLimitsMachine, expected, event as never);
  };
  const context = () => expected.context as SaferLimitsContext;

  async function showsTheForm() {
    for (const period of ['day', 'week', 'month'] as const) {
      await expect.element(field(period)).toHaveValue(context().fields[period]);
      const pending = context().limits?.[period].pending ?? null;
      if (!pending) {
        await expectHidden(pendingBox(period));
        continue;
      }
      const confirm = pendingBox(period).getByRole('button', { name: 'Confirm' });
      if (isConfirmable(context(), period)) await expect.element(confirm).toBeEnabled();
      else await expect.element(confirm).toBeDisabled();
    }
    const { notice, problem, errors } = context();
    if (notice) await expect.element(page.getByTestId('limits-notice')).toBeVisible();
    else await expectHidden(page.getByTestId('limits-notice'));
    if (problem?.code === 'notConfirmable') await expect.element(page.getByTestId('limits-problem')).toHaveTextContent('This change cannot be confirmed yet.');
    else if (problem) await expect.element(page.getByTestId('limits-problem')).toBeVisible();
    else await expectHidden(page.getByTestId('limits-problem'));
    if (errors.week?.code === 'refused') await expect.element(field('week')).toHaveAccessibleDescription(errors.week.message ?? 'This amount cannot be used as a limit.');
    if (errors.week?.code === 'format') await expect.element(field('week')).toHaveAccessibleDescription('Enter an amount in taka, such as 5000 or 5000.50, or leave the box empty.');
    if (errors.month?.code === 'tooSmall') await expect.element(field('month')).toHaveAccessibleDescription('A limit must be at least ৳1.');
  }

  const answered = (id: string, done: (output: unknown) => object) => ({
    done: (output: unknown) => {
      follow({ type: `xstate.done.actor.${id}`, output } as EventObject);
      return { json: done(output) };
    },
    error: (error: unknown) => {
      follow({ type: `xstate.error.actor.${id}`, error } as EventObject);
      return failureAnswer(error as LimitsFailure);
    },
  });

  return {
    async start() {
      expected = getInitialSnapshot(saferLimitsMachine);
      fakeApi.on('GET safer-gambling/statement', { json: { lifetime: { deposits: '0.00', withdrawals: '0.00', net_deposits: '0.00' }, periods: [] } });
      await renderSite('/safer-gambling', { layout, player: true });
      await expect.element(page.getByTestId('safer-limits')).toBeVisible();
    },
    states: {
      loading: async (calls) => {
        await expect.poll(() => calls.count('loadLimits')).toBe(1);
        await expect.element(page.getByTestId('safer-limits')).toHaveTextContent('Loading your limits…');
      },
      loadFailed: async () => {
        await expect.element(page.getByTestId('limits-load-failed')).toHaveTextContent('Your limits could not be loaded.');
      },
      'editing.ready': showsTheForm,
      'editing.waitingToConfirm': showsTheForm,
      saving: async (calls) => {
        await expect.poll(() => calls.count('saveLimits')).toBe(1);
        await expect.element(saveButton()).toHaveAttribute('data-loading', 'true');
      },
      confirming: async (calls) => {
        await expect.poll(() => calls.count('confirmLimit')).toBe(1);
      },
      cancelling: async (calls) => {
        await expect.poll(() => calls.count('cancelLimitChange')).toBe(1);
      },
    },
    events: {
      'limits.amountTyped': async (event) => {
        const { period, value } = event as EventObject & { period: LimitPeriod; value: string };
        await field(period).fill(value);
        follow(event);
      },
      'limits.savePressed': async (event) => {
        await saveButton().click();
        follow(event);
      },
      'limits.confirmPressed': async (event) => {
        const { period } = event as EventObject & { period: LimitPeriod };
        // Before its time Confirm is disabled: a press does nothing, as in the model (its guard).
        if (isConfirmable(context(), period)) await pendingBox(period).getByRole('button', { name: 'Confirm' }).click();
        else if (context().limits?.[period].pending) await expect.element(pendingBox(period).getByRole('button', { name: 'Confirm' })).toBeDisabled();
        else await expectHidden(pendingBox(period));
        follow(event);
      },
      'limits.cancelPressed': async (event) => {
        const { period } = event as EventObject & { period: LimitPeriod };
        // Without a pending change there is no Cancel: nothing happens, as in the model (its guard).
        if (context().limits?.[period].pending) await pendingBox(period).getByRole('button', { name: 'Cancel change' }).click();
        else await expectHidden(pendingBox(period));
        follow(event);
      },
      'limits.retryPressed': async (event) => {
        await page.getByTestId('limits-load-failed').getByRole('button', { name: 'Try again' }).click();
        follow(event);
      },
      'limits.noticeDismissed': async (event) => {
        // With nothing said there is nothing to close: the model's event changes nothing either.
        if (context().notice) await page.getByTestId('limits-notice').getByRole('button', { name: 'Close' }).click();
        else if (context().problem) await page.getByTestId('limits-problem').getByRole('button', { name: 'Close' }).click();
        follow(event);
      },
    },
    actors: {
      loadLimits: { route: 'GET safer-gambling/limits', ...answered('loadLimits', (output) => limitsJson(output as LimitsAnswer)) },
      saveLimits: {
        route: 'POST safer-gambling/limits',
        ...answered('saveLimits', (output) => {
          const saved = output as LimitsSaved;
          return { code: 'limits_saved', message: 'Saved.', ...limitsJson(saved), applied: saved.applied, pending: saved.pending };
        }),
      },
      confirmLimit: { route: 'POST safer-gambling/limits/confirm', ...answered('confirmLimit', (output) => ({ code: 'limit_confirmed', message: 'Confirmed.', ...limitsJson(output as LimitsAnswer) })) },
      cancelLimitChange: { route: 'POST safer-gambling/limits/cancel', ...answered('cancelLimitChange', (output) => ({ code: 'limit_change_cancelled', message: 'Cancelled.', ...limitsJson(output as LimitsAnswer) })) },
    },
  };
}

const paths = await describeCoveringPaths('deposit limits editor through the UI (model paths)', saferLimitsFlow, limitsInTheBrowser, pathsPossibleInTheUi);

test('the paths possible in the UI take every transition of the machine', async () => {
  const { transitions: possible } = await pathsCoveringTheirTransitions(saferLimitsFlow, pathsPossibleInTheUi(paths));
  const { transitions: all } = await pathsCoveringTheirTransitions(saferLimitsFlow, paths);
  expect([...all].filter((key) => !possible.has(key)).sort()).toEqual([]);
});
