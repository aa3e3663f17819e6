import { ApiError } from '../api/errors';
import { copyWith, shareWith } from './referral';
import { failed } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const referralFailureFrom = (error: unknown) => failed(describeFailure(error));

describe('referral edge', () => {
  it('reads a failed call: the server’s words, or none', () => {
    expect(referralFailureFrom(new ApiError('There are no cash rewards to claim.', 422))).toEqual({ kind: 'failed', message: 'There are no cash rewards to claim.' });
    expect(referralFailureFrom(new ApiError('Internal Server Error', 500))).toEqual({ kind: 'failed', message: null });
    expect(referralFailureFrom(new Error('offline'))).toEqual({ kind: 'failed', message: null });
  });

  it('copies through the clipboard, and rejects without one or when it refuses', async () => {
    const written: string[] = [];
    await copyWith({ clipboard: { writeText: async (text) => void written.push(text) } }, 'https://x/referral_code?referral_code=A');
    expect(written).toEqual(['https://x/referral_code?referral_code=A']);
    await expect(copyWith({}, 'l')).rejects.toThrow('No clipboard');
    await expect(copyWith({ clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } }, 'l')).rejects.toThrow('denied');
  });

  it('shares the link; no Web Share API is "unsupported", a closed sheet "cancelled"', async () => {
    const shared: unknown[] = [];
    await shareWith({ share: async (data) => void shared.push(data) }, 'https://x/l');
    expect(shared).toEqual([{ url: 'https://x/l' }]);
    await expect(shareWith({}, 'l')).rejects.toEqual({ kind: 'unsupported' });
    await expect(shareWith({ share: () => Promise.reject(new DOMException('closed', 'AbortError')) }, 'l')).rejects.toEqual({ kind: 'cancelled' });
    await expect(shareWith({ share: () => Promise.reject(new DOMException('no', 'NotAllowedError')) }, 'l')).rejects.toEqual({ kind: 'unsupported' });
  });
});
