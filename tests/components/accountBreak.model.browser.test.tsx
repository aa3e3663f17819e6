import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { page } from 'vitest/browser';
import { accountBreakMachine, type AccountBreakContext, type AccountBreakInput, type BreakFailure } from '../../machines/accountBreak';
import { accountBreakFlow } from '../../machines/accountBreak.flow';
import { SelfExclusionSection } from '../../src/features/safer-gambling/SelfExclusionSection';
import { MissingMappingError, planBrowserPaths } from '../flows/browserPlan';
import type { FlowPath } from '../flows/paths';
import { pathsCoveringTheirTransitions } from '../e2e/flows/coveringPaths';
import { expectHidden } from './expectations';
import { describeCoveringPaths, type ComponentFlowMapping } from './flowDriver';
import { renderSection } from './saferBreaks';
import type { Layout } from './site';

/**
 * Issue 24: the self-exclusion confirmation's model paths through the real section in a real browser,
 * the API faked (follows makePayment.model.browser.test.tsx). The time-out input's paths are the
 * machine tests' (machines/accountBreak.test.ts); here only what a player excluding themselves can do.
 */
const section = () => page.getByTestId('self-exclusion-section');
const button = (name: string) => section().getByRole('button', { name, exact: true });
const PERIOD_LABELS: Record<string, string> = { '6m': '6 months', '1y': '1 year', '2y': '2 years', '5y': '5 years' };

/** What a player can do on the exclusion section: only its own periods, a radio or tick that changes something. */
function possibleInTheUi(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const context = snapshot.context as AccountBreakContext;
  switch (event.type) {
    case 'accountBreak.periodChosen': {
      const { period } = event as EventObject & { period: string };
      return period in PERIOD_LABELS && period !== context.period;
    }
    case 'accountBreak.untilChanged':
      return false;
    case 'accountBreak.understoodChanged':
      return (event as EventObject & { value: boolean }).value !== context.understood;
    case 'accountBreak.passwordChanged':
      return (event as EventObject & { value: string }).value !== context.password;
    default:
      return true;
  }
}

function exclusionPathsPossibleInTheUi(paths: FlowPath[]): FlowPath[] {
  return paths.filter((path) => {
    const input = path.input as AccountBreakInput;
    if (input.kind !== 'self_exclusion') return false;
    let snapshot: AnyMachineSnapshot = getInitialSnapshot(accountBreakMachine, input);
    for (const step of path.steps) {
      if (step.event.type === 'xstate.init') continue;
      if (!possibleInTheUi(snapshot, step.event)) return false;
      snapshot = getNextSnapshot(accountBreakMachine, snapshot, step.event as never);
    }
    return true;
  });
}

function refusalAnswer(failure: BreakFailure) {
  switch (failure.kind) {
    case 'passwordWrong':
      return { status: 422, json: { code: 'password_wrong', message: failure.message, field: 'password' } };
    case 'periodInvalid':
      return { status: 422, json: { code: 'break_period_invalid', message: failure.message, field: 'period' } };
    case 'notUnderstood':
      return { status: 422, json: { code: 'exclusion_not_understood', message: failure.message, field: 'understood' } };
    case 'breakRunning':
      return { status: 409, json: { code: 'break_running', message: failure.message } };
    case 'refused':
      return { status: 403, json: { code: 'account_on_break', message: failure.message } };
    case 'failed':
      return { status: 500, json: { message: 'Server Error' } };
  }
}

