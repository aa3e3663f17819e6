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

/** A language the player can pick; only English has texts yet (Bangla is a later issue). */
export type PreferredLanguage = 'en' | 'bn';

const languageStorageKey = 'language';

/** The language the player picked in the language pop-up (spec 1 §2.4); English until chosen. */
export function preferredLanguage(storage: Storage | undefined = globalThis.localStorage): PreferredLanguage {
  return storage?.getItem(languageStorageKey) === 'bn' ? 'bn' : 'en';
}

/** Stores the pick and marks the page language; `t()` keeps returning English for now. */
export function setPreferredLanguage(language: PreferredLanguage, storage: Storage | undefined = globalThis.localStorage): void {
  storage?.setItem(languageStorageKey, language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(currentLanguage(), key, params);
}

export function useT() {
  return t;
}
