import { dhakaDate, dhakaTimeOrNoData, fundsSummaryText } from './format';

describe('account overview texts', () => {
  it('times and dates in Dhaka (GMT+6), No Data when there is none', () => {
    expect(dhakaTimeOrNoData('2026-11-21T20:30:00.000Z')).toBe('2026-11-22 02:30');
    expect(dhakaTimeOrNoData(null)).toBe('No Data');
    expect(dhakaDate('2026-11-21T19:00:00.000Z')).toBe('2026-11-22');
  });

  it('a deposit or withdrawal: amount, status and time', () => {
    expect(fundsSummaryText({ amount: 750, status: 'pending', createdAt: '2026-11-21T08:00:00.000Z' })).toBe('৳750.00 · Processing · 2026-11-21 14:00');
    expect(fundsSummaryText({ amount: 1000, status: 'success', createdAt: '2026-11-21T08:00:00.000Z' })).toContain('Success');
    expect(fundsSummaryText(null)).toBe('No Data');
  });
});
