import type { ExchangeRecord } from '../../../machines/recordFilters';
import { exchangeRowsOf, groupExchangeByDate, statusColour } from './exchangeView';

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

  it('keeps only exchange rows, and colours the status tag', () => {
    expect(exchangeRowsOf([record('a', '2026-11-23T10:00:00.000Z'), { kind: 'bet', platform: 'KA', gameType: 'SLOT', gameName: 'x', betAmount: 1, winAmount: 0, createdAt: '' }])).toHaveLength(1);
    expect([statusColour('WON'), statusColour('LOST'), statusColour('open')]).toEqual(['teal', 'red', 'yellow']);
  });
});
