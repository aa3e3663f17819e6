import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  forgotPasswordMachine,
  type OtpRequest,
  type PasswordResetRequest,
} from '../../machines/forgotPassword';
import { requestFailure } from '../../machines/lib/failures';
import type { ForgotPasswordBody } from '../api/passwordReset';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';

/**
 * The phone as the server expects it: the country code, then the national number without its
 * trunk 0 and without spaces or dashes ("+880" and "01700-000002" give "+8801700000002").
 */
export function internationalPhone(countryCode: string, phone: string): string {
  return `${countryCode}${phone.replace(/[\s-]/g, '').replace(/^0+/, '')}`;
}

export function forgotPasswordBodyOf(request: OtpRequest): ForgotPasswordBody {
  return request.channel === 'email'
    ? { type: 'email', email: request.email, username: request.username }
    : { type: 'sms', phone: internationalPhone(request.countryCode, request.phone), username: request.username };
}

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. */
const passwordResetApi = () => import('../api/passwordReset');

/** The forgot-password machine with its two calls and the way to /login. */
export const forgotPasswordMachineLive = forgotPasswordMachine.provide({
  actors: {
    // What the form shows for a failed call (spec 1 §8): the server's words, "Failed to …", or "An error occurred while …" (requestFailure).
    sendOtp: fromPromise<void, OtpRequest>(({ input, signal }) =>
      callApi(passwordResetApi, requestFailure, (api, client) => api.requestPasswordResetCode(client, forgotPasswordBodyOf(input), signal)),
    ),
    resetPassword: fromPromise<void, PasswordResetRequest>(({ input, signal }) =>
      callApi(passwordResetApi, requestFailure, (api, client) =>
        api.resetPasswordWithCode(
          client,
          { otp: input.otp, password: input.password, password_confirmation: input.passwordConfirmation, username: input.username },
          signal,
        ),
      ),
    ),
  },
  actions: {
    goToLogin: () => goTo('/login'),
  },
});

/** The /forgot-password page's machine: one per visit, reported to /flows and to test coverage. */
export function useForgotPasswordMachine() {
  return useMachine(forgotPasswordMachineLive, { inspect: inspectFlow('forgotPassword') });
}
