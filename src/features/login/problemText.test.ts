import { problemText } from './problemText';

describe('login problems in words (spec 1 §5 and §8, word for word)', () => {
  it.each([
    ['usernameRequired', 'Username is required'],
    ['usernameInvalid', 'Invalid username (only letters and numbers)'],
    ['passwordRequired', 'Password is required'],
    ['passwordTooShort', 'Password must be at least 8 characters'],
    ['invalidCredentials', 'Invalid credentials'],
    ['networkError', 'Network error, please try again later.'],
  ] as const)('%s: %s', (code, text) => {
    expect(problemText({ code })).toBe(text);
  });

  it('shows the server’s message as it came, and nothing for no problem', () => {
    expect(problemText({ code: 'server', message: 'Too many failed login attempts. Please try again in 15 minutes.' })).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
    expect(problemText(null)).toBeNull();
  });
});
