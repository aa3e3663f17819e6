import { setPreferredLanguage } from '../../i18n';
import { problemText, triesLeftText } from './problemText';

describe('login problems in words (spec 1 §5 and §8, word for word)', () => {
  it.each([
    ['usernameRequired', 'Username is required'],
    ['usernameInvalid', 'Invalid username (only letters and numbers)'],
    ['passwordRequired', 'Password is required'],
    ['passwordTooShort', 'Password must be at least 8 characters'],
    ['invalidCredentials', 'Invalid credentials'],
    ['networkError', 'Network error, please try again later.'],
    ['throttled', 'Too many failed login attempts. Please try again later.'],
    ['captchaRequired', 'Please enter the captcha to log in.'],
    ['captchaNotFourDigits', 'The captcha is a 4-digit code.'],
    ['captchaWrong', 'The captcha is incorrect or has expired.'],
    ['captchaUnavailable', 'The captcha could not be loaded. Please get a new one.'],
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

describe('the tries left before a pause (the server’s tries_left)', () => {
  it('in English', () => {
    expect(triesLeftText(null)).toBeNull();
    expect(triesLeftText(2)).toBe('2 tries left before a 15-minute pause.');
    expect(triesLeftText(1)).toBe('1 try left before a 15-minute pause.');
    expect(triesLeftText(0)).toBe('No tries left: logging in is paused for 15 minutes.');
  });

  it('in Bangla, with Bangla digits', async () => {
    await setPreferredLanguage('bn');
    try {
      expect(triesLeftText(2)).toBe('১৫ মিনিটের বিরতির আগে আর ২বার চেষ্টা করতে পারবেন।');
      expect(triesLeftText(0)).toBe('আর কোনো চেষ্টা বাকি নেই: ১৫ মিনিটের জন্য লগইন বন্ধ থাকবে।');
    } finally {
      await setPreferredLanguage('en');
    }
  });
});
