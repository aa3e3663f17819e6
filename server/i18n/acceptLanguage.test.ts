import { preferredLanguage } from './acceptLanguage.ts';

describe('preferredLanguage(Accept-Language)', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['BN-bd', 'bn'],
    ['bn-IN,bn;q=0.9', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
    ['en-US;q=0.5, bn;q=0.6', 'bn'],
    ['en;q=0, bn;q=0.1', 'bn'],
    ['fr, bn;q=0.5', 'bn'],
    ['bn, en', 'bn'],
    ['  bn ; q=1.000 ', 'bn'],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });

  it.each([
    [undefined, 'en'],
    [null, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['en, bn', 'en'],
    ['bn;q=0.5, en;q=0.5', 'bn'],
    ['en;q=0.5, bn;q=0.5', 'en'],
    ['bn;q=0.4, en-GB;q=0.9', 'en'],
    ['bn;q=0', 'en'],
    ['bn;q=0.000, *', 'en'],
    ['*', 'en'],
    ['*;q=0.5, en;q=0.1', 'en'],
    ['fr-FR, de', 'en'],
    ['bengali', 'en'],
    ['bnx', 'en'],
    ['b n', 'en'],
    ['bn;q=2', 'en'],
    ['bn;q=abc', 'en'],
    ['bn;q=-1', 'en'],
    ['bn;q=0.12345', 'en'],
    [';;;,,,===', 'en'],
    ['\u09AC\u09BE\u0982\u09B2\u09BE', 'en'],
    ['en-US;q=0.9, bn;q=0.9', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });

  it('takes the best of several bn ranges and skips only the malformed ones', () => {
    expect(preferredLanguage('bn-BD;q=0.2, en;q=0.5, bn;q=0.9')).toBe('bn');
    expect(preferredLanguage('garbage!!, bn;q=0.7, en;q=0.6')).toBe('bn');
    expect(preferredLanguage('bn;q=oops, en;q=0.1')).toBe('en');
  });

  it('reads a bounded part of a huge header', () => {
    expect(preferredLanguage(`${'xx;q=0.1,'.repeat(10_000)}bn`)).toBe('en');
    expect(preferredLanguage(`bn,${'x'.repeat(100_000)}`)).toBe('bn');
  });
});
