import { assign, setup } from 'xstate';
import { toRequestFailure, type RequestFailure } from './forgotPassword';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';

export type { RequestFailure } from './forgotPassword';

/** The three fields of /reset-password. */
export type PasswordField = 'current' | 'new' | 'confirmation';

/** What `changePassword` is asked to do (POST /api/user-pwd { old_password, new_password, new_password_confirmation }). */
export type PasswordChangeRequest = { oldPassword: string; newPassword: string; newPasswordConfirmation: string };

/**
 * What the player is told (spec 2 §5, §8); the view turns each code into its text:
 * newPasswordTooWeak 'New Password must contain at least one number, one letter, and 8 characters long.',
 * currentPasswordMissing 'Please enter your current password.', confirmationMissing 'Please confirm your new password.',
 * passwordsDiffer 'Passwords do not match.', changeFailed 'Failed to change password. Please try again.',
 * changeError 'An error occurred while changing the password. Please try again.', server: the server's message.
 */
export type PasswordChangeProblem =
  | { code: 'newPasswordTooWeak' | 'currentPasswordMissing' | 'confirmationMissing' | 'passwordsDiffer' }
  | { code: 'changeFailed' | 'changeError' }
  | { code: 'server'; message: string };

export type PasswordChangeContext = {
  currentPassword: string;
  newPassword: string;
  passwordConfirmation: string;
  problem: PasswordChangeProblem | null;
};

/** Where each field's text is kept. */
const FIELD_KEYS = { current: 'currentPassword', new: 'newPassword', confirmation: 'passwordConfirmation' } as const satisfies Record<
  PasswordField,
  keyof PasswordChangeContext
>;

export type PasswordChangeEvent =
  | { type: 'password.fieldChanged'; field: PasswordField; value: string }
  /** Confirm pressed. */
  | { type: 'password.submitted' };

/** Spec 2 §8: the success message stays this long, then /login. */
export const LOGIN_REDIRECT_MS = 1500;

/**
 * Spec 2 §5, the check applied: letters and digits only, at least 8, at least one letter and one
 * digit. (The on-screen list of 6-20 characters with upper case and special characters is not applied.)
 */
export const NEW_PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;

export function problemOfChange(failure: RequestFailure): PasswordChangeProblem {
  if (failure.kind === 'rejected') return { code: 'server', message: failure.message };
  return { code: failure.kind === 'failed' ? 'changeFailed' : 'changeError' };
}

const machineId = 'passwordChange';

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: unprovidedActor<void, PasswordChangeRequest>(machineId, 'changePassword'),
  },
  actions: {
    /** The edge clears the stored token: the old session ends with the old password. */
    revokeSession: unprovidedAction(machineId, 'revokeSession'),
    /** The edge navigates to /login. */
    goToLogin: unprovidedAction(machineId, 'goToLogin'),
    /** The edge tells the session its token is revoked, so nothing uses it while the message shows. */
    reportPasswordChanged: unprovidedAction(machineId, 'reportPasswordChanged'),
    reportProblem: assign((_, problem: PasswordChangeProblem) => ({ problem })),
  },
  guards: {
    isNewPasswordTooWeak: ({ context }) => !NEW_PASSWORD_RULE.test(context.newPassword),
    isCurrentPasswordMissing: ({ context }) => context.currentPassword === '',
    isConfirmationMissing: ({ context }) => context.passwordConfirmation === '',
    doPasswordsDiffer: ({ context }) => context.passwordConfirmation !== context.newPassword,
  },
  delays: {
    loginRedirectDelay: LOGIN_REDIRECT_MS,
  },
}).createMachine({
  id: machineId,
  description: 'Changing the password on /reset-password (spec 2 §2, §5, §8): four checks in order, the change, then a new login.',
  context: { currentPassword: '', newPassword: '', passwordConfirmation: '', problem: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Current, new and confirmation fields with show/hide toggles, and Confirm; a problem shows until a field changes.',
      on: {
        'password.fieldChanged': {
          actions: assign(({ context, event }) => ({ ...context, [FIELD_KEYS[event.field]]: event.value, problem: null })),
        },
        'password.submitted': [
          { guard: 'isNewPasswordTooWeak', actions: { type: 'reportProblem', params: { code: 'newPasswordTooWeak' } } },
          { guard: 'isCurrentPasswordMissing', actions: { type: 'reportProblem', params: { code: 'currentPasswordMissing' } } },
          { guard: 'isConfirmationMissing', actions: { type: 'reportProblem', params: { code: 'confirmationMissing' } } },
          { guard: 'doPasswordsDiffer', actions: { type: 'reportProblem', params: { code: 'passwordsDiffer' } } },
          { target: 'changingPassword', actions: assign({ problem: null }) },
        ],
      },
    },
    changingPassword: {
      description: 'Asking the server to change the password; Confirm cannot be pressed twice.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.currentPassword,
          newPassword: context.newPassword,
          newPasswordConfirmation: context.passwordConfirmation,
        }),
        onDone: { target: 'passwordChanged' },
        onError: {
          target: 'editing',
          description: 'The server message, "Failed to change password. Please try again." or "An error occurred while changing the password. Please try again."; the fields stay.',
          actions: assign(({ event }) => ({ problem: problemOfChange(toRequestFailure(event.error)) })),
        },
      },
    },
    passwordChanged: {
      description: '"Password changed successfully. Please login with your new password." for 1.5 s.',
      entry: 'reportPasswordChanged',
      after: {
        loginRedirectDelay: {
          target: 'leftForLogin',
          description: 'The session ends and the player logs in again with the new password.',
          actions: ['revokeSession', 'goToLogin'],
        },
      },
    },
    leftForLogin: {
      type: 'final',
      description: 'Logged out and sent to /login.',
    },
  },
});
