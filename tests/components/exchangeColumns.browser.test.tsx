import { page } from 'vitest/browser';
import { setPreferredLanguage } from '../../src/i18n';
import { expectCount, expectText, expectTexts } from './expectations';
import { fakeApi, type FakeRequest } from './fakeApi';
import { renderSite } from './site';

/**
 * Issue 22: the desktop exchange's three columns with the API and the sports data faked: the left
 * column's sports and events (linked to their odds views, the current one marked, in play marked)
 * from the page's one event list, and the odds view's right column: the bet slip, then this event's
 * open bets, asked for again after a matched bet and on the header's refresh.
 */
const NOW = new Date();
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();
const sportEvent = (eventId: string, name: string, startsIn: number, status = 'OPEN') => ({ EventId: eventId, MarketId: `1.${eventId}`, Event: name, Fancy: 0, Bookmaker: 0, OpenDate: at(startsIn), Status: status });
const sportsEvents: Record<string, unknown[]> = {
  cricket: [sportEvent('40000102', 'Sylhet v Khulna', 120), sportEvent('40000101', 'Bangladesh v India', -30, 'IN_PLAY')],
  soccer: [sportEvent('10000201', 'Arsenal v Chelsea', 90)],
  tennis: [],
};
const IN_PLAY = new Set(['1.40000101']);
const matchOdds = (marketId: string) => [
  {
    marketId,
    inplay: IN_PLAY.has(marketId),
    status: 'OPEN',
    runners: [
      { selectionId: 11, SelectionName: 'Bangladesh', ex: { availableToBack: [{ price: 1.85, size: 500 }], availableToLay: [{ price: 1.9, size: 400 }] } },
      { selectionId: 12, SelectionName: 'India', ex: { availableToBack: [{ price: 2.1, size: 300 }], availableToLay: [{ price: 2.16, size: 200 }] } },
    ],
  },
];

const bet = (transactionId: string, eventId: string, selectionName: string, side: string, odds: number, stake: string, placedAt: string) => ({
  id: Number(transactionId.replace(/\D/g, '')),
  transaction_id: transactionId,
  event_id: eventId,
  event_name: eventId === '40000101' ? 'Bangladesh v India' : 'Arsenal v Chelsea',
  market_kind: 'match_odds',
  market_name: 'Match Odds',
  selection_name: selectionName,
  bet_type: side,
  odds,
  run: null,
  stake,
  potential_profit: side === 'lay' ? stake : (Number(stake) * (odds - 1)).toFixed(2),
  potential_liability: side === 'lay' ? (Number(stake) * (odds - 1)).toFixed(2) : stake,
  net_profit_loss: null,
  status: 'open',
  result: null,
  placed_at: placedAt,
  settled_at: null,
});

