import { AREAS_AWAITING_BANGLA, bn, bnParts } from './bn';
import { catalogueParts, en, type MessageKey } from './en';
import { depositEn } from './en/deposit';
import { fundsEn } from './en/funds';
import { withdrawalEn } from './en/withdrawal';
import { currentLanguage, setPreferredLanguage, subscribeToLanguage, t, translate } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Every English area part; `catalogueParts` leaves out the funds, deposit and withdrawal parts. */
const englishParts: Record<string, Record<string, string>> = { ...catalogueParts, fundsEn, depositEn, withdrawalEn };
const awaiting = new Set<string>(AREAS_AWAITING_BANGLA);
const awaitingKeys = new Set(
  Object.entries(englishParts)
    .filter(([part]) => awaiting.has(part))
    .flatMap(([, texts]) => Object.keys(texts)),
);

describe('the Bangla catalogue (issue 11)', () => {
  it('has a Bangla text for every English key, except the areas awaiting Bangla', () => {
    const missing = (Object.keys(en) as MessageKey[]).filter((key) => !awaitingKeys.has(key) && bn[key] === undefined);
    expect(missing).toEqual([]);
  });

  it('has no Bangla key that English lacks', () => {
    expect(Object.keys(bn).filter((key) => !(key in en))).toEqual([]);
  });

  it('mirrors each English area file', () => {
    for (const [part, texts] of Object.entries(bnParts)) {
      const english = englishParts[part];
      expect({ part, keys: Object.keys(texts).sort() }).toEqual({ part, keys: Object.keys(english ?? {}).sort() });
    }
    const covered = new Set([...Object.keys(bnParts), ...awaiting]);
    expect(Object.keys(englishParts).filter((part) => !covered.has(part))).toEqual([]);
  });

  it('keeps the placeholders of the English text', () => {
    const differing = Object.entries(bn)
      .filter(([key, text]) => placeholders(text ?? '').join() !== placeholders(en[key as MessageKey]).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('has no empty texts in either language', () => {
    expect(Object.entries(en).filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
    expect(Object.entries(bn).filter(([, text]) => (text ?? '').trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('lists only areas that exist and are not translated yet', () => {
    for (const part of AREAS_AWAITING_BANGLA) expect(Object.keys(bnParts)).not.toContain(part);
  });
});

describe('the language store', () => {
  afterEach(() => setPreferredLanguage('en'));

  it('switches t() once the Bangla texts are in, tells subscribers, remembers the choice and marks the page', async () => {
    let calls = 0;
    const unsubscribe = subscribeToLanguage(() => {
      calls += 1;
    });
    expect(t('nav.login')).toBe('Login');
    await setPreferredLanguage('bn');
    expect(currentLanguage()).toBe('bn');
    expect(t('nav.login')).toBe('লগইন');
    expect(t('notFound.body', { path: '/vip' })).toBe('/vip ঠিকানাটি এই সাইটে নেই।');
    expect(localStorage.getItem('language')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(calls).toBe(1);
    await setPreferredLanguage('bn');
    expect(calls).toBe(1);
    unsubscribe();
  });

  it('keeps the latest pick when an earlier one is still loading', async () => {
    const bangla = setPreferredLanguage('bn');
    const english = setPreferredLanguage('en');
    await Promise.all([bangla, english]);
    expect(currentLanguage()).toBe('en');
    expect(t('nav.login')).toBe('Login');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('translates into either language on request', async () => {
    await setPreferredLanguage('bn');
    expect(translate('bn', 'login.title')).toBe('লগইন');
    expect(translate('en', 'login.title')).toBe('Login');
    // Numbers filled in are written in Bengali digits; strings (already formatted) stay as given.
    expect(translate('bn', 'games.count', { count: 120 })).toBe('১২০টি গেম');
    expect(translate('en', 'games.count', { count: 120 })).toBe('120 games');
    expect(translate('bn', 'withdrawal.phoneUnverified', { number: '01712345678' })).toBe('01712345678 (ভেরিফাই করা হয়নি)');
  });
});
