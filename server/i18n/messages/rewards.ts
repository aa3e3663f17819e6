import { defineMessages, field, toBanglaDigits } from '../catalogue.ts';

/** The rewards area's messages (see ../catalogue.ts): VIP conversion and referral cash rewards. */
export const rewardsMessages = defineMessages({
  /** Carries `converted` (VP) and `amount` (taka credited), both "25.50". */
  vip_converted: {
    en: (answer) => `Converted ${field(answer, 'converted')} VP to ৳${field(answer, 'amount')}.`,
    bn: (answer) => `${toBanglaDigits(field(answer, 'converted'))} VP রূপান্তর করে ৳${toBanglaDigits(field(answer, 'amount'))} করা হয়েছে।`,
  },
  /** Carries `vip_coin` (the points the player has) and `requested`, both "10.00". */
  vip_points_short: {
    en: (answer) => `Not enough VIP points: you have ${field(answer, 'vip_coin')} VP and asked to convert ${field(answer, 'requested')} VP.`,
    bn: (answer) =>
      `যথেষ্ট VIP পয়েন্ট নেই: আপনার আছে ${toBanglaDigits(field(answer, 'vip_coin'))} VP, কিন্তু আপনি ${toBanglaDigits(field(answer, 'requested'))} VP রূপান্তর করতে চেয়েছেন।`,
  },
  vip_coin_required: { en: 'vip_coin is required.', bn: 'vip_coin দিতে হবে।' },
  vip_coin_invalid: {
    en: 'vip_coin must be a number of VIP points (up to 2 decimals).',
    bn: 'vip_coin অবশ্যই VIP পয়েন্টের একটি সংখ্যা হতে হবে (দশমিকের পরে সর্বোচ্চ ২ ঘর)।',
  },
  /** Carries `min_vip_coin` (10); the spec's words. */
  vip_coin_below_minimum: {
    en: (answer) => `Minimum VP Required: ${field(answer, 'min_vip_coin')}`,
    bn: (answer) => `সর্বনিম্ন প্রয়োজনীয় VP: ${toBanglaDigits(field(answer, 'min_vip_coin'))}`,
  },
  vip_coin_too_large: { en: 'vip_coin is too large.', bn: 'vip_coin অনেক বড়।' },
  /** Carries `amount` ("150.00"). */
  referral_claimed: {
    en: (answer) => `Claimed ৳${field(answer, 'amount')} in cash rewards.`,
    bn: (answer) => `৳${toBanglaDigits(field(answer, 'amount'))} ক্যাশ রিওয়ার্ড দাবি করা হয়েছে।`,
  },
  referral_nothing_to_claim: { en: 'There are no cash rewards to claim.', bn: 'দাবি করার মতো কোনো ক্যাশ রিওয়ার্ড নেই।' },
  referral_page_invalid: { en: 'page must be a whole number from 1.', bn: 'page অবশ্যই ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে।' },
});
