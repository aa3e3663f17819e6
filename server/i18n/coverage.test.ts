import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { banglaFor, isMessageCode } from './messages.ts';

/**
 * Every message the server writes under /api/* is a catalogue code (issue 23 §4): the words live in
 * `messages/<area>.ts`, in English and Bangla, and the language middleware translates by code. The
 * text-keyed catalogue (`bn.ts`, English text → Bangla) is gone.
 */
describe('the server’s messages', () => {
  it('have no text-keyed catalogue any more', () => {
    expect(existsSync(join(import.meta.dirname, 'bn.ts'))).toBe(false);
  });

  it('keep the words the site matched in the withdraw-check refusals, by code', () => {
    expect(banglaFor('birthday_missing', {})).toContain('জন্ম তারিখ');
    expect(banglaFor('turnover_open', {})).toContain('টার্নওভার');
  });

  it('keep the moved price where the site reads it (src/api/exchangeBetting.ts movedPriceOf: "দর বদলে {price} হয়েছে")', () => {
    expect(banglaFor('price_moved', { price: 1.95 })).toMatch(/^দর বদলে ১\.৯৫ হয়েছে।/);
  });

  it('leave unknown codes alone', () => {
    expect(banglaFor('Some new message.', {})).toBeUndefined();
    expect(banglaFor('constructor', {})).toBeUndefined();
    expect(banglaFor('toString', {})).toBeUndefined();
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
  { file: 'server/routes/provider/api.ts', text: 'round_id is required.', reason: '/provider/* API' },
  { file: 'server/routes/provider/api.ts', text: 'stake is required.', reason: '/provider/* API' },
  { file: 'server/routes/provider/api.ts', text: 'choice is too long.', reason: '/provider/* API' },
  { file: 'server/routes/provider/api.ts', text: 'Request body too large', reason: '/provider/* API (its own body limit)' },
  { file: 'server/games/rounds.ts', text: 'This round_id was already used.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'Bet accepted.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'Round not found.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'The cash-out multiplier has not been reached yet.', reason: '/provider/* API' },
  { file: 'server/games/rounds.ts', text: 'This bet is not offered by the 12 game.', reason: '/provider/* API (its code `invalid_choice` decides)' },
  { file: 'server/routes/exchange/data.ts', text: 'The sports data service did not answer.', reason: '/exchange-data/*: the feed, not /api' },
  { file: 'server/routes/exchange/data.ts', text: 'Not found', reason: '/exchange-data/*: the feed, not /api' },
  { file: 'server/exchange/feed.ts', text: 'Not found', reason: '/exchange-data/*: the simulated feed, not /api' },
  { file: 'server/routes/provider/api.ts', text: 'Not found', reason: '/provider/* API' },
  { file: 'server/app.ts', text: 'Not found', reason: '/exchange-data/* and /provider/*, /ops/* unknown paths: not /api' },
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
    expect(texts).toContain('channel_name_required');
    expect(texts).toContain('bet_stake_invalid');
    expect(texts).toContain('bet_event_id_invalid');
    expect(texts).toContain('game_maintenance');
    expect(texts).toContain('promotion_category_invalid');
    expect(literals.length).toBeGreaterThan(150);
  });

  it('writes every message:/error: literal as a catalogue code (or states a reason not to)', () => {
    const untranslated = literals.filter(
      (found) =>
        // A catalogue code as the message (zod schemas, refusal(code)): its words are in messages/<area>.ts.
        !found.samples.some((sample) => isMessageCode(sample)) &&
        !NOT_TRANSLATED.some((allowed) => allowed.file === found.file && found.samples.includes(allowed.text)),
    );
    expect(untranslated.map(({ file, line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });

  it('the allow-list names only texts still in the source', () => {
    const stale = NOT_TRANSLATED.filter((allowed) => !literals.some((found) => found.file === allowed.file && found.samples.includes(allowed.text)));
    expect(stale).toEqual([]);
  });
});
