import { ApiError } from '../api/errors';
import { forgotPasswordBodyOf, internationalPhone, } from './forgotPassword';
import { requestFailure } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const requestFailureFrom = (error: unknown) => requestFailure(describeFailure(error));

describe('forgot password edge', () => {
  it('sends the phone with its country code, without the trunk 0', () => {
    expect(internationalPhone('+880', '1700000002')).toBe('+8801700000002');
    expect(internationalPhone('+880', '01700-000 002')).toBe('+8801700000002');
    expect(internationalPhone('+91', '9876543210')).toBe('+919876543210');
    expect(forgotPasswordBodyOf({ channel: 'sms', username: 'demoplayer2', countryCode: '+92', phone: '3001234567' })).toEqual({
      type: 'sms',
      phone: '+923001234567',
      username: 'demoplayer2',
    });
    expect(forgotPasswordBodyOf({ channel: 'email', username: 'demoplayer2', email: 'demo2@takaplay.example' })).toEqual({
      type: 'email',
      email: 'demo2@takaplay.example',
      username: 'demoplayer2',
    });
  });

  it('shows the server message, else "failed", else "unreachable"', () => {
    expect(requestFailureFrom(new ApiError('Please wait 120 seconds before requesting a new code.', 429))).toEqual({
      kind: 'rejected',
      message: 'Please wait 120 seconds before requesting a new code.',
    });
    expect(requestFailureFrom(new ApiError('Unprocessable Entity', 422))).toEqual({ kind: 'failed' });
    expect(requestFailureFrom(new ApiError('HTTP 400', 400))).toEqual({ kind: 'failed' });
    expect(requestFailureFrom(new ApiError('Internal Server Error', 500))).toEqual({ kind: 'failed' });
    expect(requestFailureFrom(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'unreachable' });
    expect(requestFailureFrom(new ApiError('Unexpected answer', null, {}, 'invalidResponse'))).toEqual({ kind: 'unreachable' });
    expect(requestFailureFrom(new TypeError('x'))).toEqual({ kind: 'unreachable' });
  });
});
