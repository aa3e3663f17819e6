import { defineFlow } from './lib/flow';
import { NEW_PASSWORD_RULE, passwordChangeMachine, type PasswordChangeContext } from './passwordChange';

/** Which check of spec 2 §5 the form would fail first: all that matters for paths, not the text typed. */
function firstFailingCheck(context: PasswordChangeContext): string {
  if (!NEW_PASSWORD_RULE.test(context.newPassword)) return 'new password too weak';
  if (context.currentPassword === '') return 'current password missing';
  if (context.passwordConfirmation === '') return 'confirmation missing';
  if (context.passwordConfirmation !== context.newPassword) return 'passwords differ';
  return 'ready';
}

export const passwordChangeFlow = defineFlow({
  name: 'passwordChange',
  summary: 'Changing the password: the four checks in the spec’s order, the change, then the session ends and the player logs in again.',
  machine: passwordChangeMachine,
  inputs: [{ name: 'a player on /reset-password', input: undefined }],
  events: {
    'password.fieldChanged': [
      { type: 'password.fieldChanged', field: 'new', value: 'newpass123' },
      { type: 'password.fieldChanged', field: 'current', value: 'oldpass123' },
      { type: 'password.fieldChanged', field: 'confirmation', value: 'newpass124' },
      { type: 'password.fieldChanged', field: 'confirmation', value: 'newpass123' },
    ],
  },
  contextKey: (context) => ({ check: firstFailingCheck(context), problem: context.problem !== null }),
  actorResults: {
    changePassword: {
      done: [undefined],
      error: [{ kind: 'rejected', message: 'The current password is incorrect.' }, { kind: 'failed' }, { kind: 'unreachable' }],
    },
  },
});
