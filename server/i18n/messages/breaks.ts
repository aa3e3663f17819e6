import { defineMessages, field, toBanglaDigits, type Answer } from '../catalogue.ts';

/** An ISO instant as a Dhaka (GMT+6) date and time, "2026-12-03 23:59" ('' when missing). */
export function dhakaDateTime(iso: string): string {
  const at = new Date(iso);
  if (iso === '' || Number.isNaN(at.getTime())) return '';
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}

const endsEn = (answer: Answer) => `${dhakaDateTime(field(answer, 'ends_at'))} (Dhaka time)`;
const endsBn = (answer: Answer) => `${toBanglaDigits(dhakaDateTime(field(answer, 'ends_at')))} (ঢাকা সময়)`;
const confirmableEn = (answer: Answer) => `${dhakaDateTime(field(answer, 'confirmable_at'))} (Dhaka time)`;
const confirmableBn = (answer: Answer) => `${toBanglaDigits(dhakaDateTime(field(answer, 'confirmable_at')))} (ঢাকা সময়)`;
const isExclusion = (answer: Answer) => field(answer, 'break_kind') === 'self_exclusion';

/**
 * The breaks' messages (issue 24: time-out, self-exclusion, return, reality check); see ../catalogue.ts.
 * The statement of what a self-exclusion means is a site text (src/i18n), not a server message.
 */
