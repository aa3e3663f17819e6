import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signupStepsMachine, type StepsSignupRequest } from '../../machines/signupSteps';
import { inspectFlow } from './flowRecorder';
import { fetchCaptchaActor, signupFailureOf } from './signup';

/** The two-step sign-up with its calls: GET captcha and create-players with form "steps". */
export const signupStepsMachineLive = signupStepsMachine.provide({
  actors: {
    fetchCaptcha: fetchCaptchaActor,
    createPlayer: fromPromise<void, StepsSignupRequest>(async ({ input, signal }) => {
      try {
        const [{ apiClient }, { createPlayer }] = await Promise.all([import('./api'), import('../api/signup')]);
        await createPlayer(apiClient, { ...input, form: 'steps' }, signal);
      } catch (error) {
        throw signupFailureOf(error);
      }
    }),
  },
});

export function useSignupStepsMachine() {
  return useMachine(signupStepsMachineLive, { inspect: inspectFlow('signupSteps') });
}
