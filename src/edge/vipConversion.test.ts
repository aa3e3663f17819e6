import { refusedOrFailed } from '../../machines/lib/failures';
import { ApiError, describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const conversionFailureFrom = (error: unknown) => refusedOrFailed(describeFailure(error));

describe('conversionFailureFrom: what a failed convert-vipcoin means (spec 2 §8)', () => {
  it('a 4xx is the server’s refusal, with its words or none', () => {
    expect(conversionFailureFrom(new ApiError('Minimum VP Required: 10', 422))).toEqual({ kind: 'refused', message: 'Minimum VP Required: 10' });
    expect(conversionFailureFrom(new ApiError('Unprocessable Entity', 422))).toEqual({ kind: 'refused', message: null });
  });

  it('no usable answer: server trouble, no network, a timeout or an unreadable answer', () => {
    expect(conversionFailureFrom(new ApiError('Internal server error', 500))).toEqual({ kind: 'failed' });
    expect(conversionFailureFrom(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'failed' });
    expect(conversionFailureFrom(new ApiError('timeout', null, {}, 'timeout'))).toEqual({ kind: 'failed' });
    expect(conversionFailureFrom(new ApiError('Unexpected answer', null, {}, 'invalidResponse'))).toEqual({ kind: 'failed' });
    expect(conversionFailureFrom(new TypeError('x'))).toEqual({ kind: 'failed' });
  });
});
