import { readFileSync } from 'node:fs';
import { demoGameScripts } from './demo-game.ts';
import { formatTaka, languageOf, localizeDigits, messages, translate } from './demo-game/i18n.js';
import { gameKinds } from '../../games/outcomes.ts';

const source = (file: string) => readFileSync(new URL(`./demo-game/${file}`, import.meta.url), 'utf8');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** Issue 22: the demo game speaks the player's language (the launch url's `lang=en|bn`). */
describe('demo game dictionary', () => {
  it('has every key in both languages, with the same {parameters}, and the Bangla is Bangla', () => {
    expect(Object.keys(messages.bn).sort()).toEqual(Object.keys(messages.en).sort());
    for (const [key, english] of Object.entries(messages.en)) {
      const bangla = messages.bn[key] ?? '';
      expect({ key, params: placeholders(bangla) }).toEqual({ key, params: placeholders(english) });
      expect({ key, empty: english.trim() === '' || bangla.trim() === '' }).toEqual({ key, empty: false });
      // No English word left in the Bangla (RTP and the brand are written so on the Bangla site too).
      const latinWords = (bangla.replace(/\{\w+\}/g, '').match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !['RTP', 'TakaPlay'].includes(word));
      expect({ key, latinWords }).toEqual({ key, latinWords: [] });
    }
    expect(messages.bn.balance).toBe('ব্যালেন্স');
    expect(messages.bn['slot.spin']).toBe('স্পিন');
  });

  it('has a text for every key the page and the game modules use', () => {
    const used = new Set<string>();
    for (const file of demoGameScripts) for (const match of source(file).matchAll(/\bt\('([\w.]+)'\s*[,)]/g)) used.add(match[1] ?? '');
    for (const match of source('index.html').matchAll(/data-i18n(?:-label)?="([\w.]+)"/g)) used.add(match[1] ?? '');
    for (const kind of gameKinds) used.add(`kind.${kind}`);
    for (const symbol of ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'STAR']) used.add(`symbol.${symbol}`);
    for (const fish of ['clownfish', 'pufferfish', 'turtle', 'shark', 'dragon']) used.add(`fish.${fish}`);
    for (const suit of ['spade', 'heart', 'diamond', 'club']) used.add(`suit.${suit}`);
    for (const side of ['player', 'banker', 'tie']) used.add(`baccarat.road.${side}`);
    for (const color of ['red', 'black', 'green']) used.add(`color.${color}`);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !(key in messages.en))).toEqual([]);
  });

  it('reads the language from the launch url: bn or en, anything else English', () => {
    expect(languageOf('?session=x&kind=slot&lang=bn')).toBe('bn');
    expect(languageOf('?session=x&lang=en')).toBe('en');
    for (const search of ['?session=x', '?lang=fr', '?lang=BN', '?lang=']) expect(languageOf(search)).toBe('en');
  });

  it('writes taka and digits as the site does (src/format/money.ts: ৳ with Bangla digits on the Bangla page)', () => {
    const cases = [
      { amount: 0, en: '৳0.00', bn: '৳০.০০' },
      { amount: 1234.5, en: '৳1,234.50', bn: '৳১,২৩৪.৫০' },
      { amount: '300000.00', en: '৳3,00,000.00', bn: '৳৩,০০,০০০.০০' },
      { amount: 12345678.9, en: '৳1,23,45,678.90', bn: '৳১,২৩,৪৫,৬৭৮.৯০' },
    ];
    for (const { amount, en, bn } of cases) expect({ en: formatTaka(amount, 'en'), bn: formatTaka(amount, 'bn') }).toEqual({ en, bn });
    expect(localizeDigits('1–18 · 96.06 %', 'bn')).toBe('১–১৮ · ৯৬.০৬ %');
    expect(localizeDigits('1–18', 'en')).toBe('1–18');
    expect(translate('bn', 'slot.marquee', { rtp: '96.06 %' })).toBe('৫ লাইন · RTP ৯৬.০৬ %');
    expect(translate('en', 'slot.marquee', { rtp: '96.06 %' })).toBe('5 LINES · RTP 96.06 %');
    expect(translate('bn', 'won', { amount: formatTaka(50, 'bn') })).toBe('আপনি ৳৫০.০০ জিতেছেন!');
  });
});
