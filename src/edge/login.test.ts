import { loginFailure } from '../../machines/login';
import { ApiError, describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const loginFailureFrom = (error: unknown) => loginFailure(describeFailure(error));

describe('loginFailureFrom: what the login form shows for a failed call (spec 1 §8)', () => {
  it('decides by the answer’s code: invalid_credentials with the tries left and the captcha, throttled, captcha_required, captcha_wrong', () => {
    const refusal = (message: string, status: number, body: object) => new ApiError(message, status, {}, 'http', null, { message, ...body });
    expect(loginFailureFrom(refusal('Invalid credentials', 401, { code: 'invalid_credentials', tries_left: 2, needs_captcha: false }))).toEqual({
      kind: 'invalidCredentials',
      message: 'Invalid credentials',
      triesLeft: 2,
      captchaNeeded: false,
    });
    expect(loginFailureFrom(refusal('Invalid credentials', 401, { code: 'invalid_credentials', tries_left: 0, needs_captcha: true }))).toMatchObject({ triesLeft: 0, captchaNeeded: true });
    expect(loginFailureFrom(refusal('Invalid credentials', 401, { code: 'invalid_credentials', tries_left: 'many' }))).toMatchObject({ triesLeft: null, captchaNeeded: false });
    const throttled = 'Too many failed login attempts. Please try again in 15 minutes.';
    expect(loginFailureFrom(refusal(throttled, 429, { code: 'throttled', retry_after: 900 }))).toEqual({ kind: 'throttled', message: throttled });
    expect(loginFailureFrom(refusal('লগইন করতে ক্যাপচাটি লিখুন।', 401, { code: 'captcha_required' }))).toEqual({ kind: 'captchaRequired', message: 'লগইন করতে ক্যাপচাটি লিখুন।' });
    expect(loginFailureFrom(refusal('The captcha is incorrect or has expired.', 401, { code: 'captcha_wrong' }))).toEqual({ kind: 'captchaWrong', message: 'The captcha is incorrect or has expired.' });
  });

  it('without a code: a 429 is a pause, any other refusal gives the server message', () => {
    expect(loginFailureFrom(new ApiError('Invalid credentials', 401))).toEqual({ kind: 'rejected', message: 'Invalid credentials' });
    const throttled = 'Too many failed login attempts. Please try again in 15 minutes.';
    expect(loginFailureFrom(new ApiError(throttled, 429))).toEqual({ kind: 'throttled', message: throttled });
    expect(loginFailureFrom(new ApiError('Your account is not active. Please contact customer service.', 403, {}, 'http', null, { code: 'account_inactive' }))).toEqual({
      kind: 'rejected',
      message: 'Your account is not active. Please contact customer service.',
    });
  });

  it('an answer without a message of its own falls back to "Invalid credentials" (no message)', () => {
    expect(loginFailureFrom(new ApiError('Unauthorized', 401))).toEqual({ kind: 'rejected', message: null });
    expect(loginFailureFrom(new ApiError('HTTP 401', 401))).toEqual({ kind: 'rejected', message: null });
    expect(loginFailureFrom(new ApiError('', 401))).toEqual({ kind: 'rejected', message: null });
  });

  it('422 puts the field errors under their fields', () => {
    const error = new ApiError('Invalid username (only letters and numbers)', 422, { username: ['Invalid username (only letters and numbers)'] });
    expect(loginFailureFrom(error)).toEqual({ kind: 'invalidFields', username: 'Invalid username (only letters and numbers)', password: null });
    expect(loginFailureFrom(new ApiError('Something is off', 422))).toEqual({ kind: 'rejected', message: 'Something is off' });
  });

  it('no answer, a timeout, server trouble or an unexpected answer is the network error', () => {
    expect(loginFailureFrom(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'network' });
    expect(loginFailureFrom(new ApiError('timeout', null, {}, 'timeout'))).toEqual({ kind: 'network' });
    expect(loginFailureFrom(new ApiError('Server error', 500))).toEqual({ kind: 'network' });
    expect(loginFailureFrom(new ApiError('Unexpected answer from login', null, {}, 'invalidResponse'))).toEqual({ kind: 'network' });
    expect(loginFailureFrom(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
});
