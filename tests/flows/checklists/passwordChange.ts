import type { RequestFailure } from '../../../machines/forgotPassword';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { passwordChangeMachine, type PasswordChangeContext, type PasswordField } from '../../../machines/passwordChange';
// The page's own words for a problem (its English texts are an area's: loaded as its page loads them).
import '../../../src/i18n/areaTexts';
import { describeProblem } from '../../../src/features/reset-password/problems';
import { quoted } from './ui';
import { proxiedAnswer } from './devtools';

const fieldLabels = { current: 'resetPassword.currentPassword', new: 'resetPassword.newPassword', confirmation: 'resetPassword.confirmPassword' } as const satisfies Record<PasswordField, string>;

/** A problem under its field or above Confirm (src/features/reset-password/problems.ts), then what the fields hold. */
function formShows(context: PasswordChangeContext): string {
  const filled = (value: string) => (value === '' ? 'empty' : 'dots');
  const fields = `${quoted(fieldLabels.current)}: ${filled(context.currentPassword)}, ${quoted(fieldLabels.new)}: ${filled(context.newPassword)}, ${quoted(fieldLabels.confirmation)}: ${filled(context.passwordConfirmation)}`;
  if (!context.problem) return `No error shows; the form shows ${fields}`;
  const { text, field } = describeProblem(context.problem);
  return `'${text}' shows ${field ? `under ${quoted(fieldLabels[field])}` : `in red above ${quoted('resetPassword.confirm')}`}; the form shows ${fields}`;
}

function refused(failure: RequestFailure): OutcomeWords {
  const action = 'Wait for the answer';
  switch (failure.kind) {
    case 'rejected':
      return { action, precondition: `Where the change is refused, type a wrong current password instead of oldpass123 (the server says '${failure.message}')`, situation: 'wrong current password' };
    case 'failed':
      return { action, precondition: `The server fails the change without a reason: ${proxiedAnswer('the change', 'a 500')}`, situation: 'change fails' };
    case 'unreachable':
      return { action, precondition: `The connection drops while changing (switch offline right before tapping ${quoted('resetPassword.confirm')})`, situation: 'no connection' };
  }
}

export const passwordChangeChecklist = defineChecklist(passwordChangeMachine, {
  subject: 'Password change',
  open: 'Open /reset-password',
  preconditions: {
    // A player of its own: the case changes the password it logs in with.
    'a player on /reset-password': 'Logged in as a player made for this case, whose password is oldpass123 (npm run ops -- create-player pwtester1 oldpass123)',
  },
  events: {
    'password.fieldChanged': (event) => (event.value === '' ? `Clear ${quoted(fieldLabels[event.field])}` : `Type "${event.value}" in ${quoted(fieldLabels[event.field])}`),
    'password.submitted': () => `Tap ${quoted('resetPassword.confirm')}`,
  },
  actors: {
    changePassword: {
      done: () => ({ action: 'Wait for the answer' }),
      error: refused,
    },
  },
  delays: { loginRedirectDelay: 'Wait 1.5 seconds' },
  states: {
    editing: formShows,
    // The call the tester waits through: the step merges with its answer.
    changingPassword: null,
    passwordChanged: `${quoted('resetPassword.passwordChanged')} shows above the form; ${quoted('resetPassword.confirm')} is disabled`,
    leftForLogin: (context) => `/login opens, logged out; the player logs in with the new password ${context.newPassword}, and no longer with oldpass123`,
  },
});
