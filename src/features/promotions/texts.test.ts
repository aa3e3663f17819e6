import { PROMOTION_CATEGORIES } from '../../../machines/promotions';
import { categoryLabel, durationText } from './texts';

describe('promotion texts (spec 2 §2, §9)', () => {
  it('labels the strip as the spec’s mobile tabs: ALL, then the visible categories in order', () => {
    expect([null, ...PROMOTION_CATEGORIES].map(categoryLabel)).toEqual([
      'ALL',
      'Welcome Offer',
      'Slots',
      'Live Casino',
      'Sports',
      'Fishing',
      'E-sports',
      'Lottery',
      'P2P',
      'Table',
      'Arcade',
      'Crash',
      'Others',
    ]);
  });

  it('writes the duration with the spec’s date form, open on either side', () => {
    expect(durationText({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBe('2024/01/01 – 2024/12/31');
    expect(durationText({ startDate: '2026-10-25', endDate: null })).toBe('From 2026/10/25');
    expect(durationText({ startDate: null, endDate: '2027-12-31' })).toBe('Until 2027/12/31');
    expect(durationText({ startDate: null, endDate: null })).toBe('Ongoing');
  });
});
