/** A failed API call, as views and machines see it: never a raw fetch error. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** Field errors from a 422 answer: `{ errors: { field: [text] } }`. */
    readonly fieldErrors: Record<string, string[]> = {},
    readonly kind: 'http' | 'network' | 'timeout' | 'invalidResponse' = 'http',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}
