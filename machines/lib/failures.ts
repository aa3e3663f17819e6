import { NotProvidedError } from './unprovided';

/**
 * A failed call as the edge describes it to machines (issue 23 §2): plain data, so the machines stay
 * pure and never see the API client's error class. The edge builds it (src/api/errors.ts
 * `describeFailure`), then one of the classifiers below turns it into the machine's typed failure,
 * which the actor rejects with.
 */
export type CallFailure = {
  /**
   * `http`: the server answered with an error status; `network` / `timeout`: no answer;
   * `invalidResponse`: an answer we could not read; `error`: not an API failure at all (a chunk that
   * did not load, a bug in the edge).
   */
  kind: 'http' | 'network' | 'timeout' | 'invalidResponse' | 'error';
  /** The answer's HTTP status, or null without one. */
  status: number | null;
  /** The answer's `code` (what the refusal is, for decisions), or null when it gave none. */
  code: string | null;
  /** The server's own words (spec 1 §8 fallbacks when null): never a bare reason phrase or "HTTP 500". */
  serverMessage: string | null;
  /** The error's own text, for logs ("Network error", "HTTP 500", a thrown Error's message), or null. */
  message: string | null;
  /** Field errors of a 422: `{ field: [text] }`. */
  fieldErrors: Record<string, string[]>;
  /** A 429's wait in seconds, when the answer gave one. */
  retryAfterSeconds: number | null;
  /** The answer's JSON body as it came (fields beside the message, like `tries_left`), or null. */
  body: unknown;
};

/** A description of a thrown value that is no API failure (tests, and the edge's own errors). */
export function otherFailure(message: string | null = null): CallFailure {
  return { kind: 'error', status: null, code: null, serverMessage: null, message, fieldErrors: {}, retryAfterSeconds: null, body: null };
}

// ---------------------------------------------------------------------------------------------
// Reading what an actor rejected with (the machine side). A machine's onError receives `unknown`.

/**
 * The one place a missing actor stops the machine: a placeholder's NotProvidedError is thrown on,
 * never read as a failure (machines/lib/unprovided.ts). Anything else comes back as a record of its
 * fields, or null when it is no object.
 */
export function caught(error: unknown): Record<string, unknown> | null {
  if (error instanceof NotProvidedError) throw error;
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : null;
}

/** A non-empty text, or null. */
export const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The most common failure of a call: it failed, with the server's words (or none). */
export type Failed = { kind: 'failed'; message: string | null };

/** Reads a rejection as {@link Failed}: its `message` when that is a non-empty text. */
export function readFailed(error: unknown): Failed {
  return { kind: 'failed', message: textOrNull(caught(error)?.message) };
}

/** Reads a rejection that must have words for the log: its `message` (even empty), else the value as text. */
export function readFailedWords(error: unknown): { kind: 'failed'; message: string } {
  const fields = caught(error);
  return { kind: 'failed', message: typeof fields?.message === 'string' ? fields.message : String(error) };
}

// ---------------------------------------------------------------------------------------------
// Classifiers (the edge side): one per kind of failure a machine needs, from the description.

/**
 * Issue 24: the player is on a time-out or self-exclusion and the server refused what a break
 * closes (403 `account_on_break`, fields `break_kind`, `ends_at`): a refusal with the server's words.
 */
export const ACCOUNT_ON_BREAK = 'account_on_break';

export const isAccountOnBreak = (failure: CallFailure): boolean => failure.kind === 'http' && failure.code === ACCOUNT_ON_BREAK;

/** The server refused (answered 4xx, or `account_on_break` whatever its status): a settled answer, not trouble on the way. */
export const isRefusal = (failure: CallFailure): boolean => isAccountOnBreak(failure) || (failure.kind === 'http' && failure.status !== null && failure.status < 500);

/**
 * Which words a {@link Failed} carries: `server`, only the server's own; `serverOrError`, the
 * server's, or a non-API error's own text; `any`, the server's, else the error's own text (for logs).
 */
export type FailedWords = 'server' | 'serverOrError' | 'any';

/** {@link Failed} with the chosen words. */
export function failed(failure: CallFailure, words: FailedWords = 'server'): Failed {
  if (words === 'any') return { kind: 'failed', message: failure.serverMessage ?? failure.message };
  if (words === 'serverOrError' && failure.kind === 'error') return { kind: 'failed', message: failure.message };
  return { kind: 'failed', message: failure.serverMessage };
}

/** {@link failed} with the server's words, or a non-API error's own text. */
export const failedOrErrorWords = (failure: CallFailure): Failed => failed(failure, 'serverOrError');

