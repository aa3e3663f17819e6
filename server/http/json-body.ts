import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { isMessageCode, refusal, say } from '../i18n/messages.ts';

export type FieldErrors = Record<string, string[]>;
/** Beside `errors`: each text's code (null for a text without one, like zod's own messages). */
export type FieldErrorCodes = Record<string, (string | null)[]>;

function jsonError(status: 400 | 422, body: { message: string; code?: string; errors?: FieldErrors; error_codes?: FieldErrorCodes }): HTTPException {
  return new HTTPException(status, { res: Response.json(body, { status }) });
}

/**
 * An issue's words and code: a schema writes a catalogue code as the issue's message (the words come
 * from the catalogue), or a custom issue carries its `code` in its params (players/validation.ts
 * `fail(field, message, code)`); zod's own messages have no code.
 */
function describe(issue: z.core.$ZodIssue): { text: string; code: string | null } {
  if (isMessageCode(issue.message)) return { text: say(issue.message), code: issue.message };
  const params = issue.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
  return { text: issue.message, code: typeof params?.code === 'string' ? params.code : null };
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
