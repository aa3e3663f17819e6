import { defineMessages, field, toBanglaDigits, type Answer } from '../catalogue.ts';
import { taka } from './funds.ts';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const BN_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'] as const;

/** An ISO instant as a Dhaka (GMT+6) date and time: "27 Nov 2026, 20:30" / "২৭ নভেম্বর ২০২৬, ২০:৩০"; '' when not a date. */
export function dhakaDateTime(iso: string, language: 'en' | 'bn'): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const dhaka = new Date(time + 6 * 3_600_000);
  const month = dhaka.getUTCMonth();
  const clock = `${String(dhaka.getUTCHours()).padStart(2, '0')}:${String(dhaka.getUTCMinutes()).padStart(2, '0')}`;
  if (language === 'en') return `${dhaka.getUTCDate()} ${EN_MONTHS[month]} ${dhaka.getUTCFullYear()}, ${clock}`;
  return toBanglaDigits(`${dhaka.getUTCDate()} ${BN_MONTHS[month]} ${dhaka.getUTCFullYear()}, ${clock}`);
}

const takaOf = (answer: Answer, name: string) => taka(field(answer, name) || '0.00');
const bnTaka = (answer: Answer, name: string) => toBanglaDigits(takaOf(answer, name));
const atEn = (answer: Answer, name: string) => dhakaDateTime(field(answer, name), 'en');
const atBn = (answer: Answer, name: string) => dhakaDateTime(field(answer, name), 'bn');
const nothingLeft = (answer: Answer) => field(answer, 'left') === '0.00' || field(answer, 'left') === '0';
const anyPending = (answer: Answer) => Array.isArray(answer.pending) && answer.pending.length > 0;

/**
 * The safer-gambling area's messages (issue 24): deposit limits and the deposit refused over them
 * (S1). Time-outs, self-exclusion and reality checks live in breaks.ts. Dates are Dhaka time.
 */
export const saferMessages = defineMessages({
  /** Carries `field` (day, week or month). */
  limit_amount_invalid: {
    en: 'Enter a limit of ৳1 or more (digits, up to 2 decimals), or leave it empty for no limit.',
    bn: '৳১ বা তার বেশি একটি সীমা লিখুন (অঙ্কে, দশমিকের পরে সর্বোচ্চ ২ ঘর), অথবা কোনো সীমা না চাইলে খালি রাখুন।',
  },
  /** Carries `field: 'period'`. */
  limit_period_invalid: { en: 'period must be day, week or month.', bn: 'period অবশ্যই day, week বা month হতে হবে।' },
  /** Carries `applied` and `pending` (the periods); a pending one is explained. */
  limits_saved: {
    en: (answer) =>
      anyPending(answer)
        ? 'Your deposit limits are saved. An increase or removal takes effect only when you confirm it, 24 hours from now.'
        : 'Your deposit limits are saved.',
    bn: (answer) =>
      anyPending(answer)
        ? 'আপনার ডিপোজিট সীমা সংরক্ষণ করা হয়েছে। সীমা বাড়ানো বা তুলে দেওয়া কার্যকর হবে কেবল আপনি নিশ্চিত করলে, এখন থেকে ২৪ ঘণ্টা পরে।'
        : 'আপনার ডিপোজিট সীমা সংরক্ষণ করা হয়েছে।',
  },
  limit_confirmed: { en: 'Your new deposit limit is now in force.', bn: 'আপনার নতুন ডিপোজিট সীমা এখন কার্যকর।' },
  /** Carries `confirmable_at` (ISO). */
  limit_not_confirmable: {
    en: (answer) => `You can confirm this change from ${atEn(answer, 'confirmable_at')}. Until then your current limit stays.`,
    bn: (answer) => `আপনি এই পরিবর্তনটি ${atBn(answer, 'confirmable_at')} থেকে নিশ্চিত করতে পারবেন। ততক্ষণ আপনার বর্তমান সীমাই থাকবে।`,
  },
  limit_change_missing: { en: 'There is no pending change to this deposit limit.', bn: 'এই ডিপোজিট সীমায় কোনো অপেক্ষমাণ পরিবর্তন নেই।' },
  limit_change_cancelled: {
    en: 'The pending change is cancelled. Your current deposit limit stays.',
    bn: 'অপেক্ষমাণ পরিবর্তনটি বাতিল করা হয়েছে। আপনার বর্তমান ডিপোজিট সীমাই থাকবে।',
  },
  limit_prompt_dismissed: {
    en: 'You can set deposit limits at any time on the Safer gambling page.',
    bn: 'আপনি যেকোনো সময় নিরাপদ গেমিং পাতায় ডিপোজিট সীমা ঠিক করতে পারবেন।',
  },
  /** Carries `left` ("500.00"), `period`, `resets_at` (ISO or null) and `field: 'amount'`. */
  deposit_limit_reached: {
    en: (answer) => {
      const at = atEn(answer, 'resets_at');
      if (nothingLeft(answer)) return at ? `You have reached your deposit limit. You can deposit again after ${at}.` : 'You have reached your deposit limit.';
      return `This deposit is over your deposit limit. You can deposit up to ${takaOf(answer, 'left')}${at ? ` until ${at}` : ''}.`;
    },
    bn: (answer) => {
      const at = atBn(answer, 'resets_at');
      if (nothingLeft(answer)) return at ? `আপনি আপনার ডিপোজিট সীমায় পৌঁছে গেছেন। ${at}-এর পরে আবার ডিপোজিট করতে পারবেন।` : 'আপনি আপনার ডিপোজিট সীমায় পৌঁছে গেছেন।';
      return at
        ? `এই ডিপোজিট আপনার ডিপোজিট সীমার বেশি। ${at} পর্যন্ত আপনি সর্বোচ্চ ${bnTaka(answer, 'left')} ডিপোজিট করতে পারবেন।`
        : `এই ডিপোজিট আপনার ডিপোজিট সীমার বেশি। আপনি সর্বোচ্চ ${bnTaka(answer, 'left')} ডিপোজিট করতে পারবেন।`;
    },
  },
});
