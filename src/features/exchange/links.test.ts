import { oddsViewHref, withoutToken } from './links';

describe('exchange links', () => {
  it('the odds view address carries market, event, sport and the page to come back to', () => {
    expect(oddsViewHref({ marketId: '1.40000001', eventId: '40000001', sport: 'cricket' }, '/exchange-inplay')).toBe(
      '/odds-view?marketId=1.40000001&eventId=40000001&sport=cricket&from=%2Fexchange-inplay',
    );
  });

  it('drops only the token query', () => {
    expect(withoutToken('/exchange', '?token=abc')).toBe('/exchange');
    expect(withoutToken('/exchange', '?token=abc&tab=2', '#top')).toBe('/exchange?tab=2#top');
    expect(withoutToken('/exchange', '?tab=2')).toBeNull();
    expect(withoutToken('/exchange', '')).toBeNull();
  });
});
