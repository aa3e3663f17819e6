import { setPreferredLanguage } from '../i18n';
import { formatNumber, formatTaka, localizeDigits } from './money';

describe('formatTaka', () => {
  afterEach(() => setPreferredLanguage('en'));

  it('uses the taka sign and lakh grouping', () => {
    expect(formatTaka(300000)).toBe('৳3,00,000');
    expect(formatTaka(12345678)).toBe('৳1,23,45,678');
    expect(formatTaka(500)).toBe('৳500');
  });
  it('keeps up to two decimals, or exactly two when asked', () => {
    expect(formatTaka(1234.5)).toBe('৳1,234.5');
    expect(formatTaka(1234.5, { fixedDecimals: true })).toBe('৳1,234.50');
    expect(formatTaka(0.005)).toBe('৳0.01');
  });
  it('puts the minus before the sign', () => {
    expect(formatTaka(-250)).toBe('-৳250');
  });

  it('writes Bengali digits with the same grouping in Bangla', () => {
    expect(formatTaka(300000, { language: 'bn' })).toBe('৳৩,০০,০০০');
    expect(formatTaka(12345678, { language: 'bn' })).toBe('৳১,২৩,৪৫,৬৭৮');
    expect(formatTaka(1234.5, { fixedDecimals: true, language: 'bn' })).toBe('৳১,২৩৪.৫০');
    expect(formatTaka(-250, { language: 'bn' })).toBe('-৳২৫০');
  });

  it('follows the chosen language', async () => {
    await setPreferredLanguage('bn');
    expect(formatTaka(300000)).toBe('৳৩,০০,০০০');
    await setPreferredLanguage('en');
    expect(formatTaka(300000)).toBe('৳3,00,000');
  });
});

describe('formatNumber and localizeDigits', () => {
  it('group like taka and use the language digits', () => {
    expect(formatNumber(1500000, { language: 'en' })).toBe('15,00,000');
    expect(formatNumber(1500000, { language: 'bn' })).toBe('১৫,০০,০০০');
    expect(localizeDigits('2026-11-22 00:30', 'bn')).toBe('২০২৬-১১-২২ ০০:৩০');
    expect(localizeDigits('2026-11-22', 'en')).toBe('2026-11-22');
  });
});
