import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signupStepsMachine, type StepsSignupRequest } from '../../machines/signupSteps';
import { signupFailure } from '../../machines/signup';
import { callApi } from './call';
import { fetchCaptchaActor } from './captcha';
import { inspectFlow } from './flowRecorder';

/** The two-step sign-up with its calls: GET captcha and create-players with form "steps". */
export const signupStepsMachineLive = signupStepsMachine.provide({
  actors: {
    fetchCaptcha: fetchCaptchaActor,
    createPlayer: fromPromise<void, StepsSignupRequest>(({ input, signal }) =>
      callApi(() => import('../api/signup'), signupFailure, (api, client) => api.createPlayer(client, { ...input, form: 'steps' }, signal)),
    ),
  },
});

export function useSignupStepsMachine() {
  return useMachine(signupStepsMachineLive, { inspect: inspectFlow('signupSteps') });
}
