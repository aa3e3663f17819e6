import { createApiClient } from './client';
import { ApiError } from './errors';
import { fetchExchangeSection } from './exchangeAccount';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(answer: (url: URL) => Response) {
  const seen: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    seen.push(new URL(request.url));
    return answer(new URL(request.url));
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}

const params = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

const bet = {
  id: 1,
  transaction_id: 'EX-1',
  event_id: '40012345',
  event_name: 'A v B',
  market_kind: 'match_odds',
  market_name: 'Match Odds',
  selection_name: 'A',
  bet_type: 'back',
  odds: 1.85,
  run: null,
  stake: '500.00',
  potential_profit: '425.00',
  potential_liability: '500.00',
  net_profit_loss: null,
  status: 'open',
  result: null,
  placed_at: '2026-11-22T08:00:00.000Z',
  settled_at: null,
};

describe('exchange account calls (server/README.md, Sports exchange)', () => {
  it('My Profile: GET exchange/profile', async () => {
    const { client, seen } = clientAnswering(() =>
      json({ account_id: 'R-1', username: 'rahim', name: null, currency: 'BDT', time_zone: 'Asia/Dhaka', time_zone_label: 'GMT+6', member_since: '2026-01-01T00:00:00.000Z' }),
    );
    await expect(fetchExchangeSection(client, { section: 'profile', date: 'today', page: 1 })).resolves.toEqual({
      section: 'profile',
      profile: { accountId: 'R-1', username: 'rahim', name: null, currency: 'BDT', timeZone: 'Asia/Dhaka', timeZoneLabel: 'GMT+6', memberSince: '2026-01-01T00:00:00.000Z' },
    });
    expect(seen[0]?.pathname).toBe('/api/exchange/profile');
  });

  it('Balance Overview: figures and movements as numbers, with the page', async () => {
    const { client, seen } = clientAnswering(() =>
      json({
        balance: '4000.00',
        exposure: '1000.00',
        total: '5000.00',
        data: [{ id: 3, movement: 'exposure_held', amount: '-1000.00', balance_after: '4000.00', event_name: 'A v B', market_name: 'Match Odds', created_at: '2026-11-22T08:00:00.000Z' }],
        current_page: 2,
        last_page: 2,
        total_rows: 21,
      }),
    );
    const data = await fetchExchangeSection(client, { section: 'balance', date: 'today', page: 2 });
    expect(data).toEqual({
      section: 'balance',
      figures: { balance: 4000, exposure: 1000, total: 5000 },
      rows: [{ id: 3, movement: 'exposure_held', amount: -1000, balanceAfter: 4000, eventName: 'A v B', marketName: 'Match Odds', createdAt: '2026-11-22T08:00:00.000Z' }],
      lastPage: 2,
    });
    expect(seen[0]?.pathname).toBe('/api/exchange/balance-overview');
    expect(params(seen[0])).toEqual({ page: '2' });
  });

  it('My Bets asks for open bets; Bets History for settled ones of the date', async () => {
    const { client, seen } = clientAnswering(() => json({ success: true, data: [bet], current_page: 1, last_page: 1, total: 1 }));
    const open = await fetchExchangeSection(client, { section: 'myBets', date: 'yesterday', page: 1 });
    expect(open).toMatchObject({ section: 'myBets', rows: [{ transactionId: 'EX-1', eventId: '40012345', stake: 500, potentialProfit: 425, netProfitLoss: null, status: 'open' }], lastPage: 1 });
    expect(params(seen[0])).toEqual({ status: 'open', page: '1' });
    await fetchExchangeSection(client, { section: 'betsHistory', date: 'last7Days', page: 3 });
    expect(seen[1]?.pathname).toBe('/api/exchange/bets');
    expect(params(seen[1])).toEqual({ status: 'settled', date: 'last7days', page: '3' });
  });

  it('Profit & Loss by date, with totals', async () => {
    const { client, seen } = clientAnswering(() =>
      json({
        data: [{ event_id: '40012345', event_name: 'A v B', market_name: 'Match Odds', bets: 2, stake: '1500.00', profit_loss: '-250.50', settled_at: '2026-11-22T10:00:00.000Z' }],
        totals: { bets: 2, stake: '1500.00', profit_loss: '-250.50' },
      }),
    );
    const data = await fetchExchangeSection(client, { section: 'profitLoss', date: 'all', page: 1 });
    expect(data).toEqual({
      section: 'profitLoss',
      rows: [{ eventId: '40012345', eventName: 'A v B', marketName: 'Match Odds', bets: 2, stake: 1500, profitLoss: -250.5, settledAt: '2026-11-22T10:00:00.000Z' }],
      totals: { bets: 2, stake: 1500, profitLoss: -250.5 },
    });
    expect(seen[0]?.pathname).toBe('/api/exchange/profit-loss');
    expect(params(seen[0])).toEqual({ date: 'all' });
  });

  it('Activity Log: sessions with the page', async () => {
    const { client, seen } = clientAnswering(() =>
      json({ data: [{ id: 9, logged_in_at: 'a', last_seen_at: 'b', status: 'active', ended_at: null, current: true }], current_page: 1, last_page: 1, total: 1 }),
    );
    await expect(fetchExchangeSection(client, { section: 'activity', date: 'today', page: 1 })).resolves.toEqual({
      section: 'activity',
      rows: [{ id: 9, loggedInAt: 'a', lastSeenAt: 'b', status: 'active', endedAt: null, current: true }],
      lastPage: 1,
    });
    expect(seen[0]?.pathname).toBe('/api/exchange/activity');
  });

  it('refuses an answer of the wrong shape, and keeps the server message of a failure', async () => {
    const { client } = clientAnswering((url) => (url.pathname.endsWith('activity') ? json({ data: [{ id: 'x' }], last_page: 1 }) : json({ message: 'Unauthenticated.' }, 401)));
    const wrong = (await fetchExchangeSection(client, { section: 'activity', date: 'today', page: 1 }).catch((error: unknown) => error)) as ApiError;
    expect(wrong.kind).toBe('invalidResponse');
    const refused = (await fetchExchangeSection(client, { section: 'profile', date: 'today', page: 1 }).catch((error: unknown) => error)) as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(401);
  });
});
