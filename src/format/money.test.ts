import { formatTaka } from './money';

describe('formatTaka', () => {
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
});
