import type { TransactionRecord, TurnoverRecord } from '../../../machines/recordFilters';
import { accountTypeOf, reasonOf, bonusMultipleOf, desktopTurnoverProgress, groupByDhakaDate, mobileTurnoverProgress, percentText, turnoverProgress, turnoverTitleOf } from './recordsView';

const turnover = (extra: Partial<TurnoverRecord> & { promotionTurnover?: number | null } = {}): TurnoverRecord => ({
  kind: 'turnover',
  id: 1,
  status: 'active',
  requiredTurnover: 1000,
  remainingTurnover: 400,
  createdAt: '2026-11-22T06:00:00.000Z',
  promotionName: null,
  ...extra,
});

describe('turnover progress (spec 2 §9)', () => {
  it('mobile: remaining / required × 100, 0 when required is 0', () => {
    expect(mobileTurnoverProgress(turnover())).toBe(40);
    expect(mobileTurnoverProgress(turnover({ requiredTurnover: 0, remainingTurnover: 0 }))).toBe(0);
  });

  it('desktop: turnover so far / required, capped at 100', () => {
    expect(desktopTurnoverProgress(turnover())).toBe(60);
    expect(desktopTurnoverProgress(turnover({ remainingTurnover: -50 }))).toBe(100);
  });

  it('a completed turnover is 100% on both layouts', () => {
    expect(turnoverProgress(turnover({ status: 'complete', remainingTurnover: 0 }), true)).toBe(100);
    expect(turnoverProgress(turnover({ status: 'complete', remainingTurnover: 0 }), false)).toBe(100);
    expect(turnoverProgress(turnover(), true)).toBe(40);
  });

  it('percent text has at most 2 decimals', () => {
    expect(percentText(100 / 3)).toBe('33.33');
    expect(percentText(40)).toBe('40');
  });

  it('bonus multiple: required / promotion turnover (default 1), 2 decimals', () => {
    expect(bonusMultipleOf(turnover())).toBe('1000.00');
    expect(bonusMultipleOf(turnover({ promotionTurnover: 3 }))).toBe('333.33');
    expect(bonusMultipleOf(turnover({ promotionTurnover: 0 }))).toBe('1000.00');
  });

  it('titles: the promotion, else Deposit Without any Promotion / Deposit', () => {
    expect(turnoverTitleOf(turnover({ promotionName: 'Welcome' }))).toEqual({ text: 'Welcome' });
    expect(turnoverTitleOf(turnover())).toEqual({ key: 'records.turnover.noPromotionActive' });
    expect(turnoverTitleOf(turnover({ status: 'complete' }))).toEqual({ key: 'records.turnover.noPromotionComplete' });
  });
});

const transaction = (createdAt: string, extra: Record<string, unknown> = {}): TransactionRecord => ({
  kind: 'transaction',
  transactionId: createdAt,
  action: 'deposit',
  amount: 500,
  key: '1',
  createdAt,
  updatedAt: createdAt,
  paymentMethodName: null,
  ...extra,
});

describe('transactions', () => {
  it('groups by the Dhaka date (18:00 UTC is the next day in Dhaka)', () => {
    const rows = [transaction('2026-11-22T18:30:00.000Z'), transaction('2026-11-22T10:00:00.000Z'), transaction('2026-11-22T01:00:00.000Z')];
    expect(groupByDhakaDate(rows).map((group) => [group.date, group.rows.length])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-22', 2],
    ]);
  });

  it('reads the operator’s reason the API edge adds, for a failed transaction only', () => {
    expect(reasonOf({ ...transaction('2026-11-22T01:00:00.000Z', { reason: 'wrong number' }), key: '2' })).toBe('wrong number');
    expect(reasonOf({ ...transaction('2026-11-22T01:00:00.000Z', { reason: 'wrong number' }), key: '1' })).toBeNull();
    expect(reasonOf({ ...transaction('2026-11-22T01:00:00.000Z'), key: '2' })).toBeNull();
  });

  it('reads the account type the API edge adds', () => {
    expect(accountTypeOf(transaction('2026-11-22T01:00:00.000Z', { accountType: 'Agent' }))).toBe('Agent');
    expect(accountTypeOf(transaction('2026-11-22T01:00:00.000Z'))).toBeNull();
  });
});
