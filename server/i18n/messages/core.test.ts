import { invalidKeyAnswer } from '../../money/idempotency.ts';
import { banglaFor, refusal, say } from '../messages.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';
import { coreMessages } from './core.ts';

/** The English words the site and the spec know (as they were before the codes): a changed wording fails. */
const ENGLISH: Readonly<Record<keyof typeof coreMessages, string>> = {
  not_found: 'Not found',
  server_error: 'Internal server error',
  request_failed: 'Request failed',
  body_too_large: 'Request body too large',
  body_not_json: 'The request body is not valid JSON.',
  data_invalid: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  idempotency_key_invalid: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ : . characters.',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
  page_invalid: 'The page must be a whole number from 1 to 999999.',
  date_range_invalid: 'date must be today, yesterday, last7days or all.',
  remote_id_mismatch: 'remote_id does not match the logged-in player.',
  remote_id_too_long: 'remote_id is too long.',
  input_invalid: 'Invalid input',
  // zod's own words: a sample of each kind
  input_type_invalid: 'Invalid input: expected number, received string',
  input_option_invalid: 'Invalid option: expected one of "back"|"lay"',
  input_too_big: 'Too big: expected string to have <=100 characters',
  input_too_small: 'Too small: expected number to be >0',
};

describe('the core messages (app, http, auth, idempotency)', () => {
  expectBanglaCatalogue(coreMessages, ENGLISH);

  it('answers the idempotency refusal by code', () => {
    expect(invalidKeyAnswer.body).toEqual(refusal('idempotency_key_invalid'));
    expect(say('unauthenticated')).toBe('Unauthenticated.');
    expect(banglaFor('unauthenticated', {})).toBe('আপনি লগইন অবস্থায় নেই। অনুগ্রহ করে আবার লগইন করুন।');
  });

  it.each([
    ['input_type_invalid', 'Invalid input: expected number, received string', 'ইনপুট সঠিক নয়: সংখ্যা হওয়ার কথা, কিন্তু এসেছে লেখা'],
    ['input_type_invalid', 'Invalid input: expected object, received null', 'ইনপুট সঠিক নয়: অবজেক্ট হওয়ার কথা, কিন্তু এসেছে null'],
    ['input_option_invalid', 'Invalid input: expected "fancy"', 'ইনপুট সঠিক নয়: "fancy" হওয়ার কথা'],
    ['input_option_invalid', 'Invalid option: expected one of "back"|"lay"', 'বিকল্পটি সঠিক নয়: এগুলোর একটি হতে হবে: "back"|"lay"'],
    ['input_too_big', 'Too big: expected string to have <=100 characters', 'অনেক বড়: সর্বোচ্চ ১০০ অক্ষর হতে পারে'],
    ['input_too_big', 'Too big: expected number to be <=1000', 'অনেক বড়: ১০০০-এর বেশি হতে পারবে না'],
    ['input_too_small', 'Too small: expected number to be >0', 'অনেক ছোট: ০-এর বেশি হতে হবে'],
    ['input_too_small', 'Too small: expected string to have >=1 characters', 'অনেক ছোট: কমপক্ষে ১ অক্ষর হতে হবে'],
    // words of the kind the pattern does not know: the kind's plain Bangla
    ['input_too_big', 'Too big: expected date to be something', 'অনেক বড়'],
  ])('reads zod’s own words by code: %s %s', (code, english, bangla) => {
    expect(banglaFor(code, {}, english)).toBe(bangla);
  });
});
