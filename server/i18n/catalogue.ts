/**
 * The server's player-facing messages, keyed by a stable code (issue 23). Each answer that carries a
 * message also carries its `code`; the site decides by the code and shows the message. The words are
 * written once here, in English and Bangla: the routes write the English (`say`, `refusal`), and the
 * language middleware replaces it with the Bangla of the same code when the request prefers `bn`.
 *
 * Words with variable parts are functions of the answer body itself, so every variable part is also a
 * field of the answer (`tries_left`, `minutes`, `min`, `max`, …) — data the site can use — and the
 * translation needs nothing but the body (idempotent replays included).
 *
 * One code, one sentence. Where the site already uses one code for two sentences (`throttled` and
 * `captcha_required`, log-in vs sign-up), the catalogue has one entry per sentence (`login_throttled`,
 * `signup_throttled`, …) and the answer keeps the site's `code` and names its words in `message_code`
 * (`refusalAs` in messages.ts); the language middleware translates by `message_code` when present.
 *
 * Conventions for the Bangla: Bengali script, Bangla digits (`toBanglaDigits`) for every number we
 * write or insert; the taka sign ৳, brand and product names (TakaPlay, bKash, Nagad, VIP, VP, OTP,
 * TRX ID, JPEG…) and the API's own field names and codes stay as they are.
 */
export type Answer = Readonly<Record<string, unknown>>;
/**
 * The words of a code: fixed, or built from the answer's fields. `english` is the English text being
 * translated; only zod's own field messages (messages/core.ts `input_*`) need it, since their variable
 * parts are in zod's words and nowhere else.
 */
export type Words = string | ((answer: Answer, english: string) => string);

export interface Message {
  readonly en: Words;
  readonly bn: Words;
}

/** An area's messages: `code → { en, bn }`. Codes are snake_case and never change once sent. */
export type Catalogue = Readonly<Record<string, Message>>;

/** Keeps the codes as literal keys (so `say('typo')` does not compile). */
export const defineMessages = <const T extends Catalogue>(messages: T): T => messages;

const BANGLA_DIGITS = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

/** `'৳1,250.50'` → `'৳১,২৫০.৫০'`: ASCII digits to Bangla digits, everything else unchanged. */
export function toBanglaDigits(text: string | number): string {
  return String(text).replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)] ?? digit);
}

/** A field of the answer as text ('' when missing), for words with variable parts. */
export const field = (answer: Answer, name: string): string => {
  const value = answer[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

export const wordsOf = (words: Words, answer: Answer, english = ''): string => (typeof words === 'string' ? words : words(answer, english));
