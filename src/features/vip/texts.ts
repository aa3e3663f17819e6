import type { VipLevel } from '../../../machines/memberArea';
import { MINIMUM_VIP_COINS, type VipMessage } from '../../../machines/vipConversion';
import { formatNumber } from '../../format/money';
import { t, type MessageKey } from '../../i18n';

/** The level names the site shows for the server's level codes (spec 2 §9: Normal, then Elite I). */
export const LEVEL_TEXT = { normal: 'vip.level.normal', elite1: 'vip.level.elite1' } as const satisfies Record<VipLevel, MessageKey>;

/** Spec 2 §5, §8: what the Message dialog says for each outcome (the server's own words when it gave some). */
export function vipMessageText(message: VipMessage): string {
  switch (message.code) {
    case 'minimumRequired':
      return t('vip.message.minimumRequired', { min: MINIMUM_VIP_COINS });
    case 'converted':
      return message.message ?? t('vip.message.converted');
    case 'server':
      return message.message;
    case 'conversionRefused':
      return t('vip.message.conversionRefused');
    case 'conversionFailed':
      return t('vip.message.conversionFailed');
  }
}

/** VP as the page shows them: South Asian grouping, at most two decimals (1,23,456.5). */
export function formatPoints(points: number): string {
  return formatNumber(points);
}
