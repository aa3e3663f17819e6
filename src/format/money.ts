/** Taka with South Asian grouping (৳3,00,000), at most two decimals. */
const takaNumber = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const takaNumberFixed = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const TAKA_SIGN = '৳';

export function formatTaka(amount: number, options: { fixedDecimals?: boolean } = {}): string {
  const format = options.fixedDecimals ? takaNumberFixed : takaNumber;
  const sign = amount < 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${format.format(Math.abs(amount))}`;
}
