import { useSyncExternalStore } from 'react';
import type { Catalogue, MessageKey } from './en';
import { siteEn } from './enSite';

export type { MessageKey } from './en';
/** The languages of the site (issue 11): English and Bangla, picked in the language pop-up (spec 1 §2.4). */
export type Language = 'en' | 'bn';
/** Kept for the callers that name the pick; the same two languages. */
export type PreferredLanguage = Language;

/**
 * Bangla is complete except for the areas listed in `AREAS_AWAITING_BANGLA` (bn.ts); a key missing
 * there falls back to English so the page still reads, and the completeness test names the gap.
 * The Bangla catalogue is its own chunk, fetched only by players who choose (or chose) Bangla.
 */
const english: Partial<Catalogue> = { ...siteEn };
const catalogues: Record<Language, Partial<Catalogue> | undefined> = { en: english, bn: undefined };
let banglaLoading: Promise<void> | undefined;

/**
 * The Bangla font (Noto Sans Bengali, src/shell/styles.ts) in the weights the site uses. Bangla text is
 * shown only once it is in: text shaped while the font was still loading could keep showing boxes.
 * Never waits longer than a few seconds (a slow or failed font falls back to the system's).
 */
function loadBanglaFont(): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts || typeof fonts.load !== 'function') return Promise.resolve();
  const faces = Promise.all(['400', '600', '700'].map((weight) => fonts.load(`${weight} 16px "Noto Sans Bengali"`, 'বাংলা')));
  const timeout = new Promise((resolve) => setTimeout(resolve, 3_000));
  return Promise.race([faces, timeout]).then(
    () => undefined,
    () => undefined,
  );
}

function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || catalogues.bn) return Promise.resolve();
  banglaLoading ??= Promise.all([import('./bn'), loadBanglaFont()]).then(
    ([module]) => {
      catalogues.bn = module.bn;
    },
    (error: unknown) => {
      banglaLoading = undefined; // a failed fetch (offline) may be retried by choosing again
      throw error;
    },
  );
  return banglaLoading;
}

const bengaliDigits = '০১২৩৪৫৬৭৮৯';

/** A number filled into a text: Bengali digits in Bangla ("১২টি গেম"); strings are used as given. */
function paramText(language: Language, value: string | number): string {
  const text = String(value);
  return language === 'bn' && typeof value === 'number' ? text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit) : text;
}

/**
 * Adds the English texts of an area behind the first screens (src/i18n/texts/<area>.ts, imported by
 * the pages that show them), so the entry does not carry them, and a page only its own areas'.
 */
export function addEnglishTexts(texts: Partial<Catalogue>): void {
  Object.assign(english, texts);
}

/**
 * A key whose texts are not loaded: a page that shows an area's texts without importing its
 * src/i18n/texts/<area>.ts (textSplit.test.ts checks the imports). Shown as the key, and said in the
 * console, never a blank.
 */
function notLoaded(key: MessageKey): string {
  console.error(`i18n: the text "${key}" is not loaded; its page must import its area's module in src/i18n/texts/`);
  return key;
}

/** Fills `{name}` placeholders; a placeholder without a value stays visible so it is noticed. */
export function translate(language: Language, key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogues[language]?.[key] ?? english[key] ?? notLoaded(key);
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? paramText(language, params[name] as string | number) : whole));
}

const languageStorageKey = 'language';

function storedLanguage(storage: Storage | undefined): Language {
  try {
    return storage?.getItem(languageStorageKey) === 'bn' ? 'bn' : 'en';
  } catch {
    return 'en';
  }
}

// The language store: English until the stored choice's catalogue is in, then changed only through
// setPreferredLanguage. `requested` is the latest pick, so a slow catalogue never overrides a newer one.
let language: Language = 'en';
let requested: Language = storedLanguage(globalThis.localStorage);
const listeners = new Set<() => void>();
// The page is marked at once: the first paint already shapes Bangla text as Bangla.
if (requested === 'bn') applyDocumentLanguage('bn');
const startup = switchTo(requested);

// A choice made in another tab follows here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === languageStorageKey) void reloadPreferredLanguage();
  });
}

/** Resolves once the stored language's texts are in (the first render waits for it: no English flash). */
export function languageReady(): Promise<void> {
  return startup;
}

async function switchTo(next: Language): Promise<void> {
  try {
    await loadCatalogue(next);
  } catch {
    if (requested === next) requested = language; // offline: stay in the language that is shown
    return;
  }
  if (requested !== next) return;
  applyDocumentLanguage(next);
  if (next === language) return;
  language = next;
  for (const listener of [...listeners]) listener();
}

/** The language every text is shown in right now. */
export function currentLanguage(): Language {
  return language;
}

/** The language the player picked in the language pop-up (spec 1 §2.4); English until chosen. */
export function preferredLanguage(): Language {
  return requested;
}

/** The `lang` attribute of the page follows the language (screen readers, hyphenation, the Bangla font). */
export function applyDocumentLanguage(value: Language = language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = value;
}

/**
 * Switches every text without a reload: stores the pick (remembered across visits), fetches its
 * catalogue if needed, then marks the page language and tells the subscribers (the app root
 * re-renders the tree; session and forms are kept). Resolves once the texts have switched.
 */
export function setPreferredLanguage(next: Language, storage: Storage | undefined = globalThis.localStorage): Promise<void> {
  try {
    storage?.setItem(languageStorageKey, next);
  } catch {
    // Private mode without storage: the pick holds for this visit.
  }
  requested = next;
  return switchTo(next);
}

/** Re-reads the stored pick (tests, or another tab's choice). */
export function reloadPreferredLanguage(storage: Storage | undefined = globalThis.localStorage): Promise<void> {
  return setPreferredLanguage(storedLanguage(storage), storage);
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current language as React state: a component calling it re-renders when the player switches. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
}

export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return translate(language, key, params);
}

/** `t`, and a re-render of the calling component when the language changes. */
export function useT() {
  useLanguage();
  return t;
}
