import type { ExchangeRecord } from '../../../machines/recordFilters';
import { formatTaka } from '../../format/money';

/** Spec 2 §2: a loss is shown in brackets, (৳120.00); a profit or zero as the amount. */
export function profitLossText(amount: number): string {
  const text = formatTaka(Math.abs(amount), { fixedDecimals: true });
  return amount < 0 ? `(${text})` : text;
}

/** The status tag: WON, LOST, or processing while the bet is open (spec 2 §2). */
export const statusColour = (status: ExchangeRecord['status']) => (status === 'WON' ? 'teal' : status === 'LOST' ? 'red' : 'yellow');
