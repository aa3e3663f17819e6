import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';

type Options = { maxSize: number; onError: (c: Context) => Response | Promise<Response> };

/**
 * Hono's body limit, without its cost on requests whose size is known from the headers. Hono's reads
 * `c.req.raw.body` first, which under @hono/node-server builds the whole undici `Request` (headers, an abort
 * signal, a body stream) for every request, a GET included: about a fifth of a trivial route's CPU (issue 25).
 * Here a GET or HEAD (no body: the node server gives them none) and a request with a Content-Length and no
 * Transfer-Encoding are decided from the method and headers, exactly as Hono decides them once it has the
 * request. An HTTP/1 request with neither header has no body (RFC 9112 §6.3; Node's parser reads none), as a
 * browser's bodiless POST (it sends Content-Length: 0) or a client that leaves the header out. Anything else (a
 * chunked body, or a request not from the node server) goes through Hono's own limit, which counts the bytes.
 */
export function bodyLimitFromHeaders(options: Options): MiddlewareHandler {
  const counting = bodyLimit(options);
  return async (c: Context, next: Next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    if (c.req.header('transfer-encoding') === undefined) {
      const length = c.req.header('content-length');
      if (length !== undefined) return Number.parseInt(length || '0', 10) > options.maxSize ? options.onError(c) : next();
      if (httpOneIncoming(c)) return next();
    }
    return counting(c, next);
  };
}

/** The node server's HTTP/1.x request (`c.env.incoming`), where a body needs Content-Length or Transfer-Encoding. */
function httpOneIncoming(c: Context): boolean {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming !== undefined && typeof incoming.httpVersionMajor === 'number' && incoming.httpVersionMajor < 2;
}
