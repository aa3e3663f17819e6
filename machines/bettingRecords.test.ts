import type { ExchangeRecord } from './recordFilters';
import { bettingRowsOf, checkedCodes, cutGameName, exchangeRowsOf, groupBets, groupExchangeByDate, isLoss, labelOf, toggleChecked, totalsOf, type BettingRow } from './bettingRecords';

const bet = (id: number, extra: Partial<BettingRow> = {}): BettingRow => ({
  kind: 'bet',
  id,
  roundId: `r-${id}`,
  platform: 'JILI',
  gameType: 'SLOT',
  gameName: 'Golden Empire',
  betAmount: 100,
  winAmount: 0,
  profitLoss: -100,
  createdAt: '2026-11-22T06:00:00.000Z',
  settledAt: '2026-11-22T06:00:00.000Z',
  date: '2026-11-22',
  ...extra,
});

describe('game name (spec 2 §9: cut at 15 characters)', () => {
  it('keeps 15 characters and adds an ellipsis only when cut', () => {
    expect(cutGameName('Golden Empire')).toBe('Golden Empire');
    expect(cutGameName('Fifteen chars!!')).toBe('Fifteen chars!!');
    expect(cutGameName('Sixteen chars!!!')).toBe('Sixteen chars!!…');
    expect(cutGameName('JILI SLOT game with a long name')).toBe('JILI SLOT game …');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(cutGameName('🎰'.repeat(16))).toBe(`${'🎰'.repeat(15)}…`);
  });
});

describe('profit/loss (spec 2 §2)', () => {
  it('a loss is below zero; an open bet has none', () => {
    expect(isLoss(-0.01)).toBe(true);
    expect(isLoss(0)).toBe(false);
    expect(isLoss(null)).toBe(false);
  });
});

describe('groups (spec 2 §2, §3)', () => {
  it('groups by date as the rows come, then platform and game type, with turnover and profit/loss', () => {
    const rows = [
      bet(1, { date: '2026-11-22', platform: 'SPRIBE', gameType: 'CRASH', betAmount: 20, profitLoss: -20 }),
      bet(2, { date: '2026-11-22', betAmount: 100.1, profitLoss: 150.2 }),
      bet(3, { date: '2026-11-22', betAmount: 0.2, profitLoss: -0.2 }),
      bet(4, { date: '2026-11-21', betAmount: 10, profitLoss: -10 }),
    ];
    const groups = groupBets(rows);
    expect(groups.map((day) => [day.date, day.groups.map((group) => [group.platform, group.gameType, group.turnover, group.profitLoss, group.bets.map((row) => row.id)])])).toEqual([
      [
        '2026-11-22',
        [
          ['JILI', 'SLOT', 100.3, 150, [2, 3]],
          ['SPRIBE', 'CRASH', 20, -20, [1]],
        ],
      ],
      ['2026-11-21', [['JILI', 'SLOT', 10, -10, [4]]]],
    ]);
  });

  it('an open bet leaves the profit/loss unknown', () => {
    expect(totalsOf([bet(1), bet(2, { profitLoss: null })])).toEqual({ turnover: 200, profitLoss: null });
    expect(totalsOf([])).toEqual({ turnover: 0, profitLoss: 0 });
  });

  it('keeps only the betting rows of the API edge', () => {
    const { id: _id, date: _date, profitLoss: _profitLoss, settledAt: _settledAt, roundId: _roundId, ...bare } = bet(9);
    expect(bettingRowsOf([bet(1), bare]).map((row) => row.id)).toEqual([1]);
  });
});

describe('filters', () => {
  it('names a code from the server’s list, or shows the code', () => {
    expect(labelOf([{ value: 'KA', label: 'KA Gaming' }], 'KA')).toBe('KA Gaming');
    expect(labelOf([], 'KA')).toBe('KA');
  });

  it('desktop checkboxes: All clears, a code toggles, none left is All', () => {
    expect(toggleChecked(null, 'KA')).toBe('KA');
    expect(toggleChecked('KA', 'JILI')).toBe('KA,JILI');
    expect(toggleChecked('KA,JILI', 'KA')).toBe('JILI');
    expect(toggleChecked('JILI', 'JILI')).toBeNull();
    expect(toggleChecked('KA,JILI', null)).toBeNull();
    expect(checkedCodes('KA,JILI')).toEqual(['KA', 'JILI']);
    expect(checkedCodes(null)).toEqual([]);
  });
});

const record = (transactionId: string, createdAt: string, status: ExchangeRecord['status'] = 'open'): ExchangeRecord => ({
  kind: 'exchange',
  eventName: 'Bangladesh v India',
  betType: 'back',
  stake: 100,
  netProfitLoss: null,
  status,
  transactionId,
  createdAt,
  settledAt: null,
  marketName: 'Match Odds',
  selectionName: 'Bangladesh',
  potentialProfit: 150,
  potentialLiability: 100,
  odds: 2.5,
  run: null,
});

describe('the Exchange tab', () => {
  it('groups bets by the Dhaka date they were placed on, newest day first', () => {
    // 19:00 UTC is 01:00 the next day in Dhaka.
    const groups = groupExchangeByDate([record('a', '2026-11-23T10:00:00.000Z'), record('b', '2026-11-23T19:00:00.000Z'), record('c', '2026-11-23T12:00:00.000Z')]);
    expect(groups.map((day) => [day.date, day.rows.map((row) => row.transactionId)])).toEqual([
      ['2026-11-24', ['b']],
      ['2026-11-23', ['a', 'c']],
    ]);
  });

  it('keeps only exchange rows', () => {
    expect(exchangeRowsOf([record('a', '2026-11-23T10:00:00.000Z'), { kind: 'bet', platform: 'KA', gameType: 'SLOT', gameName: 'x', betAmount: 1, winAmount: 0, createdAt: '' }])).toHaveLength(1);
  });
});
