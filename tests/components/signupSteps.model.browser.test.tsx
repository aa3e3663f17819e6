import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { page } from 'vitest/browser';
import type { SignupFailure } from '../../machines/signup';
import { signupStepsMachine, type AccountField, type PersonalTextField, type SignupStepsContext, type StepsField } from '../../machines/signupSteps';
import { signupStepsFlow } from '../../machines/signupSteps.flow';
import { stepsProblemText } from '../../src/features/signup/problemText';
import { captchaActorMapping } from '../e2e/flows/captchaActor';
import { createAnswerFor } from '../e2e/signupAnswers';
import { expectCount, expectText, retype } from './expectations';
import { describeCoveringPaths, fakeAnswerOf, type ComponentFlowMapping } from './flowDriver';
import { renderSite, type Layout } from './site';

/**
 * The two-step sign-up's model paths through the real views in a real browser, the API faked (moved
 * from tests/e2e/signupSteps.model.spec.ts, same checks, each path on the layout its hash picks).
 */
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
const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const ageBox = () => page.getByRole('checkbox', { name: 'I confirm that I am 18 years old or older' });
const registerButton = () => page.getByTestId('signup-steps-form').getByRole('button', { name: 'Register' });

/** The player's side of the two-step form; the mapping follows the model to know what each step must show. */
function stepsInTheBrowser(layout: Layout): ComponentFlowMapping {
  let expected: AnyMachineSnapshot = getInitialSnapshot(signupStepsMachine, undefined);
  const follow = (event: EventObject) => {
    expected = getNextSnapshot(signupStepsMachine, expected, event as never);
  };
  const context = () => expected.context as SignupStepsContext;
  // The page's timers (the client's 15 s deadline among them) run on the fake clock, which only a
  // path's timer step moves: a held captcha call is never given up while the player types.

  async function showsFields(fields: Record<string, { label: string; hint?: string }>) {
    for (const [name, { label, hint }] of Object.entries(fields)) {
      const error = stepsProblemText(context().errors[name as StepsField]);
      await expect.element(textbox(label)).toHaveValue(context()[name as AccountField | PersonalTextField]);
      await expect.element(textbox(label)).toHaveAccessibleDescription([error, hint].filter((text) => text).join(' '));
    }
    const problem = stepsProblemText(context().stepProblem);
    if (problem === null) await expectCount(page.getByTestId('signup-steps-error'), 0);
    else await expectText(page.getByTestId('signup-steps-error'), problem);
  }

  async function showsStepTwo() {
    await showsFields(personalFields);
    await expect.element(page.getByRole('combobox', { name: 'Calling code' })).toHaveValue(context().callingCode);
    await expect.element(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(String(context().currency));
    if (context().ageCheck) await expect.element(ageBox()).toBeChecked();
    else await expect.element(ageBox()).not.toBeChecked();
  }

  const captchaAnswers = captchaActorMapping(follow);
  return {
    async start() {
      expected = getInitialSnapshot(signupStepsMachine, undefined);
      await renderSite('/register', { layout });
      await expect.element(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    },
    states: {
      async accountDetails(calls) {
        await showsFields(accountFields);
        await expect.element(page.getByRole('button', { name: 'Next' })).toBeVisible();
        if (context().registered === null) await expectCount(page.getByTestId('signup-steps-success'), 0);
        else {
          await expect.element(page.getByTestId('signup-steps-success')).toHaveTextContent('Registration Successful!');
          await expect.element(page.getByRole('link', { name: 'Log in now' })).toHaveAttribute('href', '/login');
        }
        expect(calls.count('createPlayer')).toBe(0);
      },
      async 'personalDetails.loadingCaptcha'(calls) {
        await expect.poll(() => calls.count('fetchCaptcha')).toBe(1);
        await expect.element(registerButton()).toBeDisabled();
        await expect.element(page.getByRole('button', { name: 'New captcha' })).toBeDisabled();
        await showsStepTwo();
      },
      async 'personalDetails.filling'(calls) {
        await showsStepTwo();
        const captcha = context().captchaImage;
        if (captcha) await expect.element(page.getByRole('img', { name: 'Captcha picture with 4 digits' })).toHaveAttribute('src', captcha.image);
        else await expectCount(page.getByTestId('captcha-image'), 0);
        await expect.element(registerButton()).toBeEnabled();
        expect(calls.count('createPlayer')).toBe(0);
      },
      async 'personalDetails.registering'(calls) {
        await expect.poll(() => calls.count('createPlayer')).toBe(1);
        await expect.element(registerButton()).toHaveAttribute('data-loading', 'true');
        await expect.element(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
        await showsStepTwo();
      },
    },
    events: {
      async 'signupSteps.accountFieldChanged'(event) {
        const { field, value } = event as EventObject & { field: AccountField; value: string };
        await retype(textbox(accountFields[field].label), value);
        follow(event);
      },
      async 'signupSteps.personalFieldChanged'(event) {
        const { field, value } = event as EventObject & { field: PersonalTextField | 'callingCode' | 'currency' | 'ageCheck'; value: string | number | boolean };
        if (field === 'callingCode') await page.getByRole('combobox', { name: 'Calling code' }).selectOptions(String(value));
        else if (field === 'currency') await page.getByRole('combobox', { name: 'Currency' }).selectOptions(String(value));
        else if (field === 'ageCheck') {
          if ((ageBox().element() as HTMLInputElement).checked !== (value === true)) await ageBox().click();
        }
        else await retype(textbox(personalFields[field].label), String(value));
        follow(event);
      },
      async 'signupSteps.nextPressed'(event) {
        await page.getByRole('button', { name: 'Next' }).click();
        follow(event);
      },
      async 'signupSteps.previousPressed'(event) {
        await page.getByRole('button', { name: 'Previous' }).click();
        follow(event);
      },
      async 'signupSteps.captchaRefreshed'(event) {
        await page.getByRole('button', { name: 'New captcha' }).click();
        follow(event);
      },
      async 'signupSteps.submitted'(event) {
        await registerButton().click();
        follow(event);
      },
    },
    actors: {
      fetchCaptcha: { route: 'GET captcha', done: (output) => fakeAnswerOf(captchaAnswers.done(output)), error: (error) => fakeAnswerOf(captchaAnswers.error(error)) },
      createPlayer: {
        route: 'POST v1/create-players',
        done: (output) => {
          follow({ type: 'xstate.done.actor.createPlayer', output } as EventObject);
          return { status: 201, json: { message: 'Player created successfully', username: 'step01', remote_id: 'remote-step', referral_code: 'ABCDE00002' } };
        },
        error: (error) => {
          follow({ type: 'xstate.error.actor.createPlayer', error } as EventObject);
          return fakeAnswerOf(createAnswerFor(error as SignupFailure));
        },
      },
    },
  };
}

await describeCoveringPaths('two-step sign-up flow through the UI (model paths)', signupStepsFlow, stepsInTheBrowser);
