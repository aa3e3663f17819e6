import { ApiError } from './errors';
import { claimReferralRewards, fetchReferralFigures, fetchRewardHistory } from './referral';
import { clientAnswering, json } from './testing/fakeClient';

const figures = {
  referral_code: 'ABCDE12345',
  downlines: { tier1: 2, tier2: 1, tier3: 0 },
  active_downlines: { tier1: 1, tier2: 1, tier3: 0 },
  referral_turnover: '3050.00',
  lifetime_cash_rewards: '150.00',
  cash_rewards: '1.60',
  claimed_this_month: '150.00',
  monthly_cap: '300000.00',
};

describe('referral API edge', () => {
  it('GET referral: reads the code and the figures as numbers', async () => {
    const { client, seen } = clientAnswering(() => json(figures));
    expect(await fetchReferralFigures(client)).toEqual({
      code: 'ABCDE12345',
      downlines: { tier1: 2, tier2: 1, tier3: 0 },
      activeDownlines: { tier1: 1, tier2: 1, tier3: 0 },
      referralTurnover: 3050,
      lifetimeCashRewards: 150,
      cashRewards: 1.6,
    });
    expect(seen[0]?.url).toBe('http://api.test/api/referral');
  });

  it('GET referral: refuses an answer without a code or with unreadable amounts', async () => {
    await expect(fetchReferralFigures(clientAnswering(() => json({ ...figures, referral_code: '' })).client)).rejects.toBeInstanceOf(ApiError);
    await expect(fetchReferralFigures(clientAnswering(() => json({ ...figures, cash_rewards: 'abc' })).client)).rejects.toMatchObject({ kind: 'invalidResponse' });
  });

  it('GET referral/rewards?page: the history rows', async () => {
    const { client, seen } = clientAnswering(() =>
      json({
        data: [{ id: 3, date: '2025-05-05T12:00:00.000Z', turnover: '150000.00', cash_reward: '150.00', status: 'claimed', period_start: '2025-05-05', period_end: '2025-05-05' }],
        current_page: 2,
        last_page: 2,
        total: 11,
      }),
    );
    expect(await fetchRewardHistory(client, 2)).toEqual({
      rows: [{ id: 3, date: '2025-05-05T12:00:00.000Z', turnover: 150000, cashReward: 150, status: 'claimed', periodStart: '2025-05-05', periodEnd: '2025-05-05' }],
      page: 2,
      lastPage: 2,
    });
    expect(seen[0]?.url).toBe('http://api.test/api/referral/rewards?page=2');
  });

  it('POST referral/claim: sends the Idempotency-Key; a refusal carries the server’s message', async () => {
    const { client, seen } = clientAnswering(() => json({ success: true, message: 'Claimed ৳1.60 in cash rewards.', amount: '1.60', balance: '11.60' }));
    expect(await claimReferralRewards(client, 'claim-key-1')).toEqual({ amount: 1.6 });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('claim-key-1');
    const refused = clientAnswering(() => json({ success: false, message: 'There are no cash rewards to claim.' }, 422));
    await expect(claimReferralRewards(refused.client, 'claim-key-2')).rejects.toMatchObject({ serverMessage: 'There are no cash rewards to claim.', status: 422 });
  });
});
