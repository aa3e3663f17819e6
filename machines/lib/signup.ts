/**
 * What both sign-up forms share (spec 1 §2.6, §3, §5): the create-players request and the field
 * checks. The one-page form (`machines/signup.ts`) and the two-step form (`machines/signupSteps.ts`)
 * build the same request and check with these; the edge sends it as it is.
 */

/** The currencies a player may choose (spec 1 §3, §9); BDT first and chosen by default. */
export const SIGNUP_CURRENCIES = ['BDT', 'INR', 'PKR'] as const;
export type SignupCurrency = (typeof SIGNUP_CURRENCIES)[number];

/**
 * The sign-up payload of spec 1 §3 (status is always "active"; the edge adds it, and form "steps"
 * for the two-step variant), with the captcha's id and digits when the form carries one.
 */
export type SignupRequest = SignupTexts & {
  referral_code: string;
  currency: SignupCurrency;
  captcha_id?: string;
  captcha?: string;
};

/** The texts the form and the request name alike. */
type SignupTexts = { username: string; password: string; confirmPassword: string; name: string; phone: string; email: string };

/** The form's fields as typed, under the request's meaning: the request trims them (never the passwords). */
export type SignupFields = SignupTexts & { referralCode: string; currency: SignupCurrency };

/** A request that carries the captcha (the two-step form always does). */
export type SignupRequestWithCaptcha = SignupRequest & Required<Pick<SignupRequest, 'captcha_id' | 'captcha'>>;

/** The request for these fields; with a captcha, its id and the typed digits. */
export function signupRequestFrom(fields: SignupFields, captcha: { id: string; code: string }): SignupRequestWithCaptcha;
export function signupRequestFrom(fields: SignupFields, captcha?: { id: string; code: string }): SignupRequest;
export function signupRequestFrom(fields: SignupFields, captcha?: { id: string; code: string }): SignupRequest {
  const request: SignupRequest = {
    username: fields.username.trim(),
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    name: fields.name.trim(),
    phone: fields.phone.trim(),
    email: fields.email.trim(),
    referral_code: fields.referralCode.trim(),
    currency: fields.currency,
  };
  return captcha === undefined ? request : { ...request, captcha_id: captcha.id, captcha: captcha.code.trim() };
}

/** Spec 1 §5, §9: the username's length, the password's least length. */
export const USERNAME_MIN = 8;
export const USERNAME_MAX = 16;
export const PASSWORD_MIN = 8;
/** Spec 1 §5 (two-step form): the full name's most characters. */
export const FULL_NAME_MAX = 100;

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{10,15}$/;
const FOUR_DIGITS = /^\d{4}$/;

/** A text field left empty (spaces count as empty). */
export const isBlank = (text: string): boolean => text.trim() === '';
/** A username or password of letters and digits only. */
export const isLettersAndDigits = (text: string): boolean => LETTERS_AND_DIGITS.test(text);
export const isUsernameLengthOk = (username: string): boolean => username.trim().length >= USERNAME_MIN && username.trim().length <= USERNAME_MAX;
export const isEmailAddress = (email: string): boolean => EMAIL.test(email.trim());
/** A phone number of 10 to 15 digits (Bangla digits already read as ASCII by the machines). */
export const isPhoneNumber = (phone: string): boolean => PHONE.test(phone.trim());
export const isPasswordLongEnough = (password: string): boolean => password.length >= PASSWORD_MIN;
export const doPasswordsDiffer = (password: string, confirmation: string): boolean => confirmation !== password;
export const isNameTooLong = (name: string): boolean => name.trim().length > FULL_NAME_MAX;
/** The captcha's code: exactly 4 digits. */
export const isFourDigitCode = (code: string): boolean => FOUR_DIGITS.test(code.trim());
