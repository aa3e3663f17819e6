import type { Context } from 'hono';
import type { z } from 'zod';
import { validationError } from './json-body.ts';

/**
 * Validates the query string with `schema` (every key as its last string value).
 * Throws 422 `{ message, code?, errors: { field: [text] }, error_codes? }` — the same shape as readJsonBody.
 */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}
