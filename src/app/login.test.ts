import { ApiError } from '../api/errors';
import { loginFailureOf } from './login';

describe('loginFailureOf: what the login form shows for a failed call (spec 1 §8)', () => {
  it('401 and 429 give the server message', () => {
    expect(loginFailureOf(new ApiError('Invalid credentials', 401))).toEqual({ kind: 'rejected', message: 'Invalid credentials' });
    const throttled = 'Too many failed login attempts. Please try again in 15 minutes.';
    expect(loginFailureOf(new ApiError(throttled, 429))).toEqual({ kind: 'rejected', message: throttled });
  });

  it('an answer without a message of its own falls back to "Invalid credentials" (no message)', () => {
    expect(loginFailureOf(new ApiError('Unauthorized', 401))).toEqual({ kind: 'rejected', message: null });
    expect(loginFailureOf(new ApiError('HTTP 401', 401))).toEqual({ kind: 'rejected', message: null });
    expect(loginFailureOf(new ApiError('', 401))).toEqual({ kind: 'rejected', message: null });
  });

  it('422 puts the field errors under their fields', () => {
    const error = new ApiError('Invalid username (only letters and numbers)', 422, { username: ['Invalid username (only letters and numbers)'] });
    expect(loginFailureOf(error)).toEqual({ kind: 'invalidFields', username: 'Invalid username (only letters and numbers)', password: null });
    expect(loginFailureOf(new ApiError('Something is off', 422))).toEqual({ kind: 'rejected', message: 'Something is off' });
  });

  it('no answer, a timeout, server trouble or an unexpected answer is the network error', () => {
    expect(loginFailureOf(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'network' });
    expect(loginFailureOf(new ApiError('timeout', null, {}, 'timeout'))).toEqual({ kind: 'network' });
    expect(loginFailureOf(new ApiError('Server error', 500))).toEqual({ kind: 'network' });
    expect(loginFailureOf(new ApiError('Unexpected answer from login', null, {}, 'invalidResponse'))).toEqual({ kind: 'network' });
    expect(loginFailureOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
});
