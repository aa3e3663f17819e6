import { fetchAccountOverview, fetchVipRecords } from './member';
import { clientAnswering, json } from './testing/fakeClient';

const user = { username: 'demoplayer1', name: 'Demo Player', phone: '01700000000', email: 'demo@players.example', session_id: 1, created_at: '2026-01-05T04:00:00.000Z', dofb: null, email_verified_at: null };
const overview = {
  success: true,
  data: {
    username: 'demoplayer1',
    vip_coin: '12.50',
    created_at: '2026-01-05T04:00:00.000Z',
    last_login: '2026-11-20T08:00:00.000Z',
    last_deposit: { amount: '750.00', status: 'pending', created_at: '2026-11-21T08:00:00.000Z' },
    last_withdrawal: null,
    vip_level: 'normal',
    vip_experience: '2500.50',
    vip_next_level: 'elite1',
    vip_next_level_experience: '10000.00',
    vip_progress: 25,
  },
};

describe('account/overview with user/show (spec 2 §2 Member menu)', () => {
  it('asks both for the player and maps every field', async () => {
    const { client, seen } = clientAnswering((url) => json(url.pathname.endsWith('user/show') ? user : overview));
    const answer = await fetchAccountOverview(client, 'R-1');
    expect(seen.map((request) => request.url).sort()).toEqual(['http://api.test/api/account/overview?remote_id=R-1', 'http://api.test/api/user/show?remote_id=R-1']);
    expect(answer).toEqual({
      username: 'demoplayer1',
      vipCoin: 12.5,
      createdAt: '2026-01-05T04:00:00.000Z',
      lastLogin: '2026-11-20T08:00:00.000Z',
      lastDeposit: { amount: 750, status: 'pending', createdAt: '2026-11-21T08:00:00.000Z' },
      lastWithdrawal: null,
      vip: { level: 'normal', experience: 2500.5, nextLevel: 'elite1', nextLevelExperience: 10000, progress: 25 },
      profile: { name: 'Demo Player', phone: '01700000000', email: 'demo@players.example', phoneVerified: true, emailVerified: false, dofb: null },
    });
  });

  it('refuses an answer it cannot read', async () => {
    const { client } = clientAnswering((url) => json(url.pathname.endsWith('user/show') ? user : { data: { ...overview.data, vip_coin: 'lots' } }));
    await expect(fetchAccountOverview(client, 'R-1')).rejects.toMatchObject({ kind: 'invalidResponse' });
  });
});

describe('vip/records and vip/history (spec 2 §2 VIP)', () => {
  it('VP received: the page asked for, rows and last page', async () => {
    const { client, seen } = clientAnswering(() =>
      json({ success: true, data: [{ id: 3, vip_points: '10.00', game_name: 'Lucky Reels', platform: 'KA', created_at: '2026-11-21T08:00:00.000Z' }], last_page: 4 }),
    );
    expect(await fetchVipRecords(client, 'R-1', { kind: 'received', page: 2 })).toEqual({
      lastPage: 4,
      rows: [{ kind: 'received', id: 3, points: 10, gameName: 'Lucky Reels', platform: 'KA', createdAt: '2026-11-21T08:00:00.000Z' }],
    });
    expect(seen[0]?.url).toBe('http://api.test/api/vip/records?remote_id=R-1&kind=received&page=2');
  });

  it('VP used and an empty list', async () => {
    const { client } = clientAnswering(() => json({ data: [{ id: 1, vip_points: '20.00', amount: '20.00', created_at: '2026-11-21T08:00:00.000Z' }], last_page: 1 }));
    expect((await fetchVipRecords(client, 'R-1', { kind: 'used', page: 1 })).rows).toEqual([{ kind: 'used', id: 1, points: 20, amount: 20, createdAt: '2026-11-21T08:00:00.000Z' }]);
    const empty = clientAnswering(() => json({ data: [], last_page: 1 }));
    expect(await fetchVipRecords(empty.client, 'R-1', { kind: 'used', page: 1 })).toEqual({ rows: [], lastPage: 1 });
  });

  it('VIP history: one page of months', async () => {
    const { client, seen } = clientAnswering(() => json({ success: true, data: [{ year: 2026, month: 11, vip_level: 'elite1', experience: '12000.00' }] }));
    expect(await fetchVipRecords(client, 'R-1', { kind: 'history', page: 1 })).toEqual({ lastPage: 1, rows: [{ kind: 'history', year: 2026, month: 11, level: 'elite1', experience: 12000 }] });
    expect(seen[0]?.url).toBe('http://api.test/api/vip/history?remote_id=R-1');
  });
});