export const breaksMessages = defineMessages({
  /** Carries `break_kind` ('time_out' | 'self_exclusion') and `ends_at` (ISO). */
  account_on_break: {
    en: (answer) =>
      isExclusion(answer)
        ? `Your account is self-excluded (until ${endsEn(answer)}; after that, until you ask to return). You can still see your balance and history and withdraw.`
        : `Your account is on a time-out until ${endsEn(answer)}. You can still see your balance and history and withdraw.`,
    bn: (answer) =>
      isExclusion(answer)
        ? `আপনার অ্যাকাউন্ট স্ব-বর্জিত (${endsBn(answer)} পর্যন্ত; তারপর আপনি ফিরে আসার অনুরোধ না করা পর্যন্ত)। আপনি এখনও ব্যালেন্স ও ইতিহাস দেখতে এবং টাকা তুলতে পারবেন।`
        : `আপনার অ্যাকাউন্ট ${endsBn(answer)} পর্যন্ত বিরতিতে আছে। আপনি এখনও ব্যালেন্স ও ইতিহাস দেখতে এবং টাকা তুলতে পারবেন।`,
  },
  password_wrong: { en: 'The password is incorrect.', bn: 'পাসওয়ার্ডটি ভুল।' },
  /** Carries `field` ('period' or 'until'). */
  break_period_invalid: {
    en: (answer) =>
      field(answer, 'field') === 'until'
        ? 'Choose a date from tomorrow up to 42 days from today.'
        : 'Choose one of the offered periods.',
    bn: (answer) =>
      field(answer, 'field') === 'until'
        ? 'আগামীকাল থেকে আজ থেকে ৪২ দিনের মধ্যে একটি তারিখ বেছে নিন।'
        : 'দেওয়া সময়সীমাগুলোর একটি বেছে নিন।',
  },
  exclusion_not_understood: {
    en: 'Please confirm that you understand what self-exclusion means.',
    bn: 'স্ব-বর্জনের অর্থ আপনি বুঝেছেন, তা নিশ্চিত করুন।',
  },
  break_running: {
    en: 'A break is already running on your account; it cannot be changed or shortened.',
    bn: 'আপনার অ্যাকাউন্টে ইতিমধ্যে একটি বিরতি চলছে; এটি বদলানো বা কমানো যায় না।',
  },
  /** Carries `restriction` (its `ends_at` is written). */
  time_out_started: {
    en: (answer) => `Your time-out has started. It ends at ${dhakaDateTime(restrictionEnd(answer))} (Dhaka time).`,
    bn: (answer) => `আপনার বিরতি শুরু হয়েছে। এটি ${toBanglaDigits(dhakaDateTime(restrictionEnd(answer)))} (ঢাকা সময়) শেষ হবে।`,
  },
  self_exclusion_started: {
    en: (answer) => `Your self-exclusion has started. It ends at ${dhakaDateTime(restrictionEnd(answer))} (Dhaka time) at the earliest.`,
    bn: (answer) => `আপনার স্ব-বর্জন শুরু হয়েছে। এটি সবচেয়ে আগে ${toBanglaDigits(dhakaDateTime(restrictionEnd(answer)))} (ঢাকা সময়) শেষ হবে।`,
  },
  /** Carries `ends_at` when a self-exclusion is still running. */
  break_not_over: {
    en: (answer) => (field(answer, 'ends_at') === '' ? 'There is no self-exclusion to return from.' : `Your self-exclusion runs until ${endsEn(answer)}; you can ask to return after that.`),
    bn: (answer) =>
      field(answer, 'ends_at') === '' ? 'ফিরে আসার মতো কোনো স্ব-বর্জন নেই।' : `আপনার স্ব-বর্জন ${endsBn(answer)} পর্যন্ত চলবে; তারপর আপনি ফিরে আসার অনুরোধ করতে পারবেন।`,
  },
  /** Carries `restriction` (its `return_confirmable_at` is written). */
  return_requested: {
    en: (answer) => `Your request to return is noted. Confirm it after ${dhakaDateTime(restrictionField(answer, 'return_confirmable_at'))} (Dhaka time) to open your account again.`,
    bn: (answer) =>
      `আপনার ফিরে আসার অনুরোধ গ্রহণ করা হয়েছে। অ্যাকাউন্ট আবার খুলতে ${toBanglaDigits(dhakaDateTime(restrictionField(answer, 'return_confirmable_at')))} (ঢাকা সময়)-এর পরে তা নিশ্চিত করুন।`,
  },
  /** Carries `confirmable_at` (ISO, or null when no return was requested). */
  return_not_confirmable: {
    en: (answer) => (field(answer, 'confirmable_at') === '' ? 'Ask to return first; you can confirm 24 hours later.' : `You can confirm your return after ${confirmableEn(answer)}.`),
    bn: (answer) =>
      field(answer, 'confirmable_at') === '' ? 'আগে ফিরে আসার অনুরোধ করুন; ২৪ ঘণ্টা পরে তা নিশ্চিত করতে পারবেন।' : `আপনি ${confirmableBn(answer)}-এর পরে ফিরে আসা নিশ্চিত করতে পারবেন।`,
  },
  return_confirmed: { en: 'Welcome back. Your account is open again.', bn: 'আবার স্বাগতম। আপনার অ্যাকাউন্ট আবার খোলা হয়েছে।' },
  /** Carries `reality_check.interval_minutes`. */
  reality_check_saved: {
    en: (answer) => {
      const minutes = realityMinutes(answer);
      return minutes === '0' || minutes === '' ? 'Reality checks are off.' : `You will get a reality check every ${minutes} minutes.`;
    },
    bn: (answer) => {
      const minutes = realityMinutes(answer);
      return minutes === '0' || minutes === '' ? 'রিয়েলিটি চেক বন্ধ আছে।' : `আপনি প্রতি ${toBanglaDigits(minutes)} মিনিটে একটি রিয়েলিটি চেক পাবেন।`;
    },
  },
  reality_check_interval_invalid: {
    en: 'interval_minutes must be 0 (off), 15, 30, 45 or 60.',
    bn: 'interval_minutes অবশ্যই ০ (বন্ধ), ১৫, ৩০, ৪৫ বা ৬০ হতে হবে।',
  },
});

function restrictionField(answer: Answer, name: string): string {
  const restriction = answer.restriction;
  if (!restriction || typeof restriction !== 'object') return '';
  return field(restriction as Answer, name);
}

function restrictionEnd(answer: Answer): string {
  return restrictionField(answer, 'ends_at');
}

function realityMinutes(answer: Answer): string {
  const check = answer.reality_check;
  return check && typeof check === 'object' ? field(check as Answer, 'interval_minutes') : '';
}
