import { exchangeRedirectTarget } from './exchangeRedirect';

describe('exchange redirect (spec 1 §2.10)', () => {
  it('sends the stored exchange token to the configured site as ?token=', () => {
    expect(exchangeRedirectTarget('abc123', 'https://exchange.example/')).toEqual({ kind: 'external', url: 'https://exchange.example/?token=abc123' });
    expect(exchangeRedirectTarget('a b&c', 'https://exchange.example/play?lang=en')).toEqual({ kind: 'external', url: 'https://exchange.example/play?lang=en&token=a+b%26c' });
  });

  it('without a configured (or usable) site, goes to our own exchange', () => {
    expect(exchangeRedirectTarget('abc123', '')).toEqual({ kind: 'internal', path: '/exchange' });
    expect(exchangeRedirectTarget('abc123', 'javascript:alert(1)')).toEqual({ kind: 'internal', path: '/exchange' });
    expect(exchangeRedirectTarget('abc123', 'not a url')).toEqual({ kind: 'internal', path: '/exchange' });
  });

  it('without a stored token says so', () => {
    expect(exchangeRedirectTarget(null, 'https://exchange.example/')).toEqual({ kind: 'noToken' });
    expect(exchangeRedirectTarget('  ', '')).toEqual({ kind: 'noToken' });
  });
});