/** {@link failed} with any words there are (the server's, else the error's own): for failures that are only logged. */
export const failedAnyWords = (failure: CallFailure): Failed => failed(failure, 'any');

/** A failure without words: the page says its own ("Failed to load …"). */
export const failedPlain = (): { kind: 'failed' } => ({ kind: 'failed' });

/** Like {@link failed}, for failures that are only logged: their words, or the error's own text, never none. */
export function failedWords(failure: CallFailure): { kind: 'failed'; message: string } {
  return { kind: 'failed', message: failure.serverMessage ?? failure.message ?? 'The call failed.' };
}

/** A call that needs a login: a 401 is `unauthorized` (the session ends), anything else failed with its words. */
export function unauthorizedOr(failure: CallFailure): { kind: 'unauthorized' } | { kind: 'failed'; message: string } {
  return failure.status === 401 ? { kind: 'unauthorized' } : failedWords(failure);
}

/**
 * A money submit or a conversion (spec 1 §8): a 4xx is the server's refusal, with its words or
 * none (the request is settled); anything else is `otherwise` (for a submit: no answer, so a retry
 * resends the same request under the same key).
 */
export function refusedOr<TOtherwise>(failure: CallFailure, otherwise: TOtherwise): { kind: 'refused'; message: string | null } | TOtherwise {
  return isRefusal(failure) ? { kind: 'refused', message: failure.serverMessage } : otherwise;
}

/** A conversion: the server's refusal (4xx, its words or none), else the general error. */
export const refusedOrFailed = (failure: CallFailure) => refusedOr(failure, failedPlain());

/** The three outcomes of a form's request (spec 1 §8): the server's words, "Failed to …", or "An error occurred while …". */
export type RequestFailure = { kind: 'rejected'; message: string } | { kind: 'failed' } | { kind: 'unreachable' };

/**
 * A refusal with words of the server's own shows them; a refusal without, or server trouble (5xx),
 * is `failed`; no answer, a time-out or an answer we cannot read is `unreachable`.
 */
export function requestFailure(failure: CallFailure): RequestFailure {
  if (isAccountOnBreak(failure)) return { kind: 'rejected', message: failure.serverMessage ?? failure.message ?? '' };
  if (failure.kind !== 'http' || failure.status === null) return { kind: 'unreachable' };
  if (failure.status >= 500 || failure.serverMessage === null) return { kind: 'failed' };
  return { kind: 'rejected', message: failure.serverMessage };
}

/** A refusal with the server's words, else the general error (no difference between no answer and server trouble). */
export function rejectedOrFailed(failure: CallFailure): { kind: 'rejected'; message: string } | { kind: 'failed' } {
  const outcome = requestFailure(failure);
  return outcome.kind === 'rejected' ? outcome : { kind: 'failed' };
}

/** Any answer with words of the server's own (whatever its status) is shown; without them, the unexpected error. */
export function rejectedOrUnexpected(failure: CallFailure): { kind: 'rejected'; message: string } | { kind: 'unexpected' } {
  if (isAccountOnBreak(failure)) return { kind: 'rejected', message: failure.serverMessage ?? failure.message ?? '' };
  return failure.serverMessage === null ? { kind: 'unexpected' } : { kind: 'rejected', message: failure.serverMessage };
}

/** An error answer (any status) with its words or none; no answer, or one we cannot read, is unexpected. */
export function failedOrUnexpected(failure: CallFailure): Failed | { kind: 'unexpected' } {
  return failure.kind === 'http' ? { kind: 'failed', message: failure.serverMessage } : { kind: 'unexpected' };
}

/**
 * A bet (or any request sent again under the same key): a 4xx refusal with the server's words (or
 * the error's own) and the price a `price_moved` refusal offers instead; anything else failed on the
 * way, with the server's words when a 5xx had some.
 */
export function refusedOrNetwork(failure: CallFailure): { kind: 'refused'; message: string; newPrice: number | null } | { kind: 'network'; message: string | null } {
  if (isRefusal(failure)) {
    const price = failure.code === 'price_moved' ? bodyField(failure, 'price') : null;
    const newPrice = typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : null;
    return { kind: 'refused', message: failure.serverMessage ?? failure.message ?? '', newPrice };
  }
  return { kind: 'network', message: failure.serverMessage };
}

