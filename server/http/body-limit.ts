import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';

type Options = { maxSize: number; onError: (c: Context) => Response | Promise<Response> };

/**
 * Hono's body limit, without its cost on requests whose size is known from the headers. Hono's reads
 * `c.req.raw.body` first, which under @hono/node-server builds the whole undici `Request` (headers, an abort
 * signal, a body stream) for every request, a GET included: about a fifth of a trivial route's CPU (issue 25).
 * Here a GET or HEAD (no body: the node server gives them none) and a request with a Content-Length and no
 * Transfer-Encoding are decided from the method and headers, exactly as Hono decides them once it has the
 * request; anything else (a chunked body) goes through Hono's own limit, which counts the bytes as they come.
 */
export function bodyLimitFromHeaders(options: Options): MiddlewareHandler {
  const counting = bodyLimit(options);
  return async (c: Context, next: Next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    if (c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length');
      if (length !== undefined) return Number.parseInt(length || '0', 10) > options.maxSize ? options.onError(c) : next();
    }
    return counting(c, next);
  };
}
