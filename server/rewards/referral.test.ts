import { dailyReferralReward, dhakaDay, referralTabOf } from './referral.ts';

const taka = (amount: number) => Math.round(amount * 100);

describe('dailyReferralReward (spec 2 §9 reward by turnover tab)', () => {
  it('pays nothing at or below ৳100 of total turnover, tab 1 above it', () => {
    expect(referralTabOf(taka(100))).toBeNull();
    expect(dailyReferralReward([taka(100), 0, 0])).toBe(0);
    expect(dailyReferralReward([taka(60), taka(30), taka(10)])).toBe(0);
    expect(referralTabOf(taka(100.01))?.name).toBe('tab1');
    // 0.1 % of ৳1,000 = ৳1; 0.05 % of ৳1,000 = ৳0.50; 0.01 % of ৳1,000 = ৳0.10
    expect(dailyReferralReward([taka(1000), taka(1000), taka(1000)])).toBe(taka(1.6));
  });

  it('switches to tab 2 at ৳2,00,000 and tab 3 at ৳5,00,000 of the day’s total (all tiers)', () => {
    expect(referralTabOf(taka(199_999.99))?.name).toBe('tab1');
    expect(dailyReferralReward([taka(199_999.99), 0, 0])).toBe(taka(199.99));
    expect(referralTabOf(taka(200_000))?.name).toBe('tab2');
    // tab 2: 0.15 %, 0.06 %, 0.02 %
    expect(dailyReferralReward([taka(100_000), taka(50_000), taka(50_000)])).toBe(taka(150 + 30 + 10));
    expect(referralTabOf(taka(499_999.99))?.name).toBe('tab2');
    expect(referralTabOf(taka(500_000))?.name).toBe('tab3');
    // tab 3: 0.2 %, 0.07 %, 0.03 %
    expect(dailyReferralReward([taka(300_000), taka(100_000), taka(100_000)])).toBe(taka(600 + 70 + 30));
  });

  it('rounds each tier down to the paisa', () => {
    // 0.1 % of ৳100.99 = ৳0.10099 → ৳0.10; 0.05 % of ৳9.99 = 0.004995 → 0
    expect(dailyReferralReward([taka(100.99), taka(9.99), 0])).toBe(taka(0.1));
  });

  it('reads days in Dhaka time (GMT+6)', () => {
    expect(dhakaDay(new Date('2025-05-05T17:59:59Z'))).toBe('2025-05-05');
    expect(dhakaDay(new Date('2025-05-05T18:00:00Z'))).toBe('2025-05-06');
  });
});
