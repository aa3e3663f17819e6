// Types of the demo game's dictionary module (plain JS served as-is), for the tests that import it.
export type Language = 'en' | 'bn';
export const languages: readonly Language[];
export function languageOf(search: string): Language;
export function localizeDigits(text: string | number, lang: Language): string;
export function formatTaka(value: string | number, lang: Language): string;
export const messages: Record<Language, Record<string, string>>;
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string;
