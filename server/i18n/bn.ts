/**
 * Bangla for the server's own player-facing messages (the `message` / `error` fields and the texts in
 * `errors: { field: [text] }` of `/api/*` answers). Keys are the exact English texts the routes write;
 * messages with variable parts (seconds, amounts, names) are templates below. Not here on purpose:
 * `/ops/*` (operators), `/provider/*` (the game provider's machine-to-machine API), `/exchange-data/*`
 * (feed data) and data content (inbox bodies, game names).
 *
 * Conventions: Bengali script, Bangla digits (০-৯) for every number we write or insert; the taka sign ৳,
 * brand and product names (TakaPlay, bKash, Nagad, VIP, VP, OTP, TRX ID, JPEG…) and the API's own field
 * names and codes (`remote_id`, `per_page`, `SPORTS`, `back`…) stay as they are, since they are sent as is.
 *
 * The site matches two withdraw-check refusals by their words (src/app/withdrawal.ts `checkFailureOf`):
 * the Bangla of the Date of Birth message must contain `জন্ম তারিখ`, and the turnover one `টার্নওভার`.
 * bn.test.ts checks both.
 */

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

/** `'৳1,250.50'` → `'৳১,২৫০.৫০'`: ASCII digits to Bangla digits, everything else unchanged. */
export function toBanglaDigits(text: string): string {
  return text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** Exact English text → Bangla. */
export const BN_MESSAGES: Readonly<Record<string, string>> = {
  // ---- app, HTTP helpers, auth guard, body limit: the core catalogue (i18n/messages/core.ts) has their codes;
  // these texts stay while routes of other areas still write them without a code.
  'Not found': 'পাওয়া যায়নি',
  'Request body too large': 'অনুরোধের আকার অনেক বড়',
  'The request body is not valid JSON.': 'অনুরোধের বডি সঠিক JSON নয়।',
  'The given data was invalid.': 'দেওয়া তথ্য সঠিক নয়।',
  'Unauthenticated.': 'আপনি লগইন অবস্থায় নেই। অনুগ্রহ করে আবার লগইন করুন।',
  'Invalid input': 'ইনপুট সঠিক নয়',

  // ---- deposits and withdrawals (routes/funds/*)
  'Please verify your phone number first.': 'অনুগ্রহ করে আগে আপনার ফোন নম্বর যাচাই করুন।',
  'You already have a deposit request pending. Please wait for it to be processed before making another deposit.':
    'আপনার একটি ডিপোজিট অনুরোধ এখনও অপেক্ষমাণ আছে। আরেকটি ডিপোজিট করার আগে অনুগ্রহ করে সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.':
    'আপনার একটি উইথড্র অনুরোধ এখনও অপেক্ষমাণ আছে। আরেকটি উইথড্র অনুরোধ করার আগে অনুগ্রহ করে সেটি সম্পন্ন হওয়া পর্যন্ত অপেক্ষা করুন।',
  'Please fill in your amount.': 'অনুগ্রহ করে টাকার পরিমাণ লিখুন।',
  'Please select a valid payment method.': 'অনুগ্রহ করে একটি সঠিক পেমেন্ট মাধ্যম নির্বাচন করুন।',
  'Please select a Deposit channel.': 'অনুগ্রহ করে একটি ডিপোজিট চ্যানেল নির্বাচন করুন।',
  'Please provide a valid 11-digit account number.': 'অনুগ্রহ করে ১১ অঙ্কের একটি সঠিক অ্যাকাউন্ট নম্বর দিন।',
  'Please provide your TRX ID. It should be valid.': 'অনুগ্রহ করে আপনার TRX ID দিন। এটি অবশ্যই সঠিক হতে হবে।',
  'Amount is required.': 'টাকার পরিমাণ দিতে হবে।',
  'Account number is required.': 'অ্যাকাউন্ট নম্বর দিতে হবে।',
  'Please select your payment method.': 'অনুগ্রহ করে আপনার পেমেন্ট মাধ্যম নির্বাচন করুন।',
  // The site links /turnover-record for a withdraw-check refusal about the turnover: keep the word টার্নওভার.
  'Please complete your turnover and try again.': 'অনুগ্রহ করে আপনার টার্নওভার সম্পূর্ণ করে আবার চেষ্টা করুন।',
  // The site links the profile for a withdraw-check refusal about the birthday: keep the words জন্ম তারিখ.
  'Please set your Date of Birth in your profile before making a withdrawal.': 'উইথড্র করার আগে অনুগ্রহ করে আপনার প্রোফাইলে জন্ম তারিখ সেট করুন।',
  'Please enter a valid amount (up to 2 decimals).': 'অনুগ্রহ করে সঠিক পরিমাণ লিখুন (দশমিকের পরে সর্বোচ্চ ২ ঘর)।',
  'This TRX ID has already been submitted. Please check it and try again.': 'এই TRX ID আগেই জমা দেওয়া হয়েছে। অনুগ্রহ করে মিলিয়ে দেখে আবার চেষ্টা করুন।',
  'The selected promotion is not available.': 'নির্বাচিত প্রোমোশনটি এখন পাওয়া যাচ্ছে না।',
  'Insufficient balance.': 'পর্যাপ্ত ব্যালেন্স নেই।',
  'Submission successful!': 'সফলভাবে জমা দেওয়া হয়েছে!',
  'Withdrawal successful!': 'উইথড্র সফল হয়েছে!',
  'remote_id does not match the logged-in player.': 'remote_id লগইন করা খেলোয়াড়ের সাথে মিলছে না।',
  'The name field is required.': 'name দিতে হবে।',
  'The account type field is required.': 'অ্যাকাউন্টের ধরন (account type) দিতে হবে।',
  'No wallet found for this payment method and channel.': 'এই পেমেন্ট মাধ্যম ও চ্যানেলের জন্য কোনো ওয়ালেট পাওয়া যায়নি।',
  'Payment method not found.': 'পেমেন্ট মাধ্যমটি পাওয়া যায়নি।',
  'Receipt not found.': 'রসিদটি পাওয়া যায়নি।',
  'Please attach your payment receipt (a JPEG, PNG or WebP image).': 'অনুগ্রহ করে আপনার পেমেন্টের রসিদ সংযুক্ত করুন (JPEG, PNG বা WebP ছবি)।',
  'The receipt must be 5 MB or smaller.': 'রসিদের আকার সর্বোচ্চ ৫ MB হতে পারবে।',
  'The receipt must be a JPEG, PNG or WebP image.': 'রসিদটি অবশ্যই JPEG, PNG বা WebP ছবি হতে হবে।',
  'The receipt contains markup or script and was refused. Please upload a plain screenshot or photo.':
    'রসিদে মার্কআপ বা স্ক্রিপ্ট থাকায় এটি গ্রহণ করা হয়নি। অনুগ্রহ করে একটি সাধারণ স্ক্রিনশট বা ছবি আপলোড করুন।',

  // ---- content: inbox, chats, games, site, VIP, referral (routes/content/*)
  'system must be a JSON list of systems, e.g. ["JILI","PG"].': 'system অবশ্যই সিস্টেমগুলোর একটি JSON তালিকা হতে হবে, যেমন ["JILI","PG"]।',
  'system must be a JSON list of at most 100 system names.': 'system অবশ্যই সর্বোচ্চ ১০০টি সিস্টেমের নামের একটি JSON তালিকা হতে হবে।',
  'system lists at most 100 platforms.': 'system-এ সর্বোচ্চ ১০০টি প্ল্যাটফর্ম থাকতে পারে।',
  'sort must be displayOrder, createTime or aZ.': 'sort অবশ্যই displayOrder, createTime বা aZ হতে হবে।',
  'search is at most 100 characters.': 'search সর্বোচ্চ ১০০ অক্ষরের হতে পারে।',
  'Systems fetched successfully.': 'সিস্টেমের তালিকা সফলভাবে আনা হয়েছে।',
  'Providers fetched successfully.': 'প্রোভাইডারের তালিকা সফলভাবে আনা হয়েছে।',
  'Games fetched successfully.': 'গেমের তালিকা সফলভাবে আনা হয়েছে।',
  'userId does not match the logged-in player.': 'userId লগইন করা খেলোয়াড়ের সাথে মিলছে না।',
  'gameCode, or platform and gameType, is required.': 'gameCode, অথবা platform ও gameType দিতে হবে।',
  'Game not found.': 'গেমটি পাওয়া যায়নি।',
  'Game launched successfully.': 'গেম সফলভাবে চালু হয়েছে।',
  'The page must be a whole number from 1 to 999999.': 'পেজ অবশ্যই ১ থেকে ৯৯৯৯৯৯-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।',
  'page must be a whole number from 1.': 'page অবশ্যই ১ বা তার বেশি একটি পূর্ণসংখ্যা হতে হবে।',
  'kind must be received or used.': 'kind অবশ্যই received বা used হতে হবে।',
  'There are no cash rewards to claim.': 'দাবি করার মতো কোনো ক্যাশ রিওয়ার্ড নেই।',
  'General settings not found.': 'সাধারণ সেটিংস পাওয়া যায়নি।',
  'slider_type must be Main, Favourite or Features.': 'slider_type অবশ্যই Main, Favourite বা Features হতে হবে।',
  'format must be list.': 'format অবশ্যই list হতে হবে।',
  'Social links not found.': 'সোশ্যাল লিংক পাওয়া যায়নি।',
  'Promotion not found.': 'প্রোমোশনটি পাওয়া যায়নি।',
  'vip_coin must be a number of VIP points (up to 2 decimals).': 'vip_coin অবশ্যই VIP পয়েন্টের একটি সংখ্যা হতে হবে (দশমিকের পরে সর্বোচ্চ ২ ঘর)।',

  // ---- betting records (routes/provider/records.ts, under /api)
  'per_page must be 10, 25, 50 or 100.': 'per_page অবশ্যই ১০, ২৫, ৫০ বা ১০০ হতে হবে।',
  'date must be today, yesterday, last7days or all.': 'date অবশ্যই today, yesterday, last7days বা all হতে হবে।',
  'status must be settled or open.': 'status অবশ্যই settled বা open হতে হবে।',
  'platform must be a platform code or a comma-separated list of them.': 'platform অবশ্যই একটি প্ল্যাটফর্ম কোড বা কমা দিয়ে আলাদা করা কোডের তালিকা হতে হবে।',
  'Betting records fetched successfully.': 'বেটিং রেকর্ড সফলভাবে আনা হয়েছে।',
  'Game types fetched successfully.': 'গেমের ধরনের তালিকা সফলভাবে আনা হয়েছে।',

  // ---- exchange bets (routes/exchange/bets.ts, exchange/betting.ts)
  'market must be match_odds, bookmaker or fancy.': 'market অবশ্যই match_odds, bookmaker বা fancy হতে হবে।',
  'event_id must be an event id.': 'event_id অবশ্যই একটি ইভেন্ট আইডি হতে হবে।',
  'side must be back, lay, yes or no.': 'side অবশ্যই back, lay, yes বা no হতে হবে।',
  'odds must be a number.': 'odds অবশ্যই একটি সংখ্যা হতে হবে।',
  'odds must be positive.': 'odds অবশ্যই শূন্যের চেয়ে বড় হতে হবে।',
  'stake must be an amount in taka (up to 2 decimals).': 'stake অবশ্যই টাকার একটি পরিমাণ হতে হবে (দশমিকের পরে সর্বোচ্চ ২ ঘর)।',
  'status must be open or settled.': 'status অবশ্যই open বা settled হতে হবে।',
  'This market is not available.': 'এই মার্কেটটি এখন পাওয়া যাচ্ছে না।',
  'This market is closed.': 'এই মার্কেটটি বন্ধ হয়ে গেছে।',
  'The market is suspended. Please try again shortly.': 'মার্কেটটি সাময়িকভাবে স্থগিত আছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করুন।',
  'Ball running: bets are not accepted right now.': 'বল চলছে: এই মুহূর্তে বেট নেওয়া হচ্ছে না।',
  'This selection is not in the market.': 'এই সিলেকশনটি মার্কেটে নেই।',
  'This bet type is not offered on this market.': 'এই মার্কেটে এই ধরনের বেট দেওয়া যায় না।',
  'The line has moved. Please check it and try again.': 'লাইন বদলে গেছে। অনুগ্রহ করে দেখে নিয়ে আবার চেষ্টা করুন।',
  'Bet matched.': 'বেট ম্যাচ হয়েছে।',
};

type Template = {
  /** Matches the whole English text; capture groups are the variable parts. */
  pattern: RegExp;
  /** The Bangla, from the captured parts (`part(1)` is the first group, '' if absent). */
  bangla: (part: (index: number) => string) => string;
  /** One English text it must translate (the completeness test uses it). */
  example: string;
};

const n = toBanglaDigits;

/** zod's type names in its default English messages. */
const ZOD_TYPES: Readonly<Record<string, string>> = {
  string: 'লেখা',
  number: 'সংখ্যা',
  int: 'পূর্ণসংখ্যা',
  boolean: 'হ্যাঁ/না (boolean)',
  object: 'অবজেক্ট',
  array: 'তালিকা',
  undefined: 'কিছুই না',
  null: 'null',
  nan: 'NaN',
};
const zodType = (name: string) => ZOD_TYPES[name] ?? name;
const zodUnit = (unit: string) => (unit === 'characters' ? 'অক্ষর' : unit === 'items' || unit === 'elements' ? 'টি উপাদান' : unit);

/** Messages with variable parts, tried in order after the exact ones. */
export const BN_TEMPLATES: readonly Template[] = [
  // routes/funds: amounts between limits, insufficient balance with the balance
  {
    pattern: /^The amount must be between (৳[\d,.]+) and (৳[\d,.]+) for this channel\.$/,
    bangla: (part) => `এই চ্যানেলে পরিমাণ ${n(part(1))} থেকে ${n(part(2))}-এর মধ্যে হতে হবে।`,
    example: 'The amount must be between ৳500.00 and ৳25,000.00 for this channel.',
  },
  {
    pattern: /^The withdrawal amount must be between (৳[\d,.]+) and (৳[\d,.]+)\.$/,
    bangla: (part) => `উইথড্রয়ের পরিমাণ ${n(part(1))} থেকে ${n(part(2))}-এর মধ্যে হতে হবে।`,
    example: 'The withdrawal amount must be between ৳500.00 and ৳25,000.00.',
  },
  {
    pattern: /^Insufficient balance\. Your balance is (৳-?[\d,.]+)\.$/,
    bangla: (part) => `পর্যাপ্ত ব্যালেন্স নেই। আপনার ব্যালেন্স ${n(part(1))}।`,
    example: 'Insufficient balance. Your balance is ৳1,000.00.',
  },
  // routes/content/vip.ts, referral.ts
  {
    pattern: /^Converted ([\d.]+) VP to ৳([\d,.]+)\.$/,
    bangla: (part) => `${n(part(1))} VP রূপান্তর করে ৳${n(part(2))} করা হয়েছে।`,
    example: 'Converted 25.50 VP to ৳25.50.',
  },
  {
    pattern: /^Not enough VIP points: you have ([\d.]+) VP and asked to convert ([\d.]+) VP\.$/,
    bangla: (part) => `যথেষ্ট VIP পয়েন্ট নেই: আপনার আছে ${n(part(1))} VP, কিন্তু আপনি ${n(part(2))} VP রূপান্তর করতে চেয়েছেন।`,
    example: 'Not enough VIP points: you have 5.00 VP and asked to convert 10.00 VP.',
  },
  {
    pattern: /^Claimed ৳([\d,.]+) in cash rewards\.$/,
    bangla: (part) => `৳${n(part(1))} ক্যাশ রিওয়ার্ড দাবি করা হয়েছে।`,
    example: 'Claimed ৳12.34 in cash rewards.',
  },
  // routes/content/games.ts, vip.ts: limits written from constants

  {
    pattern: /^per_page must be a whole number from (\d+) to (\d+)\.$/,
    bangla: (part) => `per_page অবশ্যই ${n(part(1))} থেকে ${n(part(2))}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।`,
    example: 'per_page must be a whole number from 1 to 5000.',
  },
  {
    pattern: /^Minimum VP Required: (\d+)$/,
    bangla: (part) => `সর্বনিম্ন প্রয়োজনীয় VP: ${n(part(1))}`,
    example: 'Minimum VP Required: 10',
  },
  // routes/content/games.ts: the platform code stays as is
  {
    pattern: /^(\S+) is under maintenance\. Please try another provider\.$/,
    bangla: (part) => `${part(1)} এখন রক্ষণাবেক্ষণের জন্য বন্ধ আছে। অনুগ্রহ করে অন্য প্রোভাইডার চেষ্টা করুন।`,
    example: 'JILI is under maintenance. Please try another provider.',
  },
  // exchange/betting.ts betMessages.stake / .priceMoved
  {
    pattern: /^Stake must be between ৳([\d,]+) and ৳([\d,]+)\.$/,
    bangla: (part) => `স্টেক ৳${n(part(1))} থেকে ৳${n(part(2))}-এর মধ্যে হতে হবে।`,
    example: 'Stake must be between ৳100 and ৳50,000.',
  },
  {
    pattern: /^The price has moved to ([\d.]+)\. Please check the odds and try again\.$/,
    bangla: (part) => `দর বদলে ${n(part(1))} হয়েছে। অনুগ্রহ করে অডস দেখে নিয়ে আবার চেষ্টা করুন।`,
    example: 'The price has moved to 1.95. Please check the odds and try again.',
  },
  // Lists of codes (game types, promotion categories) are values to send: they stay as they are.
  {
    pattern: /^type must be one of (.+)\.$/,
    bangla: (part) => `type অবশ্যই এগুলোর একটি হতে হবে: ${part(1)}।`,
    example: 'type must be one of SPORTS, CASINO, LIVE.',
  },
  {
    pattern: /^category must be one of (.+)\.$/,
    bangla: (part) => `category অবশ্যই এগুলোর একটি হতে হবে: ${part(1)}।`,
    example: 'category must be one of 99, 1, 2.',
  },
  {
    pattern: /^game_type must be one of (.+) \(or a comma-separated list\)\.$/,
    bangla: (part) => `game_type অবশ্যই এগুলোর একটি (অথবা কমা দিয়ে আলাদা করা তালিকা) হতে হবে: ${part(1)}।`,
    example: 'game_type must be one of SPORTS, CASINO (or a comma-separated list).',
  },
  // Field-name messages (the name is the API's own, sent as is)
  {
    pattern: /^([A-Za-z_]+) must be a user id\.$/,
    bangla: (part) => `${part(1)} অবশ্যই একটি ইউজার আইডি হতে হবে।`,
    example: 'user_one_id must be a user id.',
  },
  {
    pattern: /^([A-Za-z_]+) is required\.$/,
    bangla: (part) => `${part(1)} দিতে হবে।`,
    example: 'vip_coin is required.',
  },
  {
    pattern: /^([A-Za-z_]+) is too long\.$/,
    bangla: (part) => `${part(1)} অনেক লম্বা।`,
    example: 'remote_id is too long.',
  },
  {
    pattern: /^([A-Za-z_]+) is too large\.$/,
    bangla: (part) => `${part(1)} অনেক বড়।`,
    example: 'odds is too large.',
  },
  // zod's default English messages (fields without a message of our own)
  {
    pattern: /^Invalid input: expected (\w+), received (\w+)$/,
    bangla: (part) => `ইনপুট সঠিক নয়: ${zodType(part(1))} হওয়ার কথা, কিন্তু এসেছে ${zodType(part(2))}`,
    example: 'Invalid input: expected number, received string',
  },
  {
    pattern: /^Invalid input: expected (.+)$/,
    bangla: (part) => `ইনপুট সঠিক নয়: ${part(1)} হওয়ার কথা`,
    example: 'Invalid input: expected "fancy"',
  },
  {
    pattern: /^Invalid option: expected one of (.+)$/,
    bangla: (part) => `বিকল্পটি সঠিক নয়: এগুলোর একটি হতে হবে: ${part(1)}`,
    example: 'Invalid option: expected one of "back"|"lay"',
  },
  {
    pattern: /^Too big: expected \w+ to have (<=?)(\d+) (\w+)$/,
    bangla: (part) => (part(1) === '<=' ? `অনেক বড়: সর্বোচ্চ ${n(part(2))} ${zodUnit(part(3))} হতে পারে` : `অনেক বড়: ${n(part(2))} ${zodUnit(part(3))}-এর কম হতে হবে`),
    example: 'Too big: expected string to have <=100 characters',
  },
  {
    pattern: /^Too small: expected \w+ to have (>=?)(\d+) (\w+)$/,
    bangla: (part) => (part(1) === '>=' ? `অনেক ছোট: কমপক্ষে ${n(part(2))} ${zodUnit(part(3))} হতে হবে` : `অনেক ছোট: ${n(part(2))} ${zodUnit(part(3))}-এর বেশি হতে হবে`),
    example: 'Too small: expected string to have >=1 characters',
  },
  {
    pattern: /^Too big: expected \w+ to be (<=?)(-?[\d.]+)$/,
    bangla: (part) => (part(1) === '<=' ? `অনেক বড়: ${n(part(2))}-এর বেশি হতে পারবে না` : `অনেক বড়: ${n(part(2))}-এর কম হতে হবে`),
    example: 'Too big: expected number to be <=1000',
  },
  {
    pattern: /^Too small: expected \w+ to be (>=?)(-?[\d.]+)$/,
    bangla: (part) => (part(1) === '>=' ? `অনেক ছোট: কমপক্ষে ${n(part(2))} হতে হবে` : `অনেক ছোট: ${n(part(2))}-এর বেশি হতে হবে`),
    example: 'Too small: expected number to be >0',
  },
];

/** The Bangla of one of the server's English messages, or undefined when it is not catalogued. */
export function banglaOf(english: string): string | undefined {
  if (Object.hasOwn(BN_MESSAGES, english)) return BN_MESSAGES[english];
  for (const template of BN_TEMPLATES) {
    const match = template.pattern.exec(english);
    if (match) return template.bangla((index) => match[index] ?? '');
  }
  return undefined;
}
