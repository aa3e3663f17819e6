import type { Locator, Page } from '@playwright/test';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { SignupFailure } from '../../machines/signup';
import { signupStepsMachine, type AccountField, type PersonalTextField, type SignupStepsContext, type StepsField } from '../../machines/signupSteps';
import { signupStepsFlow } from '../../machines/signupSteps.flow';
import { stepsProblemText } from '../../src/features/signup/problemText';
import { generatePaths } from '../flows/paths';
import { pathsCoveringTheirTransitions } from './flows/coveringPaths';
import { driveFlowPath, planBrowserPaths, type BrowserFlowMapping } from './flows/driver';
import { captchaActorMapping } from './flows/captchaActor';
import { createAnswerFor } from './signupAnswers';
import { expect, layoutsOfPaths, pauseClock, test } from './support';

const accountFields: Record<AccountField, { label: string; hint?: string }> = {
  username: { label: 'Username', hint: '4-15 characters, letters and numbers, lowercased' },
  password: { label: 'Password', hint: '6-20 characters' },
  confirmPassword: { label: 'Confirm Password' },
  friendReferCode: { label: 'Refer code', hint: '6-20 characters, optional' },
};
const personalFields: Record<PersonalTextField, { label: string; hint?: string }> = {
  realName: { label: 'Full name' },
  phoneNumber: { label: 'Phone number' },
  email: { label: 'E-mail' },
  captcha: { label: 'Captcha', hint: 'Enter the 4 digits shown in the picture' },
};
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const ageBox = (page: Page) => page.getByRole('checkbox', { name: 'I confirm that I am 18 years old or older' });
const registerButton = (page: Page) => page.getByTestId('signup-steps-form').getByRole('button', { name: 'Register' });

async function retype(locator: Locator, value: string) {
  if ((await locator.inputValue()) === value) await locator.fill('');
  await locator.fill(value);
}

