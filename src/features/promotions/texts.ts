import type { PromotionCategory, PromotionSummary } from '../../../machines/promotions';
import { t, type MessageKey } from '../../i18n';

const categoryKeys: Record<PromotionCategory, MessageKey> = {
  99: 'promotions.category.99',
  1: 'promotions.category.1',
  2: 'promotions.category.2',
  4: 'promotions.category.4',
  8: 'promotions.category.8',
  32: 'promotions.category.32',
  64: 'promotions.category.64',
  128: 'promotions.category.128',
  256: 'promotions.category.256',
  1024: 'promotions.category.1024',
  8192: 'promotions.category.8192',
  512: 'promotions.category.512',
};

/** The strip's label of a category; null is ALL. */
export function categoryLabel(category: PromotionCategory | null): string {
  return t(category === null ? 'promotions.category.all' : categoryKeys[category]);
}

/** A Dhaka date as the spec writes it: 2024/12/31. */
const slashed = (date: string) => date.replaceAll('-', '/');

/** The card's duration: "2026/10/25 – 2027/12/31", or open on one side, or "Ongoing". */
export function durationText(promotion: Pick<PromotionSummary, 'startDate' | 'endDate'>): string {
  const { startDate, endDate } = promotion;
  if (startDate && endDate) return t('promotions.duration', { start: slashed(startDate), end: slashed(endDate) });
  if (startDate) return t('promotions.durationFrom', { start: slashed(startDate) });
  if (endDate) return t('promotions.durationUntil', { end: slashed(endDate) });
  return t('promotions.durationOngoing');
}
