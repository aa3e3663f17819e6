import { setPreferredLanguage, t, type PreferredLanguage } from '../../i18n';

export function languageName(language: PreferredLanguage): string {
  return t(language === 'bn' ? 'language.bangla' : 'language.english');
}

/** The short label on the header button. */
export function languageCode(language: PreferredLanguage): string {
  return t(language === 'bn' ? 'language.code.bn' : 'language.code.en');
}

const listeners = new Set<() => void>();

/** Every language button follows the stored choice (the header and the toolbar each have one). */
export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseLanguage(language: PreferredLanguage): void {
  setPreferredLanguage(language);
  for (const listener of listeners) listener();
}
