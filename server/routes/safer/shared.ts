import type { Context } from 'hono';
import { z } from 'zod';
import { readJsonBody } from '../../http/json-body.ts';
import { refusal, type MessageCode } from '../../i18n/messages.ts';

/** The request body as an object (a body that is not a JSON object counts as `{}`; malformed JSON is a 400). */
export async function readObjectBody(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c, z.unknown());
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A 422 refusal of one field: `{ message, code, field, errors: { field: [words] }, error_codes: { field: [code] } }`. */
export function fieldRefusal(code: MessageCode, field: string) {
  const body = refusal(code, { field });
  return { ...body, errors: { [field]: [body.message] }, error_codes: { [field]: [code] } };
}
