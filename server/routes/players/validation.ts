import { z } from 'zod';
import { isMessageCode, say, type MessageCode } from '../../i18n/messages.ts';
import { isCommonPassword } from '../../security/common-passwords.ts';

export type Fields = Record<string, unknown>;

/** The `code` of an answer whose client must act on the kind of refusal (never on its words). */
export type ErrorCode = 'password_common' | 'captcha_required' | 'captcha_invalid' | 'throttled';

export type Checker = {
  /**
   * Records a field error; the first one recorded becomes the 422 `message` (and its `code`, when it
   * has one, the answer's `code`: clients decide by it, never by the words). A catalogue code as the
   * message (i18n/messages/players.ts) gives the catalogue's words and that code.
   */
  fail(field: string, message: MessageCode | string, code?: ErrorCode): void;
  /** Whether any error (or one for `field`) has been recorded. */
  failed(field?: string): boolean;
};

/**
 * A body/query schema whose checks run in a stated order with the spec's own messages.
 * Anything but a JSON object counts as an empty object (every field then "is required");
 * unknown fields are ignored.
 */
export function form<T>(check: (input: Fields, checker: Checker) => T) {
  return z.unknown().transform((raw, ctx): T => {
    const input: Fields = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Fields) : {};
    const failedFields = new Set<string>();
    const checker: Checker = {
      fail(field, message, code) {
        failedFields.add(field);
        const catalogued = isMessageCode(message);
        const issueCode = code ?? (catalogued ? message : undefined);
        ctx.addIssue({ code: 'custom', path: [field], message: catalogued ? say(message) : message, ...(issueCode ? { params: { code: issueCode } } : {}) });
      },
      failed: (field) => (field === undefined ? failedFields.size > 0 : failedFields.has(field)),
    };
    const output = check(input, checker);
    return failedFields.size > 0 ? z.NEVER : output;
  });
}

/** A field as text: strings as sent, finite numbers as digits, anything else as ''. */
export function text(input: Fields, key: string): string {
  const value = input[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export const USERNAME = /^[A-Za-z0-9]+$/;
export const LETTERS_DIGITS = /^[A-Za-z0-9]+$/;
/** Reset and change: letters and digits only, at least 8, at least one letter and one digit. */
export const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,}$/;
export const PHONE = /^\+?\d{10,15}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const SIX_DIGITS = /^\d{6}$/;
/** Longest password accepted anywhere (bounds the hashing work per request). */
export const PASSWORD_MAX = 128;

export const NEW_PASSWORD_RULE = say('new_password_rule');
export const PASSWORD_TOO_LONG = say('password_too_long');
export const PASSWORD_COMMON = say('password_common');

/**
 * The common-password rule, the same for sign-up (both forms), change and reset: after the spec's own
 * rules for the field pass, a password on the shipped list (any case) or one character repeated is
 * refused with `code: 'password_common'` (security/common-passwords.ts).
 */
export function refuseCommonPassword(checker: Checker, field: string, password: string): void {
  if (!checker.failed(field) && isCommonPassword(password)) checker.fail(field, 'password_common');
}

/** Digits only ('+880 1712-345678' → '8801712345678'). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * The spellings of one Bangladeshi number we treat as equal: with or without the 88 country prefix
 * ('8801712345678' and '01712345678').
 */
export function phoneVariants(phone: string): string[] {
  const digits = phoneDigits(phone);
  const variants = new Set([digits]);
  if (digits.startsWith('880')) variants.add(digits.slice(2));
  if (digits.startsWith('0')) variants.add(`88${digits}`);
  return [...variants];
}

/**
 * The one spelling of a number under which it is owned once verified (`verified_phones.number`): its
 * digits, with a leading 88 dropped before 0 ('+880 1712-345678', '8801712345678' and '01712345678' are
 * all '01712345678'). Two numbers are variants of each other exactly when their keys are equal. The
 * database computes the same in `phone_key()` (db/sql/verified-phones.sql); a test holds them together.
 */
export function phoneKey(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.startsWith('880') ? digits.slice(2) : digits;
}

/** A six-digit code field (OTP or verification code). */
export function codeField(input: Fields, checker: Checker, key: string, required: MessageCode): string {
  const code = text(input, key).trim();
  if (code === '') checker.fail(key, required);
  else if (!SIX_DIGITS.test(code)) checker.fail(key, 'code_not_six_digits');
  return code;
}
