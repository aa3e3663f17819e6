import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

function jsonError(status: 400 | 422, body: { message: string; code?: string; errors?: FieldErrors }): HTTPException {
  return new HTTPException(status, { res: Response.json(body, { status }) });
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** The `code` a custom issue carries in its params (players/validation.ts `fail(field, message, code)`). */
function codeOf(issue: z.core.$ZodIssue | undefined): string | undefined {
  const params = issue?.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
  return typeof params?.code === 'string' ? params.code : undefined;
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
    throw jsonError(400, { message: 'The request body is not valid JSON.' });
  }
  const parsed = await schema.safeParseAsync(body);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  const first = parsed.error.issues[0];
  const code = codeOf(first);
  throw jsonError(422, { message: first?.message ?? 'The given data was invalid.', ...(code ? { code } : {}), errors });
}
