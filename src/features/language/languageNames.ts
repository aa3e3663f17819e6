import { setPreferredLanguage, t, type PreferredLanguage } from '../../i18n';

export { subscribeToLanguage } from '../../i18n';

export function languageName(language: PreferredLanguage): string {
  return t(language === 'bn' ? 'language.bangla' : 'language.english');
}

/** The short label on the header button. */
export function languageCode(language: PreferredLanguage): string {
  return t(language === 'bn' ? 'language.code.bn' : 'language.code.en');
}

/** Switches the whole site to the language, without a reload (the language store notifies every text). */
export function chooseLanguage(language: PreferredLanguage): Promise<void> {
  return setPreferredLanguage(language);
}
