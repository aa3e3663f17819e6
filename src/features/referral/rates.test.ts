import { cycleTab, REWARD_TABS, shareTargets } from './rates';

describe('referral view data', () => {
  it('cycles the Cash Reward Ratio tabs with wrap-around', () => {
    expect(cycleTab(0, 1)).toBe(1);
    expect(cycleTab(2, 1)).toBe(0);
    expect(cycleTab(0, -1)).toBe(2);
    expect(REWARD_TABS.map((tab) => tab.threshold)).toEqual(['referral.ratio.threshold1', 'referral.ratio.threshold2', 'referral.ratio.threshold3']);
  });

  it('puts the link into every share URL', () => {
    const link = 'https://site.test/referral_code?referral_code=ABC';
    const targets = shareTargets(link, 'Join me');
    expect(targets).toHaveLength(6);
    for (const target of targets) expect(target.href).toContain(encodeURIComponent(link));
    expect(targets[0]?.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
  });
});
