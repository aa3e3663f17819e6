import { defineMessages } from '../catalogue.ts';

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
});
