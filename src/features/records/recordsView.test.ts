import type { TransactionRecord, TurnoverRecord } from '../../../machines/recordFilters';
import { accountTypeOf, groupByDhakaDate, percentText, promotionTurnoverOf, reasonOf, turnoverTitleOf } from './recordsView';

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

describe('turnover card texts', () => {
  it('percent text has at most 2 decimals', () => {
    expect(percentText(100 / 3)).toBe('33.33');
    expect(percentText(40)).toBe('40');
  });

  it('the promotion turnover sent by the edge, null when absent', () => {
    expect(promotionTurnoverOf(turnover({ promotionTurnover: 3 }))).toBe(3);
    expect(promotionTurnoverOf(turnover())).toBeNull();
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
