import { queryOf } from '../../machines/recordFilters';
import { bettingParams, fetchBettingFilterOptions, fetchBettingRecords, MAX_PAGES, type BettingQuery } from './bettingRecords';
import { clientAnswering, json } from './testing/fakeClient';

/** 2026-11-22 14:00 in Dhaka. */
const now = Date.parse('2026-11-22T08:00:00.000Z');

const query = (filters: Partial<{ tab: 'settled' | 'unsettled' | 'exchange'; platform: string | null; gameType: string | null; date: 'today' | 'yesterday' | 'last7Days' }> = {}) =>
  queryOf({ list: 'betting', tab: 'settled', platform: null, gameType: null, date: 'today', ...filters }, now) as BettingQuery;

const bet = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  round_id: `r-${id}`,
  platform: 'JILI',
  game_type: 'SLOT',
  game_name: 'Golden Empire',
  game_code: 'JILI-SLOT-0001',
  bet_amount: '100.00',
  winAmount: '30.00',
  profit_loss: '-70.00',
  date: '2026-11-22',
  created_at: '2026-11-22T06:00:00.000Z',
  settled_at: '2026-11-22T06:01:00.000Z',
  ...extra,
});

const pageOf = (rows: unknown[], current: number, last: number) => ({ success: true, data: rows, pagination: { current_page: current, per_page: 100, total: 0, last_page: last } });

describe('betting-record (spec 2 §7)', () => {
  it('asks for settled bets with the date code, and platform and game type only when chosen', () => {
    expect(bettingParams(query(), 1)).toEqual({ status: 'settled', platform: undefined, game_type: undefined, date: 0, page: 1, per_page: 100 });
    expect(bettingParams(query({ tab: 'unsettled', platform: 'JILI,KA', gameType: 'SLOT', date: 'last7Days' }), 3)).toEqual({
      status: 'open',
      platform: 'JILI,KA',
      game_type: 'SLOT',
      date: 7,
      page: 3,
      per_page: 100,
    });
  });

  it('reads every page and turns amounts into numbers', async () => {
    const { client, seen } = clientAnswering((url) => {
      const number = Number(url.searchParams.get('page'));
      return json(pageOf(number === 1 ? [bet(1), bet(2)] : [bet(3, { profit_loss: null, settled_at: null, winAmount: '0.00' })], number, 2));
    });
    const answer = await fetchBettingRecords(client, query({ date: 'yesterday' }));
    expect(seen.map((request) => new URL(request.url).search)).toEqual(['?status=settled&date=1&page=1&per_page=100', '?status=settled&date=1&page=2&per_page=100']);
    expect(answer).toEqual({
      rows: [
        expect.objectContaining({ kind: 'bet', id: 1, roundId: 'r-1', betAmount: 100, winAmount: 30, profitLoss: -70, gameName: 'Golden Empire', date: '2026-11-22' }),
        expect.objectContaining({ id: 2 }),
        expect.objectContaining({ id: 3, profitLoss: null, settledAt: null }),
      ],
    });
  });

  it(`stops after ${MAX_PAGES} pages`, async () => {
    const { client, seen } = clientAnswering((url) => json(pageOf([bet(Number(url.searchParams.get('page')))], 1, 500)));
    const answer = await fetchBettingRecords(client, query());
    expect(seen).toHaveLength(MAX_PAGES);
    expect('rows' in answer && answer.rows).toHaveLength(MAX_PAGES);
  });

  it('keeps a message answer as the message (no data)', async () => {
    const { client, seen } = clientAnswering(() => json({ message: 'No records found' }));
    expect(await fetchBettingRecords(client, query())).toEqual({ message: 'No records found' });
    expect(seen).toHaveLength(1);
  });

  it('the Exchange tab reads exchange/bets with the date code, page after page, with the spec 2 §3 fields', async () => {
    const row = {
      transaction_id: 'EX0A1B2C3D4E5F',
      event_name: 'Bangladesh v India',
      market_kind: 'match_odds',
      market_name: 'Match Odds',
      selection_name: 'Bangladesh',
      bet_type: 'lay',
      odds: 2.5,
      run: null,
      stake: '200.00',
      potential_profit: '200.00',
      potential_liability: '300.00',
      net_profit_loss: '-300.00',
      status: 'LOST',
      placed_at: '2026-11-24T10:00:00.000Z',
      settled_at: '2026-11-24T13:30:00.000Z',
    };
    const { client, seen } = clientAnswering((url) => json({ success: true, data: [row], current_page: Number(url.searchParams.get('page')), last_page: 2, total: 2 }));
    const answer = await fetchBettingRecords(client, query({ tab: 'exchange', date: 'last7Days' }));
    expect(seen.map((request) => request.url)).toEqual(['http://api.test/api/exchange/bets?date=7&page=1', 'http://api.test/api/exchange/bets?date=7&page=2']);
    expect('rows' in answer && answer.rows[0]).toEqual({
      kind: 'exchange',
      eventName: 'Bangladesh v India',
      betType: 'lay',
      stake: 200,
      netProfitLoss: -300,
      status: 'LOST',
      transactionId: 'EX0A1B2C3D4E5F',
      createdAt: '2026-11-24T10:00:00.000Z',
      settledAt: '2026-11-24T13:30:00.000Z',
      marketName: 'Match Odds',
      selectionName: 'Bangladesh',
      potentialProfit: 200,
      potentialLiability: 300,
      odds: 2.5,
      run: null,
    });
  });

  it('refuses an answer of another shape', async () => {
    const { client } = clientAnswering(() => json({ data: [{ id: 'x' }] }));
    await expect(fetchBettingRecords(client, query())).rejects.toMatchObject({ kind: 'invalidResponse' });
  });
});

describe('betting-record/providers and /types', () => {
  it('lists the codes with their names', async () => {
    const { client } = clientAnswering((url) =>
      url.pathname.endsWith('/providers')
        ? json({ data: [{ platform: 'JILI', name: 'JILI' }, { platform: 'KA', name: 'KA Gaming' }], message: 'ok' })
        : json({ data: [{ type: 'SLOT', name: 'Slots' }], message: 'ok' }),
    );
    expect(await fetchBettingFilterOptions(client)).toEqual({
      platforms: [
        { value: 'JILI', label: 'JILI' },
        { value: 'KA', label: 'KA Gaming' },
      ],
      gameTypes: [{ value: 'SLOT', label: 'Slots' }],
    });
  });
});
