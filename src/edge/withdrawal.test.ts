import { withdrawCheckFailure, withdrawSubmitFailure } from '../../machines/withdrawal';
import { ApiError, describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier. */
const checkFailureFrom = (error: unknown) => withdrawCheckFailure(describeFailure(error));
const submitFailureFrom = (error: unknown) => withdrawSubmitFailure(describeFailure(error));

describe('checkFailureFrom: the withdraw check’s refusals (spec 1 §8)', () => {
  it('the code birthday_missing links the profile with the server’s words; the code decides, never the words (issue 23 §4)', () => {
    const birthday = 'Please set your Date of Birth in your profile before making a withdrawal.';
    expect(checkFailureFrom(new ApiError(birthday, 400, {}, 'http', null, { message: birthday, code: 'birthday_missing' }))).toEqual({ kind: 'birthdayMissing', message: birthday });
    expect(checkFailureFrom(new ApiError('Any words', 400, {}, 'http', null, { message: 'Any words', code: 'birthday_missing' }))).toEqual({ kind: 'birthdayMissing', message: 'Any words' });
    // Words alone decide nothing: without a code, a 400 is the server's words, and a wordless one the general error.
    expect(checkFailureFrom(new ApiError(birthday, 400))).toEqual({ kind: 'refused', message: birthday });
    expect(checkFailureFrom(new ApiError('Please complete your turnover and try again.', 400))).toEqual({ kind: 'refused', message: 'Please complete your turnover and try again.' });
    expect(checkFailureFrom(new ApiError('Bad Request', 400))).toEqual({ kind: 'failed', message: null });
  });

  it('the code turnover_open decides, whatever the words, and carries the turnover left (issue 22)', () => {
    const body = { success: false, message: 'Any words', error: 'Any words', code: 'turnover_open', turnover_left: '1234.50' };
    expect(checkFailureFrom(new ApiError('Any words', 400, {}, 'http', null, body))).toEqual({ kind: 'turnoverOpen', turnoverLeft: 1234.5 });
    expect(checkFailureFrom(new ApiError('Any words', 400, {}, 'http', null, { ...body, turnover_left: 'x' }))).toEqual({ kind: 'turnoverOpen', turnoverLeft: null });
  });

  it('the same refusals in Bangla, as the server answers a Bangla player: the code decides', () => {
    const birthday = 'উত্তোলনের আগে আপনার প্রোফাইলে জন্ম তারিখ দিন।';
    expect(checkFailureFrom(new ApiError(birthday, 400, {}, 'http', null, { message: birthday, code: 'birthday_missing' }))).toEqual({ kind: 'birthdayMissing', message: birthday });
    const turnover = 'টার্নওভার পূর্ণ করে আবার চেষ্টা করুন।';
    expect(checkFailureFrom(new ApiError(turnover, 400, {}, 'http', null, { message: turnover, code: 'turnover_open', turnover_left: '45.50' }))).toEqual({ kind: 'turnoverOpen', turnoverLeft: 45.5 });
  });

  it('another 400 is the server’s words; other failures their words or none', () => {
    expect(checkFailureFrom(new ApiError('Please verify your phone number first.', 400))).toEqual({ kind: 'refused', message: 'Please verify your phone number first.' });
    expect(checkFailureFrom(new ApiError('You already have a withdraw request pending.', 409))).toEqual({ kind: 'failed', message: 'You already have a withdraw request pending.' });
    expect(checkFailureFrom(new ApiError('Internal server error', 500))).toEqual({ kind: 'failed', message: null });
    expect(checkFailureFrom(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'failed', message: null });
    expect(checkFailureFrom(new TypeError('x'))).toEqual({ kind: 'failed', message: null });
  });
});

describe('submitFailureFrom: whether a retry may resend the same request', () => {
  it('a 4xx is the server’s answer; no answer, a timeout or a 5xx may not be', () => {
    expect(submitFailureFrom(new ApiError('Insufficient balance. Your balance is ৳0.00.', 422))).toEqual({ kind: 'refused', message: 'Insufficient balance. Your balance is ৳0.00.' });
    expect(submitFailureFrom(new ApiError('Conflict', 409))).toEqual({ kind: 'refused', message: null });
    expect(submitFailureFrom(new ApiError('Internal server error', 500))).toEqual({ kind: 'noAnswer' });
    expect(submitFailureFrom(new ApiError('timeout', null, {}, 'timeout'))).toEqual({ kind: 'noAnswer' });
    expect(submitFailureFrom(new ApiError('Unexpected answer', null, {}, 'invalidResponse'))).toEqual({ kind: 'noAnswer' });
  });
});