/** The player's side of the two-step form; the mapping follows the model to know what each step must show. */
function stepsInTheBrowser(): BrowserFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(signupStepsMachine, undefined);
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(signupStepsMachine, expected, event as never);
  };
  const context = () => expected.context as SignupStepsContext;
  /**
   * The page clock is paused while a path holds the captcha call: the player may type in seven fields
   * before it is answered, and on a slow machine that outlasted the client's 15 s deadline (a page
   * timer), so the page gave the call up. Any other state lets the clock run on again.
   */
  let clockPaused = false;
  const letClockRun = async (page: Page) => {
    if (!clockPaused) return;
    clockPaused = false;
    await page.clock.resume();
  };

  // The checks of one state run together: a path that holds the captcha call while the player types
  // checks step two after every keystroke, and run one by one on a busy machine those checks outlasted
  // the client's 15 s deadline, so the page gave the call up before the path answered it.
  function showsFields(page: Page, fields: Record<string, { label: string; hint?: string }>) {
    const problem = stepsProblemText(context().stepProblem);
    return Promise.all([
      ...Object.entries(fields).flatMap(([name, { label, hint }]) => {
        const error = stepsProblemText(context().errors[name as StepsField]);
        return [
          expect(textbox(page, label)).toHaveValue(context()[name as AccountField | PersonalTextField]),
          expect(textbox(page, label)).toHaveAccessibleDescription([error, hint].filter((text) => text).join(' ')),
        ];
      }),
      problem === null ? expect(page.getByTestId('signup-steps-error')).toHaveCount(0) : expect(page.getByTestId('signup-steps-error')).toHaveText(problem),
    ]);
  }

  async function showsStepTwo(page: Page) {
    await Promise.all([
      showsFields(page, personalFields),
      expect(page.getByRole('combobox', { name: 'Calling code' })).toHaveValue(context().callingCode),
      expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(String(context().currency)),
      context().ageCheck ? expect(ageBox(page)).toBeChecked() : expect(ageBox(page)).not.toBeChecked(),
    ]);
  }

  return {
    async start(page) {
      clockPaused = false;
      expected = getInitialSnapshot(signupStepsMachine, undefined);
      await page.goto('/register');
      await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    },
    states: {
      async accountDetails(page, calls) {
        await letClockRun(page);
        await showsFields(page, accountFields);
        await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
        if (context().registered === null) await expect(page.getByTestId('signup-steps-success')).toHaveCount(0);
        else {
          await expect(page.getByTestId('signup-steps-success')).toContainText('Registration Successful!');
          await expect(page.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
        }
        expect(calls.count('createPlayer')).toBe(0);
      },
      async 'personalDetails.loadingCaptcha'(page, calls) {
        if (!clockPaused) {
          await pauseClock(page);
          clockPaused = true;
        }
        await expect.poll(() => calls.count('fetchCaptcha')).toBe(1);
        await expect(registerButton(page)).toBeDisabled();
        await expect(page.getByRole('button', { name: 'New captcha' })).toBeDisabled();
        await showsStepTwo(page);
      },
      async 'personalDetails.filling'(page, calls) {
        await letClockRun(page);
        await showsStepTwo(page);
        const captcha = context().captchaImage;
        if (captcha) await expect(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toHaveAttribute('src', captcha.image);
        else await expect(page.getByTestId('captcha-image')).toHaveCount(0);
        await expect(registerButton(page)).toBeEnabled();
        expect(calls.count('createPlayer')).toBe(0);
      },
      async 'personalDetails.registering'(page, calls) {
        await letClockRun(page);
        await expect.poll(() => calls.count('createPlayer')).toBe(1);
        await expect(registerButton(page)).toHaveAttribute('data-loading', 'true');
        await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
        await showsStepTwo(page);
      },
    },
    events: {
      async 'signupSteps.accountFieldChanged'(page, event) {
        const { field, value } = event as EventObject & { field: AccountField; value: string };
        await retype(textbox(page, accountFields[field].label), value);
        follow(event);
      },
      async 'signupSteps.personalFieldChanged'(page, event) {
        const { field, value } = event as EventObject & { field: PersonalTextField | 'callingCode' | 'currency' | 'ageCheck'; value: string | number | boolean };
        if (field === 'callingCode') await page.getByRole('combobox', { name: 'Calling code' }).selectOption(String(value));
        else if (field === 'currency') await page.getByRole('combobox', { name: 'Currency' }).selectOption(String(value));
        else if (field === 'ageCheck') await ageBox(page).setChecked(value === true);
        else await retype(textbox(page, personalFields[field].label), String(value));
        follow(event);
      },
      async 'signupSteps.nextPressed'(page, event) {
        await page.getByRole('button', { name: 'Next' }).click();
        follow(event);
      },
      async 'signupSteps.previousPressed'(page, event) {
        await page.getByRole('button', { name: 'Previous' }).click();
        follow(event);
      },
      async 'signupSteps.captchaRefreshed'(page, event) {
        await page.getByRole('button', { name: 'New captcha' }).click();
        follow(event);
      },
      async 'signupSteps.submitted'(page, event) {
        await registerButton(page).click();
        follow(event);
      },
    },
    actors: {
      fetchCaptcha: captchaActorMapping(follow),
      createPlayer: {
        url: '**/api/v1/create-players',
        done: (output) => {
          follow({ type: 'xstate.done.actor.createPlayer', output } as EventObject);
          return { status: 201, json: { message: 'Player created successfully', username: 'step01', remote_id: 'remote-step', referral_code: 'ABCDE00002' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.createPlayer', error } as EventObject);
          return createAnswerFor(error as SignupFailure);
        },
      },
    },
  };
}

const paths = generatePaths(signupStepsFlow);
// Every generated path replays on the model (tests/flows); the browser drives the few that together take every transition they take.
const { chosen } = await pathsCoveringTheirTransitions(signupStepsFlow, paths);
const { drivable, leftOut } = planBrowserPaths(signupStepsFlow, chosen, stepsInTheBrowser());

test.describe('two-step sign-up flow through the UI (model paths)', () => {
  test('the driven paths take every transition of the generated paths', () => {
    expect(leftOut).toEqual([]);
    expect(drivable.length).toBe(chosen.length);
  });

  const layoutOf = layoutsOfPaths(drivable);
  for (const path of drivable) {
    test(`path ${path.number}: ${path.title}`, { tag: layoutOf(path) }, async ({ page }) => {
      await driveFlowPath(page, signupStepsFlow, path, stepsInTheBrowser());
    });
  }
});
