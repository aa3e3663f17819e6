import { gameTypes } from '../../db/schema.ts';
import { wordsOf, type Answer, type Catalogue } from '../catalogue.ts';
import { exchangeMessages } from './exchange.ts';
import { fundsMessages } from './funds.ts';
import { gamesMessages } from './games.ts';
import { rewardsMessages } from './rewards.ts';

/**
 * The English words of every code of the funds, games, rewards and exchange areas, as the spec and the
 * site know them (they were the keys of the text catalogue bn.ts before issue 23): a changed wording
 * fails here. Codes with variable parts are checked with a sample answer.
 */
const EXPECTED: Readonly<Record<string, readonly { answer?: Answer; en: string; bn?: string }[]>> = {
  phone_unverified: [{ en: 'Please verify your phone number first.' }],
  deposit_pending: [{ en: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.' }],
  withdraw_pending: [{ en: 'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.' }],
  deposit_amount_required: [{ en: 'Please fill in your amount.' }],
  payment_method_invalid: [{ en: 'Please select a valid payment method.' }],
  deposit_channel_required: [{ en: 'Please select a Deposit channel.' }],
  account_number_invalid: [{ en: 'Please provide a valid 11-digit account number.' }],
  trx_id_required: [{ en: 'Please provide your TRX ID. It should be valid.' }],
  withdraw_amount_required: [{ en: 'Amount is required.' }],
  withdraw_account_required: [{ en: 'Account number is required.' }],
  withdraw_method_required: [{ en: 'Please select your payment method.' }],
  turnover_open: [{ answer: { turnover_left: '45.50' }, en: 'Please complete your turnover and try again.' }],
  birthday_missing: [{ en: 'Please set your Date of Birth in your profile before making a withdrawal.' }],
  amount_invalid: [{ en: 'Please enter a valid amount (up to 2 decimals).' }],
  trx_id_taken: [{ en: 'This TRX ID has already been submitted. Please check it and try again.' }],
  promotion_unavailable: [{ en: 'The selected promotion is not available.' }],
  insufficient_balance: [
    { answer: { success: false, balance: '1250.50' }, en: 'Insufficient balance. Your balance is ৳1,250.50.', bn: 'পর্যাপ্ত ব্যালেন্স নেই। আপনার ব্যালেন্স ৳১,২৫০.৫০।' },
    { answer: { success: false, balance: '0.00' }, en: 'Insufficient balance. Your balance is ৳0.00.' },
    { answer: { balance: '10.00' }, en: 'Insufficient balance.', bn: 'পর্যাপ্ত ব্যালেন্স নেই।' },
  ],
  amount_out_of_range: [{ answer: { min: '500.00', max: '25000.00' }, en: 'The withdrawal amount must be between ৳500.00 and ৳25,000.00.' }],
  channel_amount_out_of_range: [
    { answer: { min: '500.00', max: '25000.00' }, en: 'The amount must be between ৳500.00 and ৳25,000.00 for this channel.', bn: 'এই চ্যানেলে পরিমাণ ৳৫০০.০০ থেকে ৳২৫,০০০.০০-এর মধ্যে হতে হবে।' },
  ],
  deposit_submitted: [{ en: 'Submission successful!' }],
  withdraw_submitted: [{ en: 'Withdrawal successful!' }],
  wallet_not_found: [{ en: 'No wallet found for this payment method and channel.' }],
  payment_method_not_found: [{ en: 'Payment method not found.' }],
  receipt_not_found: [{ en: 'Receipt not found.' }],
  receipt_missing: [{ en: 'Please attach your payment receipt (a JPEG, PNG or WebP image).' }],
  receipt_too_large: [{ en: 'The receipt must be 5 MB or smaller.' }],
  receipt_type: [{ en: 'The receipt must be a JPEG, PNG or WebP image.' }],
  channel_name_required: [{ en: 'The name field is required.' }],
  channel_account_type_required: [{ en: 'The account type field is required.' }],
  receipt_markup: [{ en: 'The receipt contains markup or script and was refused. Please upload a plain screenshot or photo.' }],
  vip_converted: [{ answer: { converted: '25.50', amount: '25.50' }, en: 'Converted 25.50 VP to ৳25.50.', bn: '২৫.৫০ VP রূপান্তর করে ৳২৫.৫০ করা হয়েছে।' }],
  vip_points_short: [{ answer: { vip_coin: '5.00', requested: '10.00' }, en: 'Not enough VIP points: you have 5.00 VP and asked to convert 10.00 VP.' }],
  vip_coin_required: [{ en: 'vip_coin is required.' }],
  vip_coin_invalid: [{ en: 'vip_coin must be a number of VIP points (up to 2 decimals).' }],
  vip_coin_below_minimum: [{ answer: { min_vip_coin: 10 }, en: 'Minimum VP Required: 10', bn: 'সর্বনিম্ন প্রয়োজনীয় VP: ১০' }],
  vip_coin_too_large: [{ en: 'vip_coin is too large.' }],
  referral_claimed: [{ answer: { amount: '1234.56' }, en: 'Claimed ৳1234.56 in cash rewards.', bn: '৳১২৩৪.৫৬ ক্যাশ রিওয়ার্ড দাবি করা হয়েছে।' }],
  referral_nothing_to_claim: [{ en: 'There are no cash rewards to claim.' }],
  referral_page_invalid: [{ en: 'page must be a whole number from 1.' }],
  market_unavailable: [{ en: 'This market is not available.' }],
  market_closed: [{ en: 'This market is closed.' }],
  suspended: [{ en: 'The market is suspended. Please try again shortly.' }],
  ball_running: [{ en: 'Ball running: bets are not accepted right now.' }],
  selection_not_found: [{ en: 'This selection is not in the market.' }],
  side_not_offered: [{ en: 'This bet type is not offered on this market.' }],
  line_moved: [{ en: 'The line has moved. Please check it and try again.' }],
  stake_out_of_range: [
    { answer: { min: 100, max: 50_000 }, en: 'Stake must be between ৳100 and ৳50,000.', bn: 'স্টেক ৳১০০ থেকে ৳৫০,০০০-এর মধ্যে হতে হবে।' },
    { answer: { min: 100, max: 100_000 }, en: 'Stake must be between ৳100 and ৳100,000.' },
    { answer: { min: 100, max: 25_000 }, en: 'Stake must be between ৳100 and ৳25,000.' },
  ],
  price_moved: [
    { answer: { price: 1.95 }, en: 'The price has moved to 1.95. Please check the odds and try again.', bn: 'দর বদলে ১.৯৫ হয়েছে। অনুগ্রহ করে অডস দেখে নিয়ে আবার চেষ্টা করুন।' },
    { answer: { price: 12 }, en: 'The price has moved to 12. Please check the odds and try again.' },
  ],
  bet_matched: [{ en: 'Bet matched.' }],
  bet_market_invalid: [{ en: 'market must be match_odds, bookmaker or fancy.' }],
  bet_event_id_invalid: [{ en: 'event_id must be an event id.' }],
  bet_side_invalid: [{ en: 'side must be back, lay, yes or no.' }],
  bet_odds_not_number: [{ en: 'odds must be a number.' }],
  bet_odds_not_positive: [{ en: 'odds must be positive.' }],
  bet_stake_invalid: [{ en: 'stake must be an amount in taka (up to 2 decimals).' }],
  bet_event_id_required: [{ en: 'event_id is required.' }],
  bet_market_id_required: [{ en: 'market_id is required.' }],
  bet_market_id_too_long: [{ en: 'market_id is too long.' }],
  bet_odds_too_large: [{ en: 'odds is too large.' }],
  bet_stake_required: [{ en: 'stake is required.' }],
  bet_selection_id_required: [{ en: 'selection_id is required.' }],
  bet_run_required: [{ en: 'run is required.' }],
  bets_status_invalid: [{ en: 'status must be open or settled.' }],
  betting_records_fetched: [{ en: 'Betting records fetched successfully.' }],
  game_types_fetched: [{ en: 'Game types fetched successfully.' }],
  records_per_page_invalid: [{ en: 'per_page must be 10, 25, 50 or 100.' }],
  records_status_invalid: [{ en: 'status must be settled or open.' }],
  records_platform_invalid: [{ en: 'platform must be a platform code or a comma-separated list of them.' }],
  records_game_type_invalid: [{ en: `game_type must be one of ${gameTypes.join(', ')} (or a comma-separated list).` }],
};

const AREAS: Readonly<Record<string, Catalogue>> = { funds: fundsMessages, games: gamesMessages, rewards: rewardsMessages, exchange: exchangeMessages };
const entries = Object.entries(AREAS).flatMap(([area, catalogue]) => Object.entries(catalogue).map(([code, message]) => ({ area, code, message })));
const BENGALI = /[\u0980-\u09FF]/;

describe('the funds, games, rewards and exchange catalogues (issue 23)', () => {
  it('keep the English words of every code', () => {
    expect(entries.map(({ code }) => code).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const { code, message } of entries) {
      for (const sample of EXPECTED[code] ?? []) expect({ code, en: wordsOf(message.en, sample.answer ?? {}) }).toEqual({ code, en: sample.en });
    }
  });

  it('have Bangla for every code: Bengali script, Bangla digits (names and codes aside), ৳ kept', () => {
    const problems = entries.flatMap(({ code, message }) =>
      (EXPECTED[code] ?? []).flatMap((sample) => {
        const answer = sample.answer ?? {};
        const bangla = wordsOf(message.bn, answer);
        const written = bangla.replace(/[A-Za-z_][\w-]*/g, '');
        return [
          !BENGALI.test(bangla) && 'not Bengali script',
          bangla === sample.en && 'unchanged',
          /\d/.test(written) && 'ASCII digits',
          sample.en.includes('৳') && !bangla.includes('৳') && 'lost ৳',
          sample.bn !== undefined && bangla !== sample.bn && `not ${sample.bn}`,
        ]
          .filter((problem): problem is string => typeof problem === 'string')
          .map((problem) => `${code}: ${bangla}: ${problem}`);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('keep the words the site matched before it decided by code (জন্ম তারিখ, টার্নওভার)', () => {
    expect(wordsOf(fundsMessages.birthday_missing.bn, {})).toContain('জন্ম তারিখ');
    expect(wordsOf(fundsMessages.turnover_open.bn, {})).toContain('টার্নওভার');
  });
});
