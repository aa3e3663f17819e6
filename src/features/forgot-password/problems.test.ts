import { describeProblem, fieldError, formError } from './problems';
import { t } from '../../i18n';

describe('forgot password texts (spec 1 §5, §8, word for word)', () => {
  it.each([
    ['emailMissing', 'Please enter your email address.', 'email'],
    ['usernameMissing', 'Please enter your username.', 'username'],
    ['phoneMissing', 'Please enter your phone number.', 'phone'],
    ['otpMissing', 'Please enter the OTP.', 'otp'],
    ['otpNotSixDigits', 'The code must be 6 digits.', 'otp'],
    ['passwordTooWeak', 'New Password must contain at least one number, one letter, and 8 characters long.', 'newPassword'],
    ['confirmationMissing', 'Please confirm your new password.', 'passwordConfirmation'],
    ['passwordsDiffer', 'Passwords do not match.', 'passwordConfirmation'],
    ['sendFailed', 'Failed to send OTP. Please try again.', null],
    ['sendError', 'An error occurred while sending the OTP. Please try again.', null],
    ['resetFailed', 'Failed to change password. Please try again.', null],
    ['resetError', 'An error occurred while changing the password. Please try again.', null],
  ] as const)('%s: "%s"', (code, text, field) => {
    expect(describeProblem({ code })).toEqual({ text, field });
  });

  it('shows a server message as it came, above the button', () => {
    const problem = { code: 'server', message: 'Please wait 120 seconds before requesting a new code.' } as const;
    expect(formError(problem)).toBe('Please wait 120 seconds before requesting a new code.');
    expect(fieldError(problem, 'email')).toBeUndefined();
  });

  it('has the success texts', () => {
    expect(t('forgotPassword.otpSent', { channel: 'email' })).toBe('OTP sent successfully. Please check your email.');
    expect(t('forgotPassword.otpSent', { channel: 'sms' })).toBe('OTP sent successfully. Please check your sms.');
    expect(t('forgotPassword.passwordChanged')).toBe('Password changed successfully. Please login with your new password.');
  });
});
