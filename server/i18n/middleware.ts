import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { preferredLanguage, type Language } from './acceptLanguage.ts';
import { banglaFor } from './messages.ts';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The answer body with `message`, `error` and each text of `errors: { field: [text] }` in Bangla:
 * by the answer's `message_code` or else its `code` (and `error_codes: { field: [code] }` for the field
 * texts) from the code-keyed catalogue (messages.ts); a text without a known code stays English. Every
 * other key and value as it was, in the same order. Undefined when nothing changed.
 */
export function translateBody(body: JsonObject): JsonObject | undefined {
  let changed = false;
  const rewrite = (value: unknown, code: unknown): unknown => {
    if (typeof value !== 'string') return value;
    const next = banglaFor(code, body, value) ?? value;
    if (next !== value) changed = true;
    return next;
  };
  const fieldCodes = isObject(body.error_codes) ? body.error_codes : {};
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'message' || key === 'error') out[key] = rewrite(value, body.message_code ?? body.code);
    else if (key === 'errors' && isObject(value)) {
      const errors: JsonObject = {};
      for (const [field, texts] of Object.entries(value)) {
        const codes = fieldCodes[field];
        const codeAt = (index: number): unknown => (Array.isArray(codes) ? codes[index] : undefined);
        errors[field] = Array.isArray(texts) ? texts.map((text, index) => rewrite(text, codeAt(index))) : rewrite(texts, codeAt(0));
      }
      out[key] = errors;
    } else out[key] = value;
  }
  return changed ? out : undefined;
}

/** Replaces the context's answer: same status and headers (the length is the new body's). */
function replaceAnswer(c: Context, body: BodyInit | null, headers: Headers): void {
  const previous = c.res;
  headers.delete('Content-Length');
  // Unset first: Hono's setter would otherwise copy the old headers (a stale Content-Length among them) back.
  c.res = undefined;
  c.res = new Response(body, { status: previous.status, statusText: previous.statusText, headers });
}

/** The JSON text with its messages in Bangla, or undefined when there is nothing to change. */
function translateJson(text: string): string | undefined {
  // Most large answers (game lists, records) carry no message at all: not worth parsing.
  if (!/"(?:message|error|errors)"\s*:/.test(text)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const translated = isObject(body) ? translateBody(body) : undefined;
  return translated ? JSON.stringify(translated) : undefined;
}

async function translateAnswer(c: Context): Promise<void> {
  const type = c.res.headers.get('Content-Type') ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || c.res.body === null) return;
  const text = await c.res.text();
  // The body was read: put it back, translated or exactly as it was.
  replaceAnswer(c, translateJson(text) ?? text, new Headers(c.res.headers));
}

/** Adds `token` to the `Vary` header unless it is there already (or Vary is `*`). */
function addVary(headers: Headers, token: string): void {
  const current = headers.get('Vary');
  if (!current) {
    headers.set('Vary', token);
    return;
  }
  const tokens = current.split(',').map((part) => part.trim().toLowerCase());
  if (tokens.includes('*') || tokens.includes(token.toLowerCase())) return;
  headers.set('Vary', `${current}, ${token}`);
}

function setLanguageHeaders(c: Context, language: Language): void {
  try {
    c.res.headers.set('Content-Language', language);
    addVary(c.res.headers, 'Accept-Language');
  } catch {
    // Immutable headers (a fetched Response): copy the answer with headers we can change.
    const headers = new Headers(c.res.headers);
    headers.set('Content-Language', language);
    addVary(headers, 'Accept-Language');
    replaceAnswer(c, c.res.body, headers);
  }
}

/**
 * For `/api/*`: answers the server's own messages in Bangla when the request's `Accept-Language`
 * prefers `bn` (see acceptLanguage.ts), at the response layer — after the routes, `notFound`,
 * `onError`, the body limit and idempotent replays (the database keeps the English). Every answer
 * gets `Content-Language: bn|en` and `Vary: Accept-Language`; status, other headers and the rest of
 * the body are left alone.
 */
export const serverMessagesLanguage = createMiddleware(async (c, next) => {
  const language = preferredLanguage(c.req.header('Accept-Language'));
  await next();
  if (language === 'bn') await translateAnswer(c);
  setLanguageHeaders(c, language);
});
