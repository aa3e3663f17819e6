import { hidesFloatingControls, isExchangePage } from './pageKinds';

const exchangePages = ['/exchange', '/exchange-inplay', '/exchange-sports', '/exchange-multi', '/exchange-account', '/odds-view'];
const hiddenOn = ['/odds-view', '/exchange', '/exchange-account', '/deposit', '/make-payment', '/withdrawal', '/payment-request', '/signup', '/register', '/login', '/profile', '/reset-password', '/forgot-password', '/chat', '/chat-box/12', '/gamerun'];
const keptOn = ['/', '/games', '/casino', '/promotions', '/account', '/vip', '/referral', '/inbox', '/betting-record'];

describe('page kinds (issue 22: one bottom bar, floating controls clear of controls)', () => {
  it('the exchange and its odds view have their own bottom bar', () => {
    expect(exchangePages.filter((path) => !isExchangePage(path))).toEqual([]);
    expect(['/', '/games', '/deposit', '/exchanges', '/account'].filter(isExchangePage)).toEqual([]);
  });

  it('betting, funds, form, chat and game pages hide the floating controls; browsing pages keep them', () => {
    expect(hiddenOn.filter((path) => !hidesFloatingControls(path))).toEqual([]);
    expect(keptOn.filter(hidesFloatingControls)).toEqual([]);
  });
});