/** A field of the answer's body beside its message (`tries_left`, `turnover_left`, `price`), or undefined. */
export function bodyField(failure: CallFailure, name: string): unknown {
  const body = failure.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** A count the body gives (`tries_left`): a whole number from 0, or null. */
export function countField(failure: CallFailure, name: string): number | null {
  const value = bodyField(failure, name);
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** An amount the body gives as a number or a decimal text (`turnover_left: "45.50"`): from 0, or null. */
export function amountField(failure: CallFailure, name: string): number | null {
  const raw = bodyField(failure, name);
  const value = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The first non-empty text of each field of a 422's field errors. */
export function firstFieldErrors(failure: CallFailure): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failure.fieldErrors).flatMap(([field, texts]) => {
      const first = texts.find((text) => text !== '');
      return first === undefined ? [] : [[field, first]];
    }),
  );
}

/** A 429 that says how long to wait: its seconds, else null. */
export function retryAfter(failure: CallFailure): number | null {
  return failure.status === 429 && failure.retryAfterSeconds !== null && Number.isFinite(failure.retryAfterSeconds) && failure.retryAfterSeconds > 0
    ? failure.retryAfterSeconds
    : null;
}

// ---------------------------------------------------------------------------------------------
// Reading a typed rejection back (the machine side, issue 23 §2). The edge rejects with the
// machine's own failure (a plain `{ kind, … }`); a machine's onError receives it as `unknown`. These
// readers take it apart one kind at a time, so that a machine's reader is a chain of them ending in
// its fallback: `readWords(error, 'refused') ?? { kind: 'failed' }`. Each reader throws a missing
// actor's NotProvidedError on (via {@link caught}), and gives null when the rejection is not of its kind.

/** The rejection's fields when its `kind` is one of `kinds`, else null. */
export function ofKind<K extends string>(error: unknown, ...kinds: readonly K[]): (Record<string, unknown> & { kind: K }) | null {
  const fields = caught(error);
  return fields !== null && (kinds as readonly unknown[]).includes(fields.kind) ? (fields as Record<string, unknown> & { kind: K }) : null;
}

/** A kind that carries nothing else (`unauthorized`, `cancelled`, `unknownAnswer`): `{ kind }`, or null. */
export function readKind<K extends string>(error: unknown, kind: K): { kind: K } | null {
  return ofKind(error, kind) === null ? null : { kind };
}

/** A kind with its words or none (an empty or missing text is none): `{ kind, message }`, or null. */
export function readWords<K extends string>(error: unknown, kind: K): { kind: K; message: string | null } | null {
  const fields = ofKind(error, kind);
  return fields === null ? null : { kind, message: textOrNull(fields.message) };
}

/** A kind that only counts with words of its own (a non-empty text): `{ kind, message }`, or null without them. */
export function readSaid<K extends string>(error: unknown, kind: K): { kind: K; message: string } | null {
  const fields = ofKind(error, kind);
  const message = textOrNull(fields?.message);
  return message === null ? null : { kind, message };
}

/** A kind whose message is any text, even empty (it was the server's words or the error's own): `{ kind, message }`, or null. */
export function readText<K extends string>(error: unknown, kind: K): { kind: K; message: string } | null {
  const fields = ofKind(error, kind);
  return typeof fields?.message === 'string' ? { kind, message: fields.message } : null;
}

/** A whole number from 0 (`triesLeft`), or null. */
export const countOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** An amount from 0 as a number (`turnoverLeft`), or null. */
export const amountOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** Field errors by field name, as a machine keeps them: the fields whose error is a non-empty text (others dropped); {} when it is no record. */
export function textsByField(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** The refused fields of a form by name (`invalidFields` with `username`, `password`): each field's text, or null. */
export function readNamedFields<K extends string, F extends string>(error: unknown, kind: K, names: readonly F[]): ({ kind: K } & Record<F, string | null>) | null {
  const fields = ofKind(error, kind);
  if (fields === null) return null;
  return { kind, ...(Object.fromEntries(names.map((name) => [name, textOrNull(fields[name])])) as Record<F, string | null>) };
}

/** A refusal of fields with the server's words, its field errors by name and its code when it gave one (`invalidFields`), or null. */
export function readFieldErrors<K extends string>(error: unknown, kind: K): { kind: K; message: string | null; errors: Record<string, string>; code?: string } | null {
  const fields = ofKind(error, kind);
  if (fields === null || typeof fields.errors !== 'object' || fields.errors === null) return null;
  const message = textOrNull(fields.message);
  const errors = textsByField(fields.errors);
  const code = textOrNull(fields.code);
  return code === null ? { kind, message, errors } : { kind, message, errors, code };
}
