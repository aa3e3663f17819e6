import type { MessageKey } from '../../i18n';

/**
 * Spec 2 §9 "Referral cash reward by turnover tab": the tabs of the Cash Reward Ratio board, each with
 * its turnover threshold; the rates of tiers 1 to 3 are the server's (the referral machine's `rates`).
 */
export const REWARD_TABS: readonly { threshold: MessageKey }[] = [
  { threshold: 'referral.ratio.threshold1' },
  { threshold: 'referral.ratio.threshold2' },
  { threshold: 'referral.ratio.threshold3' },
];

/** The tab shown after an arrow: wraps around at both ends. */
export function cycleTab(current: number, step: 1 | -1, count = REWARD_TABS.length): number {
  return (current + step + count) % count;
}

/** Share URLs of the desktop Share menu, each carrying the referral link. */
export function shareTargets(link: string, message: string): { key: MessageKey; href: string }[] {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(message);
  return [
    { key: 'referral.share.facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { key: 'referral.share.line', href: `https://social-plugins.line.me/lineit/share?url=${url}` },
    { key: 'referral.share.mail', href: `mailto:?subject=${text}&body=${text}%20${url}` },
    { key: 'referral.share.skype', href: `https://web.skype.com/share?url=${url}&text=${text}` },
    { key: 'referral.share.telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
    { key: 'referral.share.whatsapp', href: `https://wa.me/?text=${text}%20${url}` },
  ];
}
