import type { BettingRow } from '../../app/bettingRecords';
import { bettingRowsOf, checkedCodes, cutGameName, groupBets, isLoss, labelOf, profitLossText, toggleChecked, totalsOf } from './bettingView';

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

describe('profit/loss (spec 2 §2: a loss in brackets)', () => {
  it('brackets a loss and shows a profit or zero as the amount', () => {
    expect(profitLossText(-120)).toBe('(৳120.00)');
    expect(profitLossText(-100000.5)).toBe('(৳1,00,000.50)');
    expect(profitLossText(1900)).toBe('৳1,900.00');
    expect(profitLossText(0)).toBe('৳0.00');
  });

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
