import { wordsOf, type Answer, type Catalogue } from './catalogue.ts';
import { breaksMessages } from './messages/breaks.ts';
import { contentMessages } from './messages/content.ts';
import { coreMessages } from './messages/core.ts';
import { exchangeMessages } from './messages/exchange.ts';
import { fundsMessages } from './messages/funds.ts';
import { gamesMessages } from './messages/games.ts';
import { playersMessages } from './messages/players.ts';
import { rewardsMessages } from './messages/rewards.ts';
import { saferMessages } from './messages/safer.ts';

/** Every area's messages in one catalogue; messages.test.ts checks no code is defined twice. */
export const AREA_CATALOGUES = {
  core: coreMessages,
  players: playersMessages,
  content: contentMessages,
  funds: fundsMessages,
  games: gamesMessages,
  rewards: rewardsMessages,
  exchange: exchangeMessages,
  safer: saferMessages,

  breaks: breaksMessages,
} as const satisfies Record<string, Catalogue>;

export const MESSAGES = {
  ...coreMessages,
  ...playersMessages,
  ...contentMessages,
  ...fundsMessages,
  ...gamesMessages,
  ...rewardsMessages,
  ...exchangeMessages,
  ...saferMessages,

  ...breaksMessages,
} as const;

export type MessageCode = keyof typeof MESSAGES;

const catalogue: Catalogue = MESSAGES;

export const isMessageCode = (code: unknown): code is MessageCode => typeof code === 'string' && Object.hasOwn(catalogue, code);

/** The English words of `code`, with the variable parts taken from `fields` (the answer's own fields). */
export function say(code: MessageCode, fields: Answer = {}): string {
  return wordsOf(catalogue[code]!.en, fields);
}

/**
 * The Bangla words of `code` for an answer (its fields fill the variable parts; `english` is the text
 * being replaced, which zod's own messages need); undefined for an unknown code.
 */
export function banglaFor(code: unknown, answer: Answer, english = ''): string | undefined {
  return isMessageCode(code) ? wordsOf(catalogue[code]!.bn, answer, english) : undefined;
}

/**
 * A refusal's (or a notice's) body: `{ message, code, ...fields }` — the spec's `message` in English,
 * the stable `code` the site decides by, and the variable parts as fields.
 */
export function refusal<F extends Answer>(code: MessageCode, fields: F = {} as F): { message: string; code: MessageCode } & F {
  return { message: say(code, fields), code, ...fields };
}

/**
 * A refusal sent under a code the site already uses for a different sentence elsewhere (log-in and
 * sign-up both send `throttled` and `captcha_required`): `{ message, code: sentCode, message_code: code,
 * ...fields }`. `code` stays what the site decides by; `message_code` names the catalogue entry of the
 * words, and the language middleware translates by it when present.
 */
export function refusalAs<F extends Answer>(sentCode: string, code: MessageCode, fields: F = {} as F): { message: string; code: string; message_code: MessageCode } & F {
  return { message: say(code, fields), code: sentCode, message_code: code, ...fields };
}
