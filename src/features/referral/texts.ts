import type { ReferralNotice } from '../../../machines/referral';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';

/**
 * The words of a notice (spec 2 §8), or null for the copy-by-hand prompt, which is a dialog. In a module
 * of its own, without styles, so the manual checklists (plain Node) quote the same words.
 */
export function noticeText(notice: ReferralNotice): string | null {
  switch (notice.code) {
    case 'linkCopied':
      return t('referral.linkCopied');
    case 'shareUnsupported':
      return t('referral.shareUnsupported');
    case 'claimed':
      return t('referral.claimed', { amount: formatTaka(notice.amount, { fixedDecimals: true }) });
    case 'claimFailed':
      return notice.message ?? t('referral.claimFailed');
    case 'loadFailed':
      return notice.message ?? t('referral.loadFailed');
    case 'copyByHand':
      return null;
  }
}
