import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gameTypes, promotionCategories } from '../db/schema.ts';
import { STAKE_LIMITS } from '../exchange/stakes.ts';
import { GAMES_PER_PAGE_MAX } from '../routes/content/games.ts';
import { banglaOf, BN_MESSAGES, BN_TEMPLATES, toBanglaDigits } from './bn.ts';
import { banglaFor, isMessageCode, MESSAGES } from './messages.ts';

/**
 * Every player-facing message the server writes under /api/*, from the route modules' own constants
 * where they have them (a changed wording there fails this test) and as written where they are inline.
 */
const CATALOGUED: readonly string[] = [
  // app.ts, http/, auth/, body limit, idempotency
  'Not found',
  'Request body too large',
  'The request body is not valid JSON.',
  'The given data was invalid.',
  'Unauthenticated.',
  // players: i18n/messages/players.ts, checked by messages/players.test.ts
  // funds (the rest: i18n/messages/funds.ts, checked by messages/money-areas.test.ts)
  'The name field is required.',
  'The account type field is required.',
  // content
  'remote_id is too long.',
  ...['user_one_id', 'user_two_id', 'chat_id', 'sender_id'].map((field) => `${field} must be a user id.`),
  // chat: i18n/messages/content.ts
  `type must be one of ${gameTypes.join(', ')}.`,
  'system must be a JSON list of systems, e.g. ["JILI","PG"].',
  'system must be a JSON list of at most 100 system names.',
  'system is too long.',
  'system lists at most 100 platforms.',
  'sort must be displayOrder, createTime or aZ.',
  'search is at most 100 characters.',
  `per_page must be a whole number from 1 to ${GAMES_PER_PAGE_MAX}.`,
  'userId is required.',
  'externalURL is too long.',
  'gameCode is too long.',
  'gameType is too long.',
  'platform is too long.',
  'Systems fetched successfully.',
  'Providers fetched successfully.',
  'Games fetched successfully.',
  'userId does not match the logged-in player.',
  'gameCode, or platform and gameType, is required.',
  'gameCode is required.',
  'Game not found.',
  'JILI is under maintenance. Please try another provider.',
  'Game launched successfully.',
  'The page must be a whole number from 1 to 999999.',
  'kind must be received or used.',
  'General settings not found.',
  'slider_type must be Main, Favourite or Features.',
  'format must be list.',
  'Social links not found.',
  'Promotion not found.',
  `category must be one of ${Object.keys(promotionCategories).join(', ')}.`,
  // betting records (/api/betting-record…)
  'per_page must be 10, 25, 50 or 100.',
  'date must be today, yesterday, last7days or all.',
  'status must be settled or open.',
  'platform must be a platform code or a comma-separated list of them.',
  `game_type must be one of ${gameTypes.join(', ')} (or a comma-separated list).`,
  // exchange bets
  'event_id is required.',
  'market_id is required.',
  'market_id is too long.',
  'odds is too large.',
  'stake is required.',
  'selection_id is required.',
  'run is required.',
  'status must be open or settled.',
  // the refusals: i18n/messages/exchange.ts, checked by messages/money-areas.test.ts
  // zod's defaults for fields without a message of our own
  'Invalid input',
  'Invalid input: expected number, received string',
  'Invalid input: expected boolean, received string',
  'Invalid input: expected object, received null',
  'Invalid input: expected int, received number',
  'Too big: expected string to have <=100 characters',
  'Too small: expected number to be >0',
  'Too small: expected number to be >=0',
  'Too big: expected number to be <=1000',
];

const BENGALI = /[\u0980-\u09FF]/;

