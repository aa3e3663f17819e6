import { BIRTHDAY_LOCKED } from '../../routes/players/account.ts';
import { INVALID_CREDENTIALS, throttledMessage } from '../../routes/players/login.ts';
import { FORBIDDEN } from '../../routes/players/services.ts';
import { signupThrottledMessage } from '../../routes/players/signup-limits.ts';
import { CAPTCHA_NOT_FOUR_DIGITS, CAPTCHA_REQUIRED, CAPTCHA_WRONG, STEPS_PASSWORD_RULE, STEPS_REFERRAL_RULE, STEPS_USERNAME_RULE, TAKEN } from '../../routes/players/signup.ts';
import { PASSWORD_COMMON, PASSWORD_TOO_LONG } from '../../routes/players/validation.ts';
import { banglaFor } from '../messages.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';
import { playersMessages } from './players.ts';

/** The English words the site and the spec know (as they were before the codes): a changed wording fails. */
const ENGLISH: Readonly<Record<keyof typeof playersMessages, string>> = {
  remote_id_required: 'The remote id field is required.',
  user_id_required: 'The user id field is required.',
  not_own_account: 'You can only access your own account.',
  logged_out: 'Logged out.',
  birthday_required: 'Birthday is required.',
  birthday_invalid: 'The birthday must be a valid date (YYYY-MM-DD).',
  birthday_under_18: 'You must be at least 18 years old.',
  birthday_locked: 'Birthday cannot be changed. Please contact customer service.',
  birthday_saved: 'Birthday saved successfully.',
  invalid_credentials: 'Invalid credentials',
  account_inactive: 'Your account is not active. Please contact customer service.',
  login_successful: 'Login successful',
  login_captcha_required: 'Please enter the captcha to log in.',
  login_throttled: 'Too many failed login attempts. Please try again in 15 minutes.',
  captcha_wrong: 'The captcha is incorrect or has expired.',
  username_required: 'Username is required',
  username_invalid: 'Invalid username (only letters and numbers)',
  password_required: 'Password is required',
  password_too_short: 'Password must be at least 8 characters',
  password_too_long: 'Password may not be greater than 128 characters.',
  password_common: 'This password is too common. Please choose another.',
  email_invalid: 'Invalid email address',
  phone_required: 'Phone number is required',
  phone_invalid: 'Invalid phone number (10-15 digits)',
  username_steps_length: 'Username must be between 4 and 15 characters',
  username_length: 'Username must be between 8 and 16 characters',
  email_required: 'Email is required',
  password_steps_length: 'Password must be between 8 and 20 characters',
  password_letters_digits: 'Password can only contain letters and numbers (no special characters)',
  password_confirmation_required: 'Confirm Password is required',
  passwords_mismatch: 'Passwords do not match',
  name_too_long: 'The name may not be greater than 100 characters.',
  referral_code_steps_length: 'The referral code must be between 6 and 20 characters.',
  referral_code_invalid: 'The selected referral code is invalid.',
  currency_invalid: 'The selected currency is invalid.',
  captcha_required: 'The captcha is required.',
  captcha_not_four_digits: 'The captcha must be 4 digits.',
  captcha_invalid: 'The captcha is incorrect or has expired.',
  username_taken: 'The username has already been taken.',
  email_taken: 'The email has already been taken.',
  signup_phone_taken: 'The phone has already been taken.',
  player_created: 'Player created successfully',
  signup_throttled: 'Too many sign-ups from your network. Please try again in 60 minutes.',
};

/** Answers for the words with variable parts. */
const SAMPLES = { login_throttled: { minutes: 15 }, signup_throttled: { minutes: 60 } };

describe('the players messages', () => {
  expectBanglaCatalogue(playersMessages, ENGLISH, SAMPLES);

  it('keeps the routes’ constants to the catalogue’s words', () => {
    expect(BIRTHDAY_LOCKED).toBe(ENGLISH.birthday_locked);
    expect(FORBIDDEN).toBe(ENGLISH.not_own_account);
    expect(banglaFor('birthday_under_18', {})).toBe('আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।');
    expect(INVALID_CREDENTIALS).toBe(ENGLISH.invalid_credentials);
    expect([CAPTCHA_REQUIRED, CAPTCHA_NOT_FOUR_DIGITS, CAPTCHA_WRONG, STEPS_USERNAME_RULE, STEPS_PASSWORD_RULE, STEPS_REFERRAL_RULE]).toEqual([
      ENGLISH.captcha_required,
      ENGLISH.captcha_not_four_digits,
      ENGLISH.captcha_invalid,
      ENGLISH.username_steps_length,
      ENGLISH.password_steps_length,
      ENGLISH.referral_code_steps_length,
    ]);
    expect(TAKEN).toEqual({ username: ENGLISH.username_taken, email: ENGLISH.email_taken, phone: ENGLISH.signup_phone_taken });
    expect([PASSWORD_TOO_LONG, PASSWORD_COMMON]).toEqual([ENGLISH.password_too_long, ENGLISH.password_common]);
  });

  it('writes the waits in minutes, one minute in the singular, in Bangla digits', () => {
    expect([throttledMessage(1), throttledMessage(60), throttledMessage(61), throttledMessage(899)]).toEqual([
      'Too many failed login attempts. Please try again in 1 minute.',
      'Too many failed login attempts. Please try again in 1 minute.',
      'Too many failed login attempts. Please try again in 2 minutes.',
      'Too many failed login attempts. Please try again in 15 minutes.',
    ]);
    expect([signupThrottledMessage(1), signupThrottledMessage(3600)]).toEqual([
      'Too many sign-ups from your network. Please try again in 1 minute.',
      'Too many sign-ups from your network. Please try again in 60 minutes.',
    ]);
    expect(banglaFor('login_throttled', { minutes: 15 })).toBe('অনেকবার ভুল লগইন চেষ্টা করা হয়েছে। অনুগ্রহ করে ১৫ মিনিট পরে আবার চেষ্টা করুন।');
    expect(banglaFor('signup_throttled', { minutes: 60 })).toBe('আপনার নেটওয়ার্ক থেকে অনেকবার সাইন আপ করা হয়েছে। অনুগ্রহ করে ৬০ মিনিট পরে আবার চেষ্টা করুন।');
  });
});