function exclusionInTheBrowser(layout: Layout): ComponentFlowMapping {
  let expected: AnyMachineSnapshot | undefined;
  const follow = (event: EventObject) => {
    if (expected) expected = getNextSnapshot(accountBreakMachine, expected, event as never);
  };
  const context = () => (expected as AnyMachineSnapshot).context as AccountBreakContext;
  const atStep = async (step: string) => {
    await expect.element(section()).toHaveAttribute('data-step', step);
  };
  const problemShown = async () => {
    const problem = context().problem;
    if (problem === null || problem.code === 'passwordWrong' || problem.code === 'passwordRequired') await expectHidden(section().getByTestId('break-problem'));
    else await expect.element(section().getByTestId('break-problem')).toBeVisible();
  };
  return {
    async start(path) {
      const input = path.input as AccountBreakInput;
      expected = getInitialSnapshot(accountBreakMachine, input);
      await renderSection(<SelfExclusionSection />, { layout });
      await expect.element(button('Self-exclude')).toBeVisible();
    },
    states: {
      closed: async () => {
        await atStep('closed');
        await expect.element(button('Self-exclude')).toBeVisible();
      },
      choosing: async () => {
        await atStep('choosing');
        const period = context().period;
        if (period) await expect.element(section().getByRole('radio', { name: PERIOD_LABELS[period] })).toBeChecked();
        await problemShown();
      },
      reviewing: async () => {
        await atStep('reviewing');
        await expect.element(section().getByTestId('break-statement')).toHaveTextContent(/The exclusion cannot be lifted early\./);
        const tick = section().getByRole('checkbox', { name: 'I understand' });
        if (context().understood) await expect.element(tick).toBeChecked();
        else await expect.element(tick).not.toBeChecked();
        await problemShown();
      },
      password: async () => {
        await atStep('password');
        await expect.element(section().getByLabelText('Your password')).toHaveValue(context().password);
        const problem = context().problem;
        if (problem?.code === 'passwordWrong') await expect.element(section().getByLabelText('Your password')).toHaveAccessibleDescription(new RegExp(problem.message ?? ''));
      },
      submitting: async (calls) => {
        await atStep('submitting');
        await expect.poll(() => calls.count('startBreak')).toBe(1);
      },
      failed: async () => {
        await atStep('failed');
        await expect.element(section().getByTestId('break-failed')).toHaveTextContent('The break could not be started. Please try again.');
      },
      refused: async () => {
        await atStep('refused');
        const problem = context().problem;
        await expect.element(section().getByTestId('break-refused')).toHaveTextContent(problem && 'message' in problem && problem.message ? problem.message : 'The break could not be started.');
      },
      started: async () => {
        await expect.element(page.getByText(/^Your self-exclusion has started; it ends \d{4}-\d{2}-\d{2} \d{2}:\d{2}\.$/)).toBeVisible();
        await expect.poll(() => localStorage.getItem('token')).toBeNull();
      },
    },
    events: {
      'accountBreak.opened': async (event) => {
        await button('Self-exclude').click();
        follow(event);
      },
      'accountBreak.periodChosen': async (event) => {
        await section().getByRole('radio', { name: PERIOD_LABELS[(event as EventObject & { period: string }).period] }).click();
        follow(event);
      },
      'accountBreak.continued': async (event) => {
        await button('Continue').click();
        follow(event);
      },
      'accountBreak.understoodChanged': async (event) => {
        await section().getByRole('checkbox', { name: 'I understand' }).click();
        follow(event);
      },
      'accountBreak.passwordChanged': async (event) => {
        await section().getByLabelText('Your password').fill((event as EventObject & { value: string }).value);
        follow(event);
      },
      'accountBreak.submitted': async (event) => {
        await button('Start my self-exclusion').click();
        follow(event);
      },
      'accountBreak.retried': async (event) => {
        await button('Try again').click();
        follow(event);
      },
      'accountBreak.backPressed': async (event) => {
        await button('Back').click();
        follow(event);
      },
      'accountBreak.cancelled': async (event) => {
        await button((expected as AnyMachineSnapshot).matches('refused') ? 'Close' : 'Cancel').click();
        follow(event);
      },
    },
    actors: {
      startBreak: {
        route: 'POST safer-gambling/self-exclusion',
        done: (output) => {
          follow({ type: 'xstate.done.actor.startBreak', output } as EventObject);
          const restriction = output as { kind: string; startedAt: string; endsAt: string };
          return { json: { code: 'self_exclusion_started', message: 'Your self-exclusion has started.', restriction: { kind: 'self_exclusion', started_at: restriction.startedAt, ends_at: restriction.endsAt, return_requested_at: null, return_confirmable_at: null } } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.startBreak', error } as EventObject);
          return refusalAnswer(error as BreakFailure);
        },
      },
    },
  };
}

const paths = await describeCoveringPaths('self-exclusion confirmation through the UI (model paths)', accountBreakFlow, exclusionInTheBrowser, exclusionPathsPossibleInTheUi);

test('the exclusion paths possible in the UI take every transition but the time-out’s end date and four Cancels', async () => {
  const { transitions: possible } = await pathsCoveringTheirTransitions(accountBreakFlow, exclusionPathsPossibleInTheUi(paths));
  const { transitions: all } = await pathsCoveringTheirTransitions(accountBreakFlow, paths);
  // The end date and its check belong to a time-out: machines/accountBreak.test.ts covers them. The shortest paths to
  // Cancel after the first step start from the time-out input (its period is the first sample): the model replays
  // (tests/flows/model.test.ts) and machines/accountBreak.test.ts cover them; the same button is driven here from choosing.
  expect([...all].filter((key) => !possible.has(key)).sort()).toEqual([
    'accountBreak.choosing accountBreak.continued #1',
    'accountBreak.choosing accountBreak.untilChanged #0',
    'accountBreak.failed accountBreak.cancelled #0',
    'accountBreak.password accountBreak.cancelled #0',
    'accountBreak.refused accountBreak.cancelled #0',
    'accountBreak.reviewing accountBreak.cancelled #0',
  ]);
});

test('a missing UI mapping is an error, not a silent pass', async () => {
  const mapping = exclusionInTheBrowser('mobile');
  const { chosen } = await pathsCoveringTheirTransitions(accountBreakFlow, exclusionPathsPossibleInTheUi(paths));
  const { 'accountBreak.submitted': _submitted, ...withoutSubmit } = mapping.events;
  expect(() => planBrowserPaths(accountBreakFlow, chosen, { ...mapping, events: withoutSubmit })).toThrow(MissingMappingError);
});
