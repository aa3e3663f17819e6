import { otherFailure, type CallFailure } from '../../machines/lib/failures';

/** Reason phrases a failed answer falls back to when it carried no message of its own. */
const reasonPhrases: ReadonlySet<string> = new Set([
  'Bad Request', 'Unauthorized', 'Forbidden', 'Not Found', 'Conflict', 'Unprocessable Entity', 'Too Many Requests',
  'Internal Server Error', 'Bad Gateway', 'Service Unavailable', 'Gateway Timeout',
]);

/** A message is the server's own unless it is empty, "HTTP 500" or a bare reason phrase. */
function ownMessageOf(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '' || /^HTTP \d+$/.test(trimmed) || reasonPhrases.has(trimmed)) return null;
  return trimmed;
}

/** A failed API call, as views and machines see it: never a raw fetch error. */
export class ApiError extends Error {
  /** The server's own words for the failure, or null when the answer carried none (spec 1 §8 fallbacks). */
  readonly serverMessage: string | null;

  constructor(
    message: string,
    readonly status: number | null,
    /** Field errors from a 422 answer: `{ errors: { field: [text] } }`. */
    readonly fieldErrors: Record<string, string[]> = {},
    readonly kind: 'http' | 'network' | 'timeout' | 'invalidResponse' = 'http',
    /** A 429's wait in seconds (the body's `retry_after`, or the Retry-After header), when it gave one. */
    readonly retryAfterSeconds: number | null = null,
    /** The answer's JSON body as it came (fields beside the message, like the log-in's `tries_left`), or null. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.serverMessage = kind === 'http' ? ownMessageOf(message) : null;
    const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
    this.code = typeof code === 'string' && code !== '' ? code : null;
  }

  /** The answer's `code` (what the refusal is, for machines to decide on), or null when it gave none. */
  readonly code: string | null;

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/**
 * A failed call as plain data for the machines' classifiers (machines/lib/failures.ts): an
 * ApiError's status, code, words, field errors, wait and body; any other thrown value is an `error`
 * with its own text (an Error's message), never a guess at the server's words.
 */
export function describeFailure(error: unknown): CallFailure {
  if (error instanceof ApiError) {
    return {
      kind: error.kind,
      status: error.status,
      code: error.code,
      serverMessage: error.serverMessage,
      message: error.message,
      fieldErrors: error.fieldErrors,
      retryAfterSeconds: error.retryAfterSeconds,
      body: error.body,
    };
  }
  return otherFailure(error instanceof Error ? error.message : null);
}