function answerTheExchange() {
  const open = [bet('EX1', '40000101', 'India', 'lay', 2.16, '300.00', '2026-11-24T04:10:00.000Z'), bet('EX2', '10000201', 'Arsenal', 'back', 1.5, '200.00', '2026-11-24T04:00:00.000Z')];
  fakeApi.onPattern('GET', /^exchange-data\/sports-events\/\w+$/, (request) => ({ json: sportsEvents[request.path.split('/').at(-1) ?? ''] ?? [] }));
  fakeApi.onPattern('GET', /^exchange-data\/match-odds\//, (request) => ({ json: matchOdds(decodeURIComponent(request.path.split('/').at(-1) ?? '')) }));
  fakeApi.onPattern('GET', /^exchange-data\/event\//, (request) => {
    const eventId = request.path.split('/').at(-1) ?? '';
    return { json: { data: { items: { [eventId]: { name: 'Bangladesh v India', fancy2: {}, bookmaker: {} } } } } };
  });
  fakeApi.onPattern('GET', /^exchange-data\/score\/board\//, { json: '' });
  fakeApi.on('GET exchange/summary', () => ({ json: { bets: open.length, exposure: '500.00', balance: '4500.00' } }));
  fakeApi.on('GET exchange/bets?status=open', () => ({ json: { success: true, data: [...open], current_page: 1, last_page: 1, total: open.length } }));
  fakeApi.on('POST exchange/bets', (request: FakeRequest) => {
    const body = request.body as { side: string; odds: number; stake: number };
    open.unshift(bet('EX3', '40000101', 'Bangladesh', body.side, body.odds, body.stake.toFixed(2), new Date().toISOString()));
    return { status: 201, json: { message: 'Bet matched.', bet: {}, balance: '4300.00', exposure: '700.00' } };
  });
}

const column = () => page.getByTestId('exchange-sports-column');
const columnEvents = (sport: string) => column().getByTestId(`column-sport-${sport}`).getByTestId('column-event');
const openBetsCalls = () => fakeApi.calls.filter((call) => call.method === 'GET' && call.path === 'exchange/bets' && call.query.get('status') === 'open').length;

describe('the desktop exchange’s columns (issue 22)', () => {
  test('the left column lists the sports’ events, in play first and marked, linked to their odds views, the current one marked; the right one this event’s open bets, refreshed after a matched bet and on the header’s refresh', async () => {
    answerTheExchange();
    await renderSite('/odds-view?marketId=1.40000101&eventId=40000101&sport=cricket&from=%2Fexchange-inplay', { layout: 'desktop', player: true });
    // The exchange pages stay one click away, above the sports.
    await expect.element(page.getByRole('navigation', { name: 'Exchange' }).getByRole('link', { name: 'In-Play' })).toHaveAttribute('href', '/exchange-inplay');

    await expectTexts(columnEvents('cricket'), ['Bangladesh v IndiaIn-Play', 'Sylhet v Khulna']);
    const current = columnEvents('cricket').first();
    await expect.element(current).toHaveAttribute('aria-current', 'page');
    await expect.element(current.getByTestId('column-inplay')).toHaveTextContent('In-Play');
    await expect.element(current).toHaveAttribute('href', '/odds-view?marketId=1.40000101&eventId=40000101&sport=cricket&from=%2Fexchange-inplay');
    await expect.element(columnEvents('cricket').nth(1)).not.toHaveAttribute('aria-current');
    // Soccer opens to its events on a click.
    await expect.element(columnEvents('soccer').first()).not.toBeVisible();
    await column().getByRole('group').nth(1).getByText('Soccer').click();
    await expect.element(columnEvents('soccer').first()).toBeVisible();
    await expect.element(columnEvents('soccer').first()).toHaveAttribute('href', '/odds-view?marketId=1.10000201&eventId=10000201&sport=soccer&from=%2Fexchange-inplay');

    // Below the slip: this event's open bet only (the soccer bet is the account's), and the link to all of them.
    const slipColumn = page.getByTestId('bet-slip-column');
    const openBets = slipColumn.getByTestId('open-bet');
    await expectCount(openBets, 1);
    await expectText(openBets.first(), /^LayIndia2\.16Stake ৳300\.00Liability ৳348\.00Potential profit ৳300\.00Match Odds · Matched 24 Nov 10:10:00$/);
    await expect.element(slipColumn.getByRole('link', { name: 'All open bets' })).toHaveAttribute('href', '/exchange-account?section=my-bets');
    expect(openBetsCalls()).toBe(1);

    // A matched bet: the list is asked for again and shows it first.
    await page.getByTestId('match-odds-row').first().getByTestId('back-price').click();
    await page.getByTestId('stake-input').fill('200');
    await page.getByTestId('place-bet').click();
    await expect.element(page.getByTestId('bet-matched')).toBeVisible();
    await expectCount(openBets, 2);
    await expectText(openBets.first().getByTestId('open-bet-odds'), '1.85');
    expect(openBetsCalls()).toBe(2);

    // The header's refresh asks for them again.
    await page.getByTestId('exchange-refresh').click();
    await expect.poll(openBetsCalls).toBe(3);
  });

  test('on the In-Play page the column and the page share one event list: the sports are asked for once', async () => {
    answerTheExchange();
    await renderSite('/exchange-inplay', { layout: 'desktop', player: true });
    await expectTexts(columnEvents('cricket'), ['Bangladesh v IndiaIn-Play', 'Sylhet v Khulna']);
    await expect.element(page.getByTestId('sport-cricket').getByTestId('exchange-event').first()).toBeVisible();
    await expect.element(columnEvents('cricket').first()).toHaveAttribute('href', '/odds-view?marketId=1.40000101&eventId=40000101&sport=cricket&from=%2Fexchange-inplay');
    expect(fakeApi.count('exchange-data/sports-events/cricket')).toBe(1);
    expect(fakeApi.count('exchange-data/match-odds/1.40000101')).toBe(1);
  });
});

describe('the phone odds view (issue 22)', () => {
  test('in Bangla, a long event name leaves Back whole, and the bet slip opens as a sheet as tall as the slip at the bottom', async () => {
    answerTheExchange();
    const longName = 'Chattogram Challengers v Khulna Tigers';
    fakeApi.onPattern('GET', /^exchange-data\/event\//, (request) => {
      const eventId = request.path.split('/').at(-1) ?? '';
      return { json: { data: { items: { [eventId]: { name: longName, fancy2: {}, bookmaker: {} } } } } };
    });
    fakeApi.hold('summary', 'GET exchange/summary');
    await setPreferredLanguage('bn');
    await renderSite('/odds-view?marketId=1.40000101&eventId=40000101&sport=cricket&from=%2Fexchange-inplay', { layout: 'mobile', player: true });
    // Until the first figures come the header says it is busy (a screenshot or a screen reader waits), then shows them.
    const figures = page.getByTestId('exchange-header');
    await expect.element(figures).toHaveAttribute('aria-busy', 'true');
    await expect.poll(() => fakeApi.held('summary').length).toBe(1);
    fakeApi.held('summary')[0]?.answer({ json: { bets: 0, exposure: '0.00', balance: '4500.00' } });
    await expect.element(figures).not.toHaveAttribute('aria-busy');
    await expectText(page.getByTestId('exchange-balance'), '৳৪,৫০০.০০');
    await expectText(page.getByTestId('odds-event-name'), longName);
    const back = page.getByTestId('odds-back').element() as HTMLElement;
    expect(back.scrollWidth, 'Back is cut').toBeLessThanOrEqual(back.clientWidth);

    await page.getByTestId('match-odds-row').first().getByTestId('back-price').click();
    const sheet = page.getByRole('dialog');
    await expect.element(sheet.getByTestId('stake-input')).toBeVisible();
    // At the bottom of the screen once its slide in has ended, and no taller than the slip: the page stays in view
    // above it. Waited for by where the sheet is, not by its animations: Mantine starts the slide a frame after
    // the sheet mounts, so on a loaded run no animation was running yet to wait for (it measured 171 px short).
    await expect.poll(() => Math.abs(sheet.element().getBoundingClientRect().bottom - innerHeight)).toBeLessThanOrEqual(1);
    expect(sheet.element().getBoundingClientRect().top).toBeGreaterThan(innerHeight * 0.3);
  });
});
