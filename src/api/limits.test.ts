import { fetchLimits } from './limits';
import { clientAnswering, json } from './testing/fakeClient';

/** GET /api/limits as the server answers it (server/routes/limits/index.ts). */
const answer = {
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
};

describe('limits API edge', () => {
  it('GET limits: the bet slip’s, the funds forms’ and the referral board’s parts', async () => {
    const { client, seen } = clientAnswering(() => json(answer));
    expect(await fetchLimits(client)).toEqual({
      bet: { stake: answer.stake, fancyStakedTypes: [4, 5] },
      deposit: { min: 100, max: 25_000 },
      withdrawal: { min: 500, max: 25_000 },
      referralRates: answer.referral.rates,
    });
    expect(seen[0]?.url).toBe('http://api.test/api/limits');
  });

  it('GET limits: refuses an answer without a market’s stake limits', async () => {
    const { stake, ...rest } = answer;
    const { client } = clientAnswering(() => json({ ...rest, stake: { match_odds: stake.match_odds } }));
    await expect(fetchLimits(client)).rejects.toMatchObject({ kind: 'invalidResponse' });
  });
});
