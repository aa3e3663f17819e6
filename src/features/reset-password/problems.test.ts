import { describeProblem, fieldError, formError } from './problems';

describe('password change problems (spec 2 §5, §8): exact texts and where they show', () => {
  it('the four checks, under their fields', () => {
    expect(describeProblem({ code: 'newPasswordTooWeak' })).toEqual({ text: 'New Password must contain at least one number, one letter, and 8 characters long.', field: 'new' });
    expect(describeProblem({ code: 'currentPasswordMissing' })).toEqual({ text: 'Please enter your current password.', field: 'current' });
    expect(describeProblem({ code: 'confirmationMissing' })).toEqual({ text: 'Please confirm your new password.', field: 'confirmation' });
    expect(describeProblem({ code: 'passwordsDiffer' })).toEqual({ text: 'Passwords do not match.', field: 'confirmation' });
    expect(fieldError({ code: 'passwordsDiffer' }, 'new')).toBeUndefined();
    expect(formError({ code: 'passwordsDiffer' })).toBeNull();
  });

  it('the server’s words and the two fallbacks, above Confirm', () => {
    expect(formError({ code: 'server', message: 'The current password is incorrect.' })).toBe('The current password is incorrect.');
    expect(formError({ code: 'changeFailed' })).toBe('Failed to change password. Please try again.');
    expect(formError({ code: 'changeError' })).toBe('An error occurred while changing the password. Please try again.');
    expect(fieldError({ code: 'changeError' }, 'current')).toBeUndefined();
  });
});
