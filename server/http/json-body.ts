import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { isMessageCode, refusal, say, type MessageCode } from '../i18n/messages.ts';

export type FieldErrors = Record<string, string[]>;
/** Beside `errors`: each text's code (null for a text without one). */
export type FieldErrorCodes = Record<string, (string | null)[]>;

function jsonError(status: 400 | 422, body: { message: string; code?: string; errors?: FieldErrors; error_codes?: FieldErrorCodes }): HTTPException {
  return new HTTPException(status, { res: Response.json(body, { status }) });
}

/**
 * The code of one of zod's own English messages (a field without a message of ours), by the issue's
 * kind: the words are zod's, the Bangla comes from the catalogue (messages/core.ts `input_*`). Null for
 * a text that is not zod's (a schema's own words: the provider's machine API).
 */
function zodCodeOf(issue: z.core.$ZodIssue): MessageCode | null {
  const text = issue.message;
  if (text === 'Invalid input') return 'input_invalid';
  if (issue.code === 'invalid_type' && text.startsWith('Invalid input: expected ')) return 'input_type_invalid';
  if (issue.code === 'invalid_value' && /^Invalid (?:option|input): expected /.test(text)) return 'input_option_invalid';
  if (issue.code === 'too_big' && text.startsWith('Too big: expected ')) return 'input_too_big';
  if (issue.code === 'too_small' && text.startsWith('Too small: expected ')) return 'input_too_small';
  return null;
}

/**
 * An issue's words and code: a schema writes a catalogue code as the issue's message (the words come
 * from the catalogue), or a custom issue carries its `code` in its params (players/validation.ts
 * `fail(field, message, code)`); zod's own messages get the code of their kind.
 */
function describe(issue: z.core.$ZodIssue): { text: string; code: string | null } {
  if (isMessageCode(issue.message)) return { text: say(issue.message), code: issue.message };
  const params = issue.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
  return { text: issue.message, code: typeof params?.code === 'string' ? params.code : zodCodeOf(issue) };
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  return fieldErrorsWithCodes(error).errors;
}

export function fieldErrorsWithCodes(error: z.ZodError): { errors: FieldErrors; codes: FieldErrorCodes; anyCode: boolean } {
  const errors: FieldErrors = {};
  const codes: FieldErrorCodes = {};
  let anyCode = false;
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const { text, code } = describe(issue);
    (errors[field] ??= []).push(text);
    (codes[field] ??= []).push(code);
    if (code !== null) anyCode = true;
  }
  return { errors, codes, anyCode };
}

/**
 * Reads the request body as JSON and validates it with `schema`.
 * Throws (answered by the app's error handler): 400 `{ message }` for a malformed body,
 * 422 `{ message, errors: { field: [text] } }` when validation fails, with `code` when the first
 * error (the one `message` gives) has one.
 */
export async function readJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = JSON.parse(text === '' ? 'null' : text);
  } catch {
    throw jsonError(400, refusal('body_not_json'));
  }
  const parsed = await schema.safeParseAsync(body);
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}

/**
 * The 422 for a failed validation (bodies and queries alike): `{ message, code?, errors, error_codes? }`,
 * the first error's words (and code, when it has one) as the `message`.
 */
export function validationError(error: z.ZodError): HTTPException {
  const { errors, codes, anyCode } = fieldErrorsWithCodes(error);
  const first = error.issues[0];
  const described = first ? describe(first) : null;
  return jsonError(422, {
    ...(described ? { message: described.text, ...(described.code ? { code: described.code } : {}) } : refusal('data_invalid')),
    errors,
    ...(anyCode ? { error_codes: codes } : {}),
  });
}
