import { hidesFloatingControls, isExchangePage } from './pageKinds';

describe('page kinds (issue 22: one bottom bar, floating controls clear of controls)', () => {
  it('the exchange and its odds view have their own bottom bar', () => {
    for (const path of ['/exchange', '/exchange-inplay', '/exchange-sports', '/exchange-multi', '/exchange-account', '/odds-view']) expect(isExchangePage(path), path).toBe(true);
    for (const path of ['/', '/games', '/deposit', '/exchanges', '/account']) expect(isExchangePage(path), path).toBe(false);
  });

  it('betting, funds, form, chat and game pages hide the floating controls; browsing pages keep them', () => {
    const hidden = ['/odds-view', '/exchange', '/exchange-account', '/deposit', '/make-payment', '/withdrawal', '/payment-request', '/signup', '/register', '/login', '/profile', '/reset-password', '/forgot-password', '/chat', '/chat-box/12', '/gamerun'];
    for (const path of hidden) expect(hidesFloatingControls(path), path).toBe(true);
    for (const path of ['/', '/games', '/casino', '/promotions', '/account', '/vip', '/referral', '/inbox', '/betting-record']) expect(hidesFloatingControls(path), path).toBe(false);
  });
});
