import { defineMessages, field, toBanglaDigits, type Answer } from '../catalogue.ts';

/** "50,000" from a number field of the answer (whole taka, as the stake limits are written). */
const wholeTaka = (answer: Answer, name: string) => {
  const value = answer[name];
  return typeof value === 'number' ? value.toLocaleString('en-US') : field(answer, name);
};

/**
 * The exchange area's messages (see ../catalogue.ts): bet refusals and the matched notice. The codes
 * are those of issue 22 (the site decides by them); `insufficient_balance` is the funds area's.
 */
export const exchangeMessages = defineMessages({
  market_unavailable: { en: 'This market is not available.', bn: 'এই মার্কেটটি এখন পাওয়া যাচ্ছে না।' },
  market_closed: { en: 'This market is closed.', bn: 'এই মার্কেটটি বন্ধ হয়ে গেছে।' },
  suspended: { en: 'The market is suspended. Please try again shortly.', bn: 'মার্কেটটি সাময়িকভাবে স্থগিত আছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।' },
  ball_running: { en: 'Ball running: bets are not accepted right now.', bn: 'বল চলছে: এই মুহূর্তে বেট নেওয়া হচ্ছে না।' },
  selection_not_found: { en: 'This selection is not in the market.', bn: 'এই সিলেকশনটি মার্কেটে নেই।' },
  side_not_offered: { en: 'This bet type is not offered on this market.', bn: 'এই মার্কেটে এই ধরনের বেট দেওয়া যায় না।' },
  line_moved: { en: 'The line has moved. Please check it and try again.', bn: 'লাইন বদলে গেছে। অনুগ্রহ করে দেখে নিয়ে আবার চেষ্টা করুন।' },
  /** Carries `min` and `max`: the market kind's stake limits in whole taka (numbers). */
  stake_out_of_range: {
    en: (answer) => `Stake must be between ৳${wholeTaka(answer, 'min')} and ৳${wholeTaka(answer, 'max')}.`,
    bn: (answer) => `স্টেক ৳${toBanglaDigits(wholeTaka(answer, 'min'))} থেকে ৳${toBanglaDigits(wholeTaka(answer, 'max'))}-এর মধ্যে হতে হবে।`,
  },
  /** Carries `price` (a number): the site reads it (src/api/exchangeBetting.ts movedPriceOf). */
  price_moved: {
    en: (answer) => `The price has moved to ${field(answer, 'price')}. Please check the odds and try again.`,
    bn: (answer) => `দর বদলে ${toBanglaDigits(field(answer, 'price'))} হয়েছে। অনুগ্রহ করে অডস দেখে নিয়ে আবার চেষ্টা করুন।`,
  },
  bet_matched: { en: 'Bet matched.', bn: 'বেট ম্যাচ হয়েছে।' },
  // The bet's body checks (routes/exchange/bets.ts): the API's field names and values stay as they are.
  bet_market_invalid: { en: 'market must be match_odds, bookmaker or fancy.', bn: 'market অবশ্যই match_odds, bookmaker বা fancy হতে হবে।' },
  bet_event_id_invalid: { en: 'event_id must be an event id.', bn: 'event_id অবশ্যই একটি ইভেন্ট আইডি হতে হবে।' },
  bet_side_invalid: { en: 'side must be back, lay, yes or no.', bn: 'side অবশ্যই back, lay, yes বা no হতে হবে।' },
  bet_odds_not_number: { en: 'odds must be a number.', bn: 'odds অবশ্যই একটি সংখ্যা হতে হবে।' },
  bet_odds_not_positive: { en: 'odds must be positive.', bn: 'odds অবশ্যই শূন্যের চেয়ে বড় হতে হবে।' },
  bet_stake_invalid: { en: 'stake must be an amount in taka (up to 2 decimals).', bn: 'stake অবশ্যই টাকার একটি পরিমাণ হতে হবে (দশমিকের পরে সর্বোচ্চ ২ ঘর)।' },
  bet_event_id_required: { en: 'event_id is required.', bn: 'event_id দিতে হবে।' },
  bet_market_id_required: { en: 'market_id is required.', bn: 'market_id দিতে হবে।' },
  bet_market_id_too_long: { en: 'market_id is too long.', bn: 'market_id অনেক লম্বা।' },
  bet_odds_too_large: { en: 'odds is too large.', bn: 'odds অনেক বড়।' },
  bet_stake_required: { en: 'stake is required.', bn: 'stake দিতে হবে।' },
  bet_selection_id_required: { en: 'selection_id is required.', bn: 'selection_id দিতে হবে।' },
  bet_run_required: { en: 'run is required.', bn: 'run দিতে হবে।' },
  // The bet list's query check
  bets_status_invalid: { en: 'status must be open or settled.', bn: 'status অবশ্যই open বা settled হতে হবে।' },
});
