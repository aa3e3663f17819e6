import { en, type Catalogue, type MessageKey } from './en';

export type { MessageKey } from './en';
export type Language = 'en';

const catalogues: Record<Language, Catalogue> = { en };

/** Fills `{name}` placeholders; a placeholder without a value stays visible so it is noticed. */
export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogues[language][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The current language. One language for now; the language pop-up makes this a store. */
export function currentLanguage(): Language {
  return 'en';
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(currentLanguage(), key, params);
}

export function useT() {
  return t;
}
