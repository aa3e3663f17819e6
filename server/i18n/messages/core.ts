import { defineMessages, toBanglaDigits, type Message } from '../catalogue.ts';

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

/**
 * One of zod's own messages (a field without a message of ours; `http/json-body.ts` gives it the code
 * of its kind). Its variable parts (types, limits) exist only in zod's English words, so the Bangla is
 * read from them with this code's one pattern; words it does not know get the kind's plain Bangla.
 */
const zodMessage = (patterns: readonly [RegExp, (part: (index: number) => string) => string][], plain: string): Message => ({
  en: (_answer, english) => english,
  bn: (_answer, english) => {
    for (const [pattern, bangla] of patterns) {
      const match = pattern.exec(english);
      if (match) return bangla((index) => match[index] ?? '');
    }
    return plain;
  },
});

/** app.ts, http/, auth/, the body limit, idempotency, and zod's own field messages. */
export const coreMessages = defineMessages({
  not_found: { en: 'Not found', bn: 'পাওয়া যায়নি' },
  server_error: { en: 'Internal server error', bn: 'সার্ভারে একটি অভ্যন্তরীণ সমস্যা হয়েছে' },
  request_failed: { en: 'Request failed', bn: 'অনুরোধটি সম্পন্ন করা যায়নি' },
  body_too_large: { en: 'Request body too large', bn: 'অনুরোধের আকার অনেক বড়' },
  body_not_json: { en: 'The request body is not valid JSON.', bn: 'অনুরোধের বডি সঠিক JSON নয়।' },
  data_invalid: { en: 'The given data was invalid.', bn: 'দেওয়া তথ্য সঠিক নয়।' },
  unauthenticated: { en: 'Unauthenticated.', bn: 'আপনি লগইন অবস্থায় নেই। অনুগ্রহ করে আবার লগইন করুন।' },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ : . characters.',
    bn: 'Idempotency-Key হেডারে ৮ থেকে ১২৮টি অক্ষর, অঙ্ক বা - _ : . চিহ্ন থাকতে হবে।',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request.',
    bn: 'এই Idempotency-Key আগেই অন্য একটি অনুরোধে ব্যবহার করা হয়েছে।',
  },

  // ---- the shared query checks (http/paging.ts, http/date-range.ts) and the remote_id check (auth/remote-id.ts)
  page_invalid: { en: 'The page must be a whole number from 1 to 999999.', bn: 'পেজ অবশ্যই ১ থেকে ৯৯৯৯৯৯-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে।' },
  date_range_invalid: { en: 'date must be today, yesterday, last7days or all.', bn: 'date অবশ্যই today, yesterday, last7days বা all হতে হবে।' },
  remote_id_mismatch: { en: 'remote_id does not match the logged-in player.', bn: 'remote_id লগইন করা খেলোয়াড়ের সাথে মিলছে না।' },
  remote_id_too_long: { en: 'remote_id is too long.', bn: 'remote_id অনেক লম্বা।' },

  // ---- zod's own messages, by kind (http/json-body.ts zodCodeOf)
  input_invalid: { en: 'Invalid input', bn: 'ইনপুট সঠিক নয়' },
  input_type_invalid: zodMessage(
    [
      [/^Invalid input: expected (\w+), received (\w+)$/, (part) => `ইনপুট সঠিক নয়: ${zodType(part(1))} হওয়ার কথা, কিন্তু এসেছে ${zodType(part(2))}`],
      [/^Invalid input: expected (\w+)$/, (part) => `ইনপুট সঠিক নয়: ${zodType(part(1))} হওয়ার কথা`],
    ],
    'ইনপুট সঠিক নয়',
  ),
  input_option_invalid: zodMessage(
    [
      [/^Invalid option: expected one of (.+)$/, (part) => `বিকল্পটি সঠিক নয়: এগুলোর একটি হতে হবে: ${part(1)}`],
      [/^Invalid input: expected (.+)$/, (part) => `ইনপুট সঠিক নয়: ${part(1)} হওয়ার কথা`],
    ],
    'বিকল্পটি সঠিক নয়',
  ),
  input_too_big: zodMessage(
    [
      [/^Too big: expected \w+ to have (<=?)(\d+) (\w+)$/, (part) => (part(1) === '<=' ? `অনেক বড়: সর্বোচ্চ ${n(part(2))} ${zodUnit(part(3))} হতে পারে` : `অনেক বড়: ${n(part(2))} ${zodUnit(part(3))}-এর কম হতে হবে`)],
      [/^Too big: expected \w+ to be (<=?)(-?[\d.]+)$/, (part) => (part(1) === '<=' ? `অনেক বড়: ${n(part(2))}-এর বেশি হতে পারবে না` : `অনেক বড়: ${n(part(2))}-এর কম হতে হবে`)],
    ],
    'অনেক বড়',
  ),
  input_too_small: zodMessage(
    [
      [/^Too small: expected \w+ to have (>=?)(\d+) (\w+)$/, (part) => (part(1) === '>=' ? `অনেক ছোট: কমপক্ষে ${n(part(2))} ${zodUnit(part(3))} হতে হবে` : `অনেক ছোট: ${n(part(2))} ${zodUnit(part(3))}-এর বেশি হতে হবে`)],
      [/^Too small: expected \w+ to be (>=?)(-?[\d.]+)$/, (part) => (part(1) === '>=' ? `অনেক ছোট: কমপক্ষে ${n(part(2))} হতে হবে` : `অনেক ছোট: ${n(part(2))}-এর বেশি হতে হবে`)],
    ],
    'অনেক ছোট',
  ),
});
