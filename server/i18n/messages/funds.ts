import { defineMessages, field, toBanglaDigits, type Answer } from '../catalogue.ts';

/** "৳25,000.00" for messages, from an amount as the API writes it ("25000.00"). */
export function taka(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `৳${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

const takaOf = (answer: Answer, name: string) => taka(field(answer, name) || '0.00');
const bnTaka = (answer: Answer, name: string) => toBanglaDigits(takaOf(answer, name));

/**
 * The funds area's messages (see ../catalogue.ts): deposits, withdrawals, wallet channels, receipts
 * (spec 1 §5, §8 — word for word where the spec has them).
 */
export const fundsMessages = defineMessages({
  phone_unverified: { en: 'Please verify your phone number first.', bn: 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।' },
  deposit_pending: {
    en: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
    bn: 'আপনার একটি ডিপোজিট অনুরোধ এখনও অপেক্ষমাণ আছে। আরেকটি ডিপোজিট করার আগে অনুগ্রহ করে সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  },
  withdraw_pending: {
    en: 'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
    bn: 'আপনার একটি উইথড্র অনুরোধ এখনও অপেক্ষমাণ আছে। আরেকটি উইথড্র অনুরোধ করার আগে অনুগ্রহ করে সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  },
  deposit_amount_required: { en: 'Please fill in your amount.', bn: 'অনুগ্রহ করে টাকার পরিমাণ লিখুন।' },
  payment_method_invalid: { en: 'Please select a valid payment method.', bn: 'অনুগ্রহ করে একটি সঠিক পেমেন্ট মাধ্যম নির্বাচন করুন।' },
  deposit_channel_required: { en: 'Please select a Deposit channel.', bn: 'অনুগ্রহ করে একটি ডিপোজিট চ্যানেল নির্বাচন করুন।' },
  account_number_invalid: { en: 'Please provide a valid 11-digit account number.', bn: 'অনুগ্রহ করে ১১ অঙ্কের একটি সঠিক অ্যাকাউন্ট নম্বর দিন।' },
  trx_id_required: { en: 'Please provide your TRX ID. It should be valid.', bn: 'অনুগ্রহ করে আপনার TRX ID দিন। এটি অবশ্যই সঠিক হতে হবে।' },
  withdraw_amount_required: { en: 'Amount is required.', bn: 'টাকার পরিমাণ দিতে হবে।' },
  withdraw_account_required: { en: 'Account number is required.', bn: 'অ্যাকাউন্ট নম্বর দিতে হবে।' },
  withdraw_method_required: { en: 'Please select your payment method.', bn: 'অনুগ্রহ করে আপনার পেমেন্ট মাধ্যম নির্বাচন করুন।' },
  /** Carries `turnover_left` ("1234.50"); the site links /turnover-record by this code. */
  turnover_open: { en: 'Please complete your turnover and try again.', bn: 'অনুগ্রহ করে আপনার টার্নওভার সম্পূর্ণ করে আবার চেষ্টা করুন।' },
  /** Chosen (the spec shows no wording); the site links the profile by this code. */
  birthday_missing: {
    en: 'Please set your Date of Birth in your profile before making a withdrawal.',
    bn: 'উইথড্র করার আগে অনুগ্রহ করে আপনার প্রোফাইলে জন্ম তারিখ সেট করুন।',
  },
  amount_invalid: { en: 'Please enter a valid amount (up to 2 decimals).', bn: 'অনুগ্রহ করে সঠিক পরিমাণ লিখুন (দশমিকের পরে সর্বোচ্চ ২ ঘর)।' },
  trx_id_taken: {
    en: 'This TRX ID has already been submitted. Please check it and try again.',
    bn: 'এই TRX ID আগেই জমা দেওয়া হয়েছে। অনুগ্রহ করে মিলিয়ে দেখে আবার চেষ্টা করুন।',
  },
  promotion_unavailable: { en: 'The selected promotion is not available.', bn: 'নির্বাচিত প্রোমোশনটি এখন পাওয়া যাচ্ছে না।' },
  /**
   * Carries `balance` ("1000.00"). A funds answer (`success: false`, the withdrawal) says the balance
   * in its words; an exchange bet refusal (no `success` field) does not (its words are the spec's).
   */
  insufficient_balance: {
    en: (answer) => (answer.success === false ? `Insufficient balance. Your balance is ${takaOf(answer, 'balance')}.` : 'Insufficient balance.'),
    bn: (answer) => (answer.success === false ? `পর্যাপ্ত ব্যালেন্স নেই। আপনার ব্যালেন্স ${bnTaka(answer, 'balance')}।` : 'পর্যাপ্ত ব্যালেন্স নেই।'),
  },
  /** Carries `min` and `max` ("500.00"): the withdrawal limits. */
  amount_out_of_range: {
    en: (answer) => `The withdrawal amount must be between ${takaOf(answer, 'min')} and ${takaOf(answer, 'max')}.`,
    bn: (answer) => `উইথড্রয়ের পরিমাণ ${bnTaka(answer, 'min')} থেকে ${bnTaka(answer, 'max')}-এর মধ্যে হতে হবে।`,
  },
  /** Carries `min` and `max` ("500.00"): the deposit channel's limits. */
  channel_amount_out_of_range: {
    en: (answer) => `The amount must be between ${takaOf(answer, 'min')} and ${takaOf(answer, 'max')} for this channel.`,
    bn: (answer) => `এই চ্যানেলে পরিমাণ ${bnTaka(answer, 'min')} থেকে ${bnTaka(answer, 'max')}-এর মধ্যে হতে হবে।`,
  },
  deposit_submitted: { en: 'Submission successful!', bn: 'সফলভাবে জমা দেওয়া হয়েছে!' },
  withdraw_submitted: { en: 'Withdrawal successful!', bn: 'উইথড্র সফল হয়েছে!' },
  wallet_not_found: { en: 'No wallet found for this payment method and channel.', bn: 'এই পেমেন্ট মাধ্যম ও চ্যানেলের জন্য কোনো ওয়ালেট পাওয়া যায়নি।' },
  payment_method_not_found: { en: 'Payment method not found.', bn: 'পেমেন্ট মাধ্যমটি পাওয়া যায়নি।' },
  receipt_not_found: { en: 'Receipt not found.', bn: 'রসিদটি পাওয়া যায়নি।' },
  receipt_missing: {
    en: 'Please attach your payment receipt (a JPEG, PNG or WebP image).',
    bn: 'অনুগ্রহ করে আপনার পেমেন্টের রসিদ সংযুক্ত করুন (JPEG, PNG বা WebP ছবি)।',
  },
  receipt_too_large: { en: 'The receipt must be 5 MB or smaller.', bn: 'রসিদের আকার সর্বোচ্চ ৫ MB হতে পারবে।' },
  receipt_type: { en: 'The receipt must be a JPEG, PNG or WebP image.', bn: 'রসিদটি অবশ্যই JPEG, PNG বা WebP ছবি হতে হবে।' },
  receipt_markup: {
    en: 'The receipt contains markup or script and was refused. Please upload a plain screenshot or photo.',
    bn: 'রসিদে মার্কআপ বা স্ক্রিপ্ট থাকায় এটি গ্রহণ করা হয়নি। অনুগ্রহ করে একটি সাধারণ স্ক্রিনশট বা ছবি আপলোড করুন।',
  },
  // The wallet and channel queries (routes/funds/channels.ts)
  channel_name_required: { en: 'The name field is required.', bn: 'name দিতে হবে।' },
  channel_account_type_required: { en: 'The account type field is required.', bn: 'অ্যাকাউন্টের ধরন (account type) দিতে হবে।' },
});
