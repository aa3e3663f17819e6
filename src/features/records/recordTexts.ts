import type { TransactionRecord, TurnoverRecord } from '../../../machines/recordFilters';
import type { MessageKey } from '../../i18n';

/** Spec 2 §2: with no promotion a turnover card reads Deposit Without any Promotion (active) or Deposit (complete). */
export const NO_PROMOTION_TITLE: Record<TurnoverRecord['status'], MessageKey> = {
  active: 'records.turnover.noPromotionActive',
  complete: 'records.turnover.noPromotionComplete',
};

/** Spec 2 §4: key '0' Processing, '1' Success, '2' Fail. */
export const STATUS_TAG: Record<TransactionRecord['key'], { key: MessageKey; color: string }> = {
  '0': { key: 'records.status.processing', color: 'yellow' },
  '1': { key: 'records.status.success', color: 'green' },
  '2': { key: 'records.status.fail', color: 'red' },
};

export const TYPE_KEY: Record<TransactionRecord['action'], MessageKey> = { deposit: 'records.type.deposit', withdraw: 'records.type.withdraw' };
