import { readTrxDraft, storageKeys, writeTrxDraft } from './storage';
import { trxDraftKeyOf } from './makePayment';

describe('the TRX ID draft of /make-payment (issue 22)', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives for its own payment only, and a damaged draft is none', () => {
    const payment = trxDraftKeyOf({ accountNumber: '01712345678', deadline: '2026-11-26T05:00:00.000Z' });
    const other = trxDraftKeyOf({ accountNumber: '01712345678', deadline: '2026-11-26T06:00:00.000Z' });
    expect(readTrxDraft(payment)).toBe('');
    writeTrxDraft(payment, 'TRX123ABC');
    expect(readTrxDraft(payment)).toBe('TRX123ABC');
    expect(readTrxDraft(other)).toBe('');
    sessionStorage.setItem(storageKeys.trxDraft, '{not json');
    expect(readTrxDraft(payment)).toBe('');
  });
});
