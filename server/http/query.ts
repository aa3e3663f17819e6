import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { z } from 'zod';
import { fieldErrors } from './json-body.ts';

/**
 * Validates the query string with `schema` (every key as its last string value).
 * Throws 422 `{ message, errors: { field: [text] } }` — the same shape as readJsonBody.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'The given data was invalid.';
  throw new HTTPException(422, { res: Response.json({ message, errors: fieldErrors(parsed.error) }, { status: 422 }) });
}
