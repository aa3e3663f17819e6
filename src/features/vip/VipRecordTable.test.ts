import { vipRecordCells } from './VipRecordTable';

describe('VIP record rows (spec 2 §2 VIP)', () => {
  it('VP Received: No counting on from the page, VP, source (game / platform) and Dhaka time', () => {
    const row = { kind: 'received', id: 9, points: 1250.5, gameName: 'Lucky Reels', platform: 'KA', createdAt: '2026-11-21T20:00:00.000Z' } as const;
    expect(vipRecordCells(row, 0, 1)).toEqual(['1', '1,250.5', 'Lucky Reels / KA', '2026-11-22 02:00:00']);
    expect(vipRecordCells(row, 2, 3)[0]).toBe('23');
  });

  it('VP Used: VP, the taka credited and the time', () => {
    expect(vipRecordCells({ kind: 'used', id: 1, points: 20, amount: 20, createdAt: '2026-11-21T08:00:00.000Z' }, 0, 1)).toEqual(['1', '20', '৳20.00', '2026-11-21 14:00:00']);
  });

  it('VIP History: year, month, level and experience', () => {
    expect(vipRecordCells({ kind: 'history', year: 2026, month: 3, level: 'elite1', experience: 10000 }, 0, 1)).toEqual(['2026', '03', 'Elite I', '10,000']);
    expect(vipRecordCells({ kind: 'history', year: 2026, month: 11, level: 'normal', experience: 50 }, 1, 1)).toEqual(['2026', '11', 'Normal', '50']);
  });
});
