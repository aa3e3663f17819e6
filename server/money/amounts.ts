/**
 * Money is numeric(14,2) in the database and whole paisa (hundredths of a taka) in code, so sums
 * and comparisons are exact. Strings cross the boundary in both directions.
 */
export type Paisa = number;

const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;

export function toPaisa(amount: string | number): Paisa {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!MONEY_PATTERN.test(text)) throw new RangeError(`not a money amount: ${text}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const paisa = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -paisa : paisa;
}

/** "1250.00"-style string, as the API and the database want it. */
export function fromPaisa(paisa: Paisa): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`not a whole number of paisa: ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const absolute = Math.abs(paisa);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
