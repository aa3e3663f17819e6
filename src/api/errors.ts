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
    /** The answer's own `code` for the refusal (`too_many_codes`, `phone_taken`…): what callers decide by, never the words. */
    readonly answerCode: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.serverMessage = kind === 'http' ? ownMessageOf(message) : null;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}
