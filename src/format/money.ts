import { currentLanguage, type Language } from '../i18n';

/** Taka with South Asian grouping (৳3,00,000), at most two decimals; Bangla digits in Bangla (৳৩,০০,০০০). */
const locales: Record<Language, string> = { en: 'en-IN', bn: 'bn-BD' };

function numberFormat(language: Language, fixed: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(locales[language], {
    minimumFractionDigits: fixed ? 2 : 0,
    maximumFractionDigits: 2,
    // bn-BD counts in Bengali digits (the `beng` numbering system) and groups by lakh and crore like en-IN.
    numberingSystem: language === 'bn' ? 'beng' : 'latn',
  });
}

/**
 * Made on first use, not when the module loads: a browser's first Intl format sets up its locale data,
 * which took several milliseconds inside the entry's evaluation (docs/bench.md, stop 45), and a page in
 * one language never needs the other's.
 */
const formats: Partial<Record<`${Language}:${boolean}`, Intl.NumberFormat>> = {};

function formatFor(language: Language, fixed: boolean): Intl.NumberFormat {
  return (formats[`${language}:${fixed}`] ??= numberFormat(language, fixed));
}

export const TAKA_SIGN = '৳';

type TakaOptions = { fixedDecimals?: boolean; language?: Language };

export function formatTaka(amount: number, options: TakaOptions = {}): string {
  const format = formatFor(options.language ?? currentLanguage(), options.fixedDecimals === true);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${TAKA_SIGN}${format.format(Math.abs(amount))}`;
}

/** A plain number (counts, odds, percentages) with the grouping and digits of the language. */
export function formatNumber(value: number, options: { maximumFractionDigits?: number; minimumFractionDigits?: number; language?: Language } = {}): string {
  const language = options.language ?? currentLanguage();
  return new Intl.NumberFormat(locales[language], {
    maximumFractionDigits: options.maximumFractionDigits ?? 2,
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    numberingSystem: language === 'bn' ? 'beng' : 'latn',
  }).format(value);
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/** Writes the ASCII digits of a text in the language's digits (dates, codes shown as numbers). */
export function localizeDigits(text: string, language: Language = currentLanguage()): string {
  return language === 'bn' ? text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit) : text;
}
