import { formatPoints, vipMessageText } from './texts';

describe('VIP texts (spec 2 §5, §8)', () => {
  it('the Message dialog: the minimum, the server’s words, and the two fallbacks', () => {
    expect(vipMessageText({ code: 'minimumRequired' })).toBe('Minimum VP Required: 10');
    expect(vipMessageText({ code: 'server', message: 'Not enough VIP points.' })).toBe('Not enough VIP points.');
    expect(vipMessageText({ code: 'conversionRefused' })).toBe('An error occurred');
    expect(vipMessageText({ code: 'conversionFailed' })).toBe('An error occurred while converting coins');
    expect(vipMessageText({ code: 'converted', message: 'Converted 25.00 VP to ৳25.00.' })).toBe('Converted 25.00 VP to ৳25.00.');
    expect(vipMessageText({ code: 'converted', message: null })).toBe('Your VP were converted to real money.');
  });

  it('VP with South Asian grouping and at most two decimals', () => {
    expect(formatPoints(123456.5)).toBe('1,23,456.5');
    expect(formatPoints(50)).toBe('50');
  });
});
