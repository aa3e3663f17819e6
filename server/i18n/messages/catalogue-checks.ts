// Shared checks for the area catalogues' tests (not a test file itself).
import { wordsOf, type Answer, type Catalogue } from '../catalogue.ts';

const BENGALI = /[\u0980-\u09FF]/;

/**
 * Every code of `catalogue` has English and Bangla; the English is exactly `english[code]` (for words
 * with variable parts, as written for `samples[code]`); the Bangla is Bengali script with Bangla digits
 * (ASCII digits only inside names and codes like `last7days`, and in the codes listed in `valuesToSend`,
 * whose numbers are values the API takes, like the promotion categories' ids) and keeps the ৳ sign.
 */
export function expectBanglaCatalogue(
  catalogue: Catalogue,
  english: Readonly<Record<string, string>>,
  samples: Readonly<Record<string, Answer>> = {},
  valuesToSend: readonly string[] = [],
): void {
  it('has the English words unchanged, for exactly the catalogue’s codes', () => {
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    const wrong = Object.entries(catalogue)
      .filter(([code, message]) => wordsOf(message.en, samples[code] ?? {}, english[code]) !== english[code])
      .map(([code, message]) => `${code}: ${wordsOf(message.en, samples[code] ?? {}, english[code])}`);
    expect(wrong).toEqual([]);
  });

  it('has Bangla in Bengali script with Bangla digits, ৳ kept', () => {
    const problems = Object.entries(catalogue).flatMap(([code, message]) => {
      const answer = samples[code] ?? {};
      const en = wordsOf(message.en, answer, english[code]);
      const bn = wordsOf(message.bn, answer, en);
      const written = valuesToSend.includes(code) ? '' : bn.replace(/[A-Za-z_][\w-]*/g, '');
      return [
        !BENGALI.test(bn) && 'not Bengali script',
        bn === en && 'unchanged',
        /\d/.test(written) && 'ASCII digits',
        en.includes('৳') && !bn.includes('৳') && 'lost ৳',
      ]
        .filter((problem): problem is string => typeof problem === 'string')
        .map((problem) => `${code}: ${bn}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
}
