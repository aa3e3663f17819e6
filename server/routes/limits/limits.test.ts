import { describeBothDatabases } from '../../testing/both-databases.ts';
import { testWorld } from '../players/test-support.ts';

describeBothDatabases('GET /api/limits', ({ database }) => {
  it('serves the limits the server checks, to anyone, cacheable', async () => {
    const world = testWorld(database());
    const res = await world.app.request('/api/limits');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual({
      stake: { match_odds: { min: 100, max: 50_000 }, bookmaker: { min: 100, max: 100_000 }, fancy: { min: 100, max: 25_000 } },
      fancyStakedTypes: [4, 5],
      deposit: { min: 100, max: 25_000 },
      withdrawal: { min: 500, max: 25_000 },
      referral: {
        rates: [
          [0.1, 0.05, 0.01],
          [0.15, 0.06, 0.02],
          [0.2, 0.07, 0.03],
        ],
      },
    });
  });

  it('is the same for a signed-in player (no token needed, none read)', async () => {
    const world = testWorld(database());
    const anonymous = await (await world.app.request('/api/limits')).json();
    const res = await world.app.request('/api/limits', { headers: { Authorization: 'Bearer not-a-token' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(anonymous);
  });
});
