import { profileBn } from '../../i18n/bn/profile';
import { codeFieldError, verificationProblemText } from './verificationProblem';

describe('verification problem texts (spec 2 §8)', () => {
  it('shows the server’s words or "Failed to send code" for the e-mail', () => {
    expect(verificationProblemText('email', { code: 'server', message: 'Please wait 10 seconds before requesting a new code.' })).toBe(
      'Please wait 10 seconds before requesting a new code.',
    );
    expect(verificationProblemText('email', { code: 'sendFailed' })).toBe('Failed to send code');
    expect(verificationProblemText('email', null)).toBeNull();
  });

  it('shows nothing for phone failures (only logged)', () => {
    expect(verificationProblemText('phone', { code: 'server', message: 'x' })).toBeNull();
    expect(verificationProblemText('extraPhone', { code: 'sendFailed' })).toBeNull();
  });

  it('a wrong code is said under the field with the tries left, in English and Bangla (issue 22)', () => {
    expect(verificationProblemText('phone', { code: 'codeWrong', triesLeft: 3 })).toBeNull();
    expect(codeFieldError({ code: 'codeWrong', triesLeft: 3 })).toBe('Wrong code. 3 tries left.');
    expect(profileBn['verification.error.codeWrong']).toBe('ভুল কোড। আর {count} বার চেষ্টা করতে পারবেন।');
    expect(codeFieldError({ code: 'server', message: 'x' })).toBeNull();
  });
});