describe('the Bangla catalogue', () => {
  it('has Bangla for every catalogued message', () => {
    const missing = CATALOGUED.filter((english) => banglaOf(english) === undefined);
    expect(missing).toEqual([]);
    // Messages moved to the code-keyed catalogue (messages.ts) count with the texts still here.
    expect(CATALOGUED.length + Object.keys(MESSAGES).length).toBeGreaterThan(200);
  });

  it('is Bengali script with Bangla digits, ৳ kept (lists of codes excepted)', () => {
    const everything = [...Object.keys(BN_MESSAGES), ...BN_TEMPLATES.map((template) => template.example), ...CATALOGUED];
    const problems = everything.flatMap((english) => {
      const bangla = banglaOf(english) ?? '';
      // Digits inside the API's own words (`last7days`) are not numbers we write; category ids are values
      // to send (`?category=99`), so that list stays as the API spells it.
      const written = english.startsWith('category must be one of') ? '' : bangla.replace(/[A-Za-z_][\w-]*/g, '');
      const wrong = [
        !BENGALI.test(bangla) && 'not Bengali script',
        bangla === english && 'unchanged',
        /\d/.test(written) && 'ASCII digits',
        english.includes('৳') && !bangla.includes('৳') && 'lost ৳',
      ].filter((problem): problem is string => typeof problem === 'string');
      return wrong.map((problem) => `${english} → ${bangla}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('translates every template example, with the numbers in Bangla digits', () => {
    expect(BN_TEMPLATES.filter((template) => !template.pattern.test(template.example)).map((template) => template.example)).toEqual([]);
    expect(banglaFor('stake_out_of_range', STAKE_LIMITS.match_odds)).toBe('স্টেক ৳১০০ থেকে ৳৫০,০০০-এর মধ্যে হতে হবে।');
    expect(banglaOf('NETENT is under maintenance. Please try another provider.')).toContain('NETENT');
    expect(toBanglaDigits('৳25,000.00 at 10:45')).toBe('৳২৫,০০০.০০ at ১০:৪৫');
  });

  it('keeps the words the site matches in the withdraw-check refusals (src/edge/withdrawal.ts checkFailureOf), now by code', () => {
    expect(banglaFor('birthday_missing', {})).toContain('জন্ম তারিখ');
    expect(banglaFor('turnover_open', {})).toContain('টার্নওভার');
  });

  it('keeps the moved price where the site reads it (src/api/exchangeBetting.ts movedPriceOf: "দর বদলে {price} হয়েছে")', () => {
    expect(banglaFor('price_moved', { price: 1.95 })).toMatch(/^দর বদলে ১\.৯৫ হয়েছে।/);
  });

  it('leaves unknown texts alone', () => {
    expect(banglaOf('Some new message.')).toBeUndefined();
    expect(banglaOf('constructor')).toBeUndefined();
    expect(banglaOf('toString')).toBeUndefined();
  });
});

// ------------------------------------------------------------------ source scan

type Found = { file: string; line: number; text: string; samples: string[] };

/** Calls whose string argument at this index is a message (zod checks, the players' checker, funds refusals). */
const MESSAGE_ARGUMENT: Readonly<Record<string, number>> = {
  fail: 1,
  refuse: 1,
  min: 1,
  max: 1,
  length: 1,
  regex: 1,
  refine: 1,
  list: 1,
  int: 0,
  positive: 0,
  nonnegative: 0,
  failure: 0,
  // Catalogue codes (i18n/messages.ts): the words come from the code.
  refusal: 0,
  refusalAs: 1,
  say: 0,
};

/** `${…}` parts whose text the scan cannot sample by a number or a word. */
const KNOWN_EXPRESSIONS: Readonly<Record<string, string>> = {};

const REGEX_AFTER = new Set(['(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', 'return', 'typeof', '=>', '']);

/**
 * The string literals a source file uses as messages: values of `message:` / `error:`, and the
 * message arguments of the calls above. Template literals come with each `${…}` replaced by samples.
 */
function messageLiterals(source: string, file: string): Found[] {
  const found: Found[] = [];
  const tokens: string[] = [];
  const stack: { bracket: string; name: string; argument: number }[] = [];
  let i = 0;
  const lineAt = (index: number) => source.slice(0, index).split('\n').length;
  const prev = (back = 1) => tokens[tokens.length - back] ?? '';

  /** Reads a quoted or template literal at `i`; returns the text with each `${…}` replaced by `sample(expression)`. */
  const readLiteral = (sample: (expression: string) => string): { text: string; template: boolean } => {
    const quote = source[i];
    const template = quote === '`';
    let text = '';
    i += 1;
    while (i < source.length && source[i] !== quote) {
      const char = source[i] ?? '';
      if (char === '\\') {
        const next = source[i + 1] ?? '';
        text += next === 'n' ? '\n' : next;
        i += 2;
      } else if (template && char === '$' && source[i + 1] === '{') {
        i += 2;
        const from = i;
        let depth = 1;
        while (i < source.length && depth > 0) {
          const inner = source[i];
          if (inner === '{') depth += 1;
          else if (inner === '}') depth -= 1;
          if (inner === "'" || inner === '"' || inner === '`') readLiteral(sample);
          else i += 1;
        }
        text += sample(source.slice(from, i - 1).trim());
      } else {
        text += char;
        i += 1;
      }
    }
    i += 1;
    return { text, template };
  };

  while (i < source.length) {
    const char = source[i] ?? '';
    const next = source[i + 1] ?? '';
    if (/\s/.test(char)) i += 1;
    else if (char === '/' && next === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (char === '/' && next === '*') i = source.indexOf('*/', i + 2) + 2;
    else if (char === '/' && REGEX_AFTER.has(prev())) {
      let inClass = false;
      i += 1;
      while (i < source.length && (source[i] !== '/' || inClass)) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += 1;
      }
      i += 1;
      while (/[a-z]/.test(source[i] ?? '')) i += 1;
      tokens.push('/regex/');
    } else if (char === "'" || char === '"' || char === '`') {
      const start = i;
      const samples: string[] = [];
      let literal = { text: '', template: false };
      for (const sample of ['12', 'x', '৳12']) {
        i = start;
        literal = readLiteral((expression) => KNOWN_EXPRESSIONS[expression] ?? sample);
        samples.push(literal.text);
      }
      const top = stack[stack.length - 1];
      const keyed = prev() === ':' && (prev(2) === 'message' || prev(2) === 'error');
      const argument = top?.bracket === '(' && MESSAGE_ARGUMENT[top.name] === top.argument;
      if (keyed || argument) found.push({ file, line: lineAt(start), text: samples[0] ?? '', samples: literal.template ? samples : [literal.text] });
      tokens.push('"string"');
    } else if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z_$][\w$]*/.exec(source.slice(i, i + 200));
      const word = match?.[0] ?? char;
      tokens.push(word);
      i += word.length;
    } else if (char === '=' && next === '>') {
      tokens.push('=>');
      i += 2;
    } else {
      // `Math.max(a, b)` is not zod's `.max(n, message)`.
      const name = char === '(' ? (prev(2) === '.' && prev(3) === 'Math' ? `Math.${prev()}` : prev()) : '';
      if (char === '(' || char === '{' || char === '[') stack.push({ bracket: char, name, argument: 0 });
      else if (char === ')' || char === '}' || char === ']') stack.pop();
      else if (char === ',' && stack.length > 0) {
        const top = stack[stack.length - 1];
        if (top) top.argument += 1;
      }
      tokens.push(char);
      i += 1;
    }
  }
  return found;
}

/** Messages the scan finds that are deliberately not translated. */
const NOT_TRANSLATED: readonly { file: string; text: string; reason: string }[] = [
  { file: 'server/routes/provider/api.ts', text: 'Invalid or expired launch token.', reason: '/provider/*: the game provider’s machine-to-machine API' },
  { file: 'server/routes/provider/api.ts', text: 'round_id must be 1 to 64 letters, digits or - _ : . characters.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'This round_id was already used.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'Bet accepted.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'Round not found.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'The cash-out multiplier has not been reached yet.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'This bet is not offered by the 12 game.', reason: '/provider/* API (its code `invalid_choice` decides)' },
  { file: 'server/routes/exchange/data.ts', text: 'The sports data service did not answer.', reason: '/exchange-data/*: the feed, not /api' },
];

function sourceFiles(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

describe('the server source', () => {
  const root = join(import.meta.dirname, '..', '..');
  const files = ['server/routes', 'server/auth', 'server/money', 'server/http', 'server/funds', 'server/games', 'server/rewards', 'server/exchange', 'server/app.ts']
    .flatMap((path) => sourceFiles(join(root, path)))
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('test-support'));
  const literals = files.flatMap((path) => messageLiterals(readFileSync(path, 'utf8'), relative(root, path)));

  it('finds the messages (the scanner works)', () => {
    const texts = literals.map((found) => found.text);
    expect(texts).toContain('unauthenticated');
    expect(texts).toContain('body_too_large');
    expect(texts).toContain('username_required');
    expect(texts).toContain('login_throttled');
    expect(texts).toContain('The name field is required.');
    expect(texts).toContain('bet_stake_invalid');
    expect(texts).toContain('bet_event_id_invalid');
    expect(texts).toContain('12 is under maintenance. Please try another provider.');
    expect(texts).toContain('12 must be a user id.');
    expect(literals.length).toBeGreaterThan(150);
  });

  it('has a catalogue entry for every message:/error: literal (or a stated reason not to)', () => {
    const untranslated = literals.filter(
      (found) =>
        // A catalogue code as the message (zod schemas, refusal(code)): its words are in messages/<area>.ts.
        !found.samples.some((sample) => banglaOf(sample) !== undefined || isMessageCode(sample)) &&
        !NOT_TRANSLATED.some((allowed) => allowed.file === found.file && found.samples.includes(allowed.text)),
    );
    expect(untranslated.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('the allow-list names only texts still in the source', () => {
    const stale = NOT_TRANSLATED.filter((allowed) => !literals.some((found) => found.file === allowed.file && found.samples.includes(allowed.text)));
    expect(stale).toEqual([]);
  });
});
