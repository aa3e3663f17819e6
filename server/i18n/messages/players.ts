import { defineMessages, field, toBanglaDigits, type Answer } from '../catalogue.ts';

const minutes = (answer: Answer): string => field(answer, 'minutes');
const minutesEn = (answer: Answer): string => `${minutes(answer)} ${minutes(answer) === '1' ? 'minute' : 'minutes'}`;
const triesLeft = (answer: Answer): string => field(answer, 'tries_left');
const retryAfter = (answer: Answer): string => field(answer, 'retry_after');
const minutesBn = (answer: Answer): string => `${toBanglaDigits(minutes(answer))} মিনিট`;

/** One sentence sent under two codes (log-in `captcha_wrong`, sign-up `captcha_invalid`). */
const CAPTCHA_WRONG = { en: 'The captcha is incorrect or has expired.', bn: 'ক্যাপচাটি ভুল অথবা এর মেয়াদ শেষ হয়ে গেছে।' } as const;

/** routes/players/*: login, sign-up, captcha rules, account, codes, passwords, verification, extra phones. */
export const playersMessages = defineMessages({
  // ---- account (routes/players/account.ts, services.ts)
  remote_id_required: { en: 'The remote id field is required.', bn: 'remote id দিতে হবে।' },
  user_id_required: { en: 'The user id field is required.', bn: 'user id দিতে হবে।' },
  not_own_account: { en: 'You can only access your own account.', bn: 'আপনি শুধু নিজের অ্যাকাউন্টই দেখতে পারবেন।' },
  logged_out: { en: 'Logged out.', bn: 'লগআউট হয়েছে।' },
  birthday_required: { en: 'Birthday is required.', bn: 'জন্ম তারিখ দিতে হবে।' },
  birthday_invalid: { en: 'The birthday must be a valid date (YYYY-MM-DD).', bn: 'জন্ম তারিখ একটি সঠিক তারিখ হতে হবে (YYYY-MM-DD)।' },
  birthday_under_18: { en: 'You must be at least 18 years old.', bn: 'আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে।' },
  birthday_locked: {
    en: 'Birthday cannot be changed. Please contact customer service.',
    bn: 'জন্ম তারিখ পরিবর্তন করা যাবে না। অনুগ্রহ করে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
  },
  birthday_saved: { en: 'Birthday saved successfully.', bn: 'জন্ম তারিখ সফলভাবে সংরক্ষণ করা হয়েছে।' },

  // ---- log-in (routes/players/login.ts). `login_throttled` and `login_captcha_required` are sent as
  // `code: 'throttled'` / `'captcha_required'` (the site's codes) with `message_code` naming the words.
  invalid_credentials: { en: 'Invalid credentials', bn: 'ইউজারনেম বা পাসওয়ার্ড ভুল' },
  account_inactive: {
    en: 'Your account is not active. Please contact customer service.',
    bn: 'আপনার অ্যাকাউন্টটি সক্রিয় নেই। অনুগ্রহ করে কাস্টমার সার্ভিসে যোগাযোগ করুন।',
  },
  login_successful: { en: 'Login successful', bn: 'লগইন সফল হয়েছে' },
  login_captcha_required: { en: 'Please enter the captcha to log in.', bn: 'লগইন করতে ক্যাপচাটি লিখুন।' },
  login_throttled: {
    en: (a) => `Too many failed login attempts. Please try again in ${minutesEn(a)}.`,
    bn: (a) => `অনেকবার ভুল লগইন চেষ্টা করা হয়েছে। অনুগ্রহ করে ${minutesBn(a)} পরে আবার চেষ্টা করুন।`,
  },
  captcha_wrong: CAPTCHA_WRONG,

  // ---- form rules shared by log-in, sign-up and the password calls (routes/players/validation.ts)
  username_required: { en: 'Username is required', bn: 'ইউজারনেম দিতে হবে' },
  username_invalid: { en: 'Invalid username (only letters and numbers)', bn: 'ইউজারনেম সঠিক নয় (শুধু অক্ষর ও সংখ্যা)' },
  password_required: { en: 'Password is required', bn: 'পাসওয়ার্ড দিতে হবে' },
  password_too_short: { en: 'Password must be at least 8 characters', bn: 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে' },
  password_too_long: { en: 'Password may not be greater than 128 characters.', bn: 'পাসওয়ার্ড ১২৮ অক্ষরের বেশি হতে পারবে না।' },
  password_common: {
    en: 'This password is too common. Please choose another.',
    bn: 'এই পাসওয়ার্ডটি খুবই প্রচলিত। অনুগ্রহ করে অন্য একটি পাসওয়ার্ড বেছে নিন।',
  },
  email_invalid: { en: 'Invalid email address', bn: 'ইমেইল ঠিকানা সঠিক নয়' },
  phone_required: { en: 'Phone number is required', bn: 'ফোন নম্বর দিতে হবে' },
  phone_invalid: { en: 'Invalid phone number (10-15 digits)', bn: 'ফোন নম্বর সঠিক নয় (১০-১৫ অঙ্ক)' },

  // ---- sign-up (routes/players/signup.ts, signup-limits.ts)
  username_steps_length: { en: 'Username must be between 4 and 15 characters', bn: 'ইউজারনেম ৪ থেকে ১৫ অক্ষরের মধ্যে হতে হবে' },
  username_length: { en: 'Username must be between 8 and 16 characters', bn: 'ইউজারনেম ৮ থেকে ১৬ অক্ষরের মধ্যে হতে হবে' },
  email_required: { en: 'Email is required', bn: 'ইমেইল দিতে হবে' },
  password_steps_length: { en: 'Password must be between 8 and 20 characters', bn: 'পাসওয়ার্ড ৮ থেকে ২০ অক্ষরের মধ্যে হতে হবে' },
  password_letters_digits: {
    en: 'Password can only contain letters and numbers (no special characters)',
    bn: 'পাসওয়ার্ডে শুধু অক্ষর ও সংখ্যা থাকতে পারবে (কোনো বিশেষ চিহ্ন নয়)',
  },
  password_confirmation_required: { en: 'Confirm Password is required', bn: 'পাসওয়ার্ডটি আবার লিখে নিশ্চিত করতে হবে' },
  passwords_mismatch: { en: 'Passwords do not match', bn: 'পাসওয়ার্ড মিলছে না' },
  name_too_long: { en: 'The name may not be greater than 100 characters.', bn: 'নাম ১০০ অক্ষরের বেশি হতে পারবে না।' },
  referral_code_steps_length: { en: 'The referral code must be between 6 and 20 characters.', bn: 'রেফারেল কোড ৬ থেকে ২০ অক্ষরের মধ্যে হতে হবে।' },
  referral_code_invalid: { en: 'The selected referral code is invalid.', bn: 'নির্বাচিত রেফারেল কোডটি সঠিক নয়।' },
  currency_invalid: { en: 'The selected currency is invalid.', bn: 'নির্বাচিত মুদ্রাটি সঠিক নয়।' },
  captcha_required: { en: 'The captcha is required.', bn: 'ক্যাপচা দিতে হবে।' },
  captcha_not_four_digits: { en: 'The captcha must be 4 digits.', bn: 'ক্যাপচা অবশ্যই ৪ অঙ্কের হতে হবে।' },
  captcha_invalid: CAPTCHA_WRONG,
  username_taken: { en: 'The username has already been taken.', bn: 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে।' },
  email_taken: { en: 'The email has already been taken.', bn: 'এই ইমেইলটি আগেই ব্যবহার করা হয়েছে।' },
  signup_phone_taken: { en: 'The phone has already been taken.', bn: 'এই ফোন নম্বরটি আগেই ব্যবহার করা হয়েছে।' },
  player_created: { en: 'Player created successfully', bn: 'অ্যাকাউন্ট সফলভাবে তৈরি হয়েছে' },
  signup_throttled: {
    en: (a) => `Too many sign-ups from your network. Please try again in ${minutesEn(a)}.`,
    bn: (a) => `আপনার নেটওয়ার্ক থেকে অনেকবার সাইন আপ করা হয়েছে। অনুগ্রহ করে ${minutesBn(a)} পরে আবার চেষ্টা করুন।`,
  },

  // ---- one-time codes (routes/players/codes.ts), used by the password reset and the verifications
  code_invalid: {
    en: 'The verification code is invalid or has expired. Please request a new one.',
    bn: 'যাচাইকরণ কোডটি সঠিক নয় অথবা এর মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন একটি কোডের অনুরোধ করুন।',
  },
  code_dead: { en: 'Too many wrong attempts. Please request a new code.', bn: 'অনেকবার ভুল চেষ্টা করা হয়েছে। অনুগ্রহ করে নতুন একটি কোডের অনুরোধ করুন।' },
  code_wrong: {
    en: (a) => `The verification code is incorrect. ${triesLeft(a)} ${triesLeft(a) === '1' ? 'try' : 'tries'} left.`,
    bn: (a) => `যাচাইকরণ কোডটি ভুল। আপনি আর ${toBanglaDigits(triesLeft(a))} বার চেষ্টা করতে পারবেন।`,
  },
  code_recently_sent: {
    en: (a) => `Please wait ${retryAfter(a)} seconds before requesting a new code.`,
    bn: (a) => `নতুন কোডের অনুরোধ করার আগে অনুগ্রহ করে ${toBanglaDigits(retryAfter(a))} সেকেন্ড অপেক্ষা করুন।`,
  },
  // Both sent as `code: 'too_many_codes'` (the site's code) with `message_code` naming the words.
  too_many_codes_phone: {
    en: (a) => `Too many codes have been sent to this phone number. Please try again in ${minutesEn(a)}.`,
    bn: (a) => `এই ফোন নম্বরে অনেকবার কোড পাঠানো হয়েছে। অনুগ্রহ করে ${minutesBn(a)} পরে আবার চেষ্টা করুন।`,
  },
  too_many_codes_email: {
    en: (a) => `Too many codes have been sent to this email address. Please try again in ${minutesEn(a)}.`,
    bn: (a) => `এই ইমেইল ঠিকানায় অনেকবার কোড পাঠানো হয়েছে। অনুগ্রহ করে ${minutesBn(a)} পরে আবার চেষ্টা করুন।`,
  },
  code_not_six_digits: { en: 'The code must be 6 digits.', bn: 'কোডটি অবশ্যই ৬ অঙ্কের হতে হবে।' },
  verification_code_required: { en: 'Please enter the verification code.', bn: 'অনুগ্রহ করে যাচাইকরণ কোডটি লিখুন।' },

  // ---- passwords (routes/players/passwords.ts)
  current_password_wrong: { en: 'The current password is incorrect.', bn: 'বর্তমান পাসওয়ার্ডটি ভুল।' },
  password_changed: { en: 'Password changed successfully.', bn: 'পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে।' },
  password_reset_done: {
    en: 'Password changed successfully. Please login with your new password.',
    bn: 'পাসওয়ার্ড সফলভাবে পরিবর্তন করা হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  },
  otp_sent_email: { en: 'OTP sent successfully. Please check your email.', bn: 'OTP সফলভাবে পাঠানো হয়েছে। অনুগ্রহ করে আপনার ইমেইল দেখুন।' },
  otp_sent_sms: { en: 'OTP sent successfully. Please check your sms.', bn: 'OTP সফলভাবে পাঠানো হয়েছে। অনুগ্রহ করে আপনার SMS দেখুন।' },
  new_password_rule: {
    en: 'New Password must contain at least one number, one letter, and 8 characters long.',
    bn: 'নতুন পাসওয়ার্ডে কমপক্ষে একটি সংখ্যা ও একটি অক্ষর থাকতে হবে এবং এটি কমপক্ষে ৮ অক্ষরের হতে হবে।',
  },
  current_password_required: { en: 'Please enter your current password.', bn: 'অনুগ্রহ করে আপনার বর্তমান পাসওয়ার্ড লিখুন।' },
  new_password_confirmation_required: { en: 'Please confirm your new password.', bn: 'অনুগ্রহ করে নতুন পাসওয়ার্ডটি আবার লিখে নিশ্চিত করুন।' },
  new_passwords_mismatch: { en: 'Passwords do not match.', bn: 'পাসওয়ার্ড মিলছে না।' },
  reset_type_invalid: { en: 'The selected type is invalid.', bn: 'নির্বাচিত ধরনটি সঠিক নয়।' },
  email_address_required: { en: 'Please enter your email address.', bn: 'অনুগ্রহ করে আপনার ইমেইল ঠিকানা লিখুন।' },
  phone_number_required: { en: 'Please enter your phone number.', bn: 'অনুগ্রহ করে আপনার ফোন নম্বর লিখুন।' },
  username_needed: { en: 'Please enter your username.', bn: 'অনুগ্রহ করে আপনার ইউজারনেম লিখুন।' },
  otp_required: { en: 'Please enter the OTP.', bn: 'অনুগ্রহ করে OTP লিখুন।' },

  // ---- verification and extra phones (routes/players/verification.ts)
  verification_code_sent: { en: 'Verification code sent.', bn: 'যাচাইকরণ কোড পাঠানো হয়েছে।' },
  phone_verified: { en: 'Phone number verified successfully.', bn: 'ফোন নম্বর সফলভাবে যাচাই করা হয়েছে।' },
  email_verified: { en: 'Email verified successfully.', bn: 'ইমেইল সফলভাবে যাচাই করা হয়েছে।' },
  phone_already_verified: { en: 'Your phone number is already verified.', bn: 'আপনার ফোন নম্বর আগেই যাচাই করা হয়েছে।' },
  email_already_verified: { en: 'Your email address is already verified.', bn: 'আপনার ইমেইল ঠিকানা আগেই যাচাই করা হয়েছে।' },
  phone_not_yours: { en: 'This phone number does not match your account.', bn: 'এই ফোন নম্বরটি আপনার অ্যাকাউন্টের সাথে মিলছে না।' },
  email_not_yours: { en: 'This email address does not match your account.', bn: 'এই ইমেইল ঠিকানাটি আপনার অ্যাকাউন্টের সাথে মিলছে না।' },
  phone_or_email_required: { en: 'Please enter your phone number or email address.', bn: 'অনুগ্রহ করে আপনার ফোন নম্বর বা ইমেইল ঠিকানা লিখুন।' },
  extra_phones_limit: {
    en: (a) => `You can add at most ${field(a, 'max')} extra phone numbers.`,
    bn: (a) => `আপনি সর্বোচ্চ ${toBanglaDigits(field(a, 'max'))}টি অতিরিক্ত ফোন নম্বর যোগ করতে পারবেন।`,
  },
  phone_on_account: { en: 'This phone number is already on your account.', bn: 'এই ফোন নম্বরটি আগে থেকেই আপনার অ্যাকাউন্টে আছে।' },
  phone_added: { en: 'Phone number added. Please verify it.', bn: 'ফোন নম্বর যোগ করা হয়েছে। অনুগ্রহ করে এটি যাচাই করুন।' },
  phone_not_added: {
    en: 'This phone number is not on your account. Please add it first.',
    bn: 'এই ফোন নম্বরটি আপনার অ্যাকাউন্টে নেই। অনুগ্রহ করে আগে এটি যোগ করুন।',
  },
  extra_phone_already_verified: { en: 'This phone number is already verified.', bn: 'এই ফোন নম্বরটি আগেই যাচাই করা হয়েছে।' },
  phone_taken: {
    en: 'This phone number is already verified on another account.',
    bn: 'এই ফোন নম্বরটি অন্য একটি অ্যাকাউন্টে আগেই যাচাই করা হয়েছে।',
  },
});
