import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  forgotPasswordMachine,
  type OtpRequest,
  type PasswordResetRequest,
  type RequestFailure,
} from '../../machines/forgotPassword';
import { ApiError } from '../api/errors';
import type { ForgotPasswordBody } from '../api/passwordReset';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';

/**
 * What the form shows for a failed call (spec 1 §8): a refusal with a message of the server's own
 * shows that message; a refusal without one, or server trouble (5xx), "Failed to …"; no answer,
 * a timeout or an answer we cannot read, "An error occurred while …".
 */
export function requestFailureOf(error: unknown): RequestFailure {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) return { kind: 'unreachable' };
  if (error.status >= 500) return { kind: 'failed' };
  return error.serverMessage === null ? { kind: 'failed' } : { kind: 'rejected', message: error.serverMessage };
}

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

/** The forgot-password machine with its two calls and the way to /login. */
export const forgotPasswordMachineLive = forgotPasswordMachine.provide({
  actors: {
    sendOtp: fromPromise<void, OtpRequest>(async ({ input, signal }) => {
      try {
        // Loaded on first use: the API client and its parsers stay out of the entry chunk.
        const [{ apiClient }, { requestPasswordResetCode }] = await Promise.all([import('./api'), import('../api/passwordReset')]);
        await requestPasswordResetCode(apiClient, forgotPasswordBodyOf(input), signal);
      } catch (error) {
        throw requestFailureOf(error);
      }
    }),
    resetPassword: fromPromise<void, PasswordResetRequest>(async ({ input, signal }) => {
      try {
        const [{ apiClient }, { resetPasswordWithCode }] = await Promise.all([import('./api'), import('../api/passwordReset')]);
        await resetPasswordWithCode(
          apiClient,
          { otp: input.otp, password: input.password, password_confirmation: input.passwordConfirmation, username: input.username },
          signal,
        );
      } catch (error) {
        throw requestFailureOf(error);
      }
    }),
  },
  actions: {
    goToLogin: () => goTo('/login'),
  },
});

/** The /forgot-password page's machine: one per visit, reported to /flows and to test coverage. */
export function useForgotPasswordMachine() {
  return useMachine(forgotPasswordMachineLive, { inspect: inspectFlow('forgotPassword') });
}
