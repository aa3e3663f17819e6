import { verificationProblemText } from './verificationProblem';

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
});
