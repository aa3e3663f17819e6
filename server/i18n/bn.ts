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
 * Issue 23: messages move to the code-keyed catalogues (messages/<area>.ts); the funds, rewards and
 * exchange refusals are there already (with `birthday_missing` and `turnover_open`, which the site decides by).
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

  // ---- deposits and withdrawals: by code in messages/funds.ts (zod's query checks of routes/funds/channels.ts stay here)
  // auth/remote-id.ts remoteIdMismatch still sends this without a code (funds sends `remote_id_mismatch`).
  'remote_id does not match the logged-in player.': 'remote_id লগইন করা খেলোয়াড়ের সাথে মিলছে না।',
  'The name field is required.': 'name দিতে হবে।',
  'The account type field is required.': 'অ্যাকাউন্টের ধরন (account type) দিতে হবে।',

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
  'kind must be received or used.': 'kind অবশ্যই received বা used হতে হবে।',
  'General settings not found.': 'সাধারণ সেটিংস পাওয়া যায়নি।',
  'slider_type must be Main, Favourite or Features.': 'slider_type অবশ্যই Main, Favourite বা Features হতে হবে।',
  'format must be list.': 'format অবশ্যই list হতে হবে।',
  'Social links not found.': 'সোশ্যাল লিংক পাওয়া যায়নি।',
  'Promotion not found.': 'প্রোমোশনটি পাওয়া যায়নি।',

  // ---- betting records (routes/provider/records.ts, under /api)
  'per_page must be 10, 25, 50 or 100.': 'per_page অবশ্যই ১০, ২৫, ৫০ বা ১০০ হতে হবে।',
  'date must be today, yesterday, last7days or all.': 'date অবশ্যই today, yesterday, last7days বা all হতে হবে।',
  'status must be settled or open.': 'status অবশ্যই settled বা open হতে হবে।',
  'platform must be a platform code or a comma-separated list of them.': 'platform অবশ্যই একটি প্ল্যাটফর্ম কোড বা কমা দিয়ে আলাদা করা কোডের তালিকা হতে হবে।',

  // ---- exchange bets: the list query's check (readQuery); the refusals and body checks are by code in messages/exchange.ts
  'status must be open or settled.': 'status অবশ্যই open বা settled হতে হবে।',
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
  // routes/content/games.ts: limits written from constants
  {
    pattern: /^per_page must be a whole number from (\d+) to (\d+)\.$/,
    bangla: (part) => `per_page অবশ্যই ${n(part(1))} থেকে ${n(part(2))}-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।`,
    example: 'per_page must be a whole number from 1 to 5000.',
  },
  // routes/content/games.ts: the platform code stays as is
  {
    pattern: /^(\S+) is under maintenance\. Please try another provider\.$/,
    bangla: (part) => `${part(1)} এখন রক্ষণাবেক্ষণের জন্য বন্ধ আছে। অনুগ্রহ করে অন্য প্রোভাইডার চেষ্টা করুন।`,
    example: 'JILI is under maintenance. Please try another provider.',
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
