import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signupStepsMachine, type Captcha, type StepsSignupRequest } from '../../machines/signupSteps';
import { inspectFlow } from './flowRecorder';
import { signupFailureOf } from './signup';

/** The two-step sign-up with its calls: GET captcha and create-players with form "steps". */
export const signupStepsMachineLive = signupStepsMachine.provide({
  actors: {
    fetchCaptcha: fromPromise<Captcha, void>(async ({ signal }) => {
      // Loaded on first use: the API client and its parsers stay out of the entry chunk.
      const [{ apiClient }, { fetchCaptcha }] = await Promise.all([import('./api'), import('../api/signup')]);
      return fetchCaptcha(apiClient, signal);
    }),
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
