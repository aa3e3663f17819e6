import { forgetDepositDraft, readDepositDraft, readTrxDraft, storageKeys, writeDepositDraft, writeTrxDraft } from './storage';
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

describe('the deposit form draft (issue 22)', () => {
  beforeEach(() => sessionStorage.clear());
  const draft = { promotionId: 4, methodName: 'bKash', channelId: 12, amount: '১৫০০', expiresAt: '2026-11-26T05:00:00.000Z' };

  it('is read back as written, and forgotten once the deposit is submitted', () => {
    expect(readDepositDraft()).toBeNull();
    writeDepositDraft(draft);
    expect(readDepositDraft()).toEqual(draft);
    forgetDepositDraft();
    expect(readDepositDraft()).toBeNull();
  });

  it('bad JSON, another version or a wrong shape is no draft', () => {
    for (const stored of ['{not json', JSON.stringify({ version: 2, draft }), JSON.stringify(draft), JSON.stringify({ version: 1, draft: { ...draft, amount: 1500 } })]) {
      sessionStorage.setItem(storageKeys.depositDraft, stored);
      expect(readDepositDraft()).toBeNull();
    }
  });
});
