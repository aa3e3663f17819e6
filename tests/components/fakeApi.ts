/**
 * The server, faked at the fetch level for component tests in a real browser: the site's own API
 * client, edge, machines and views run; only `fetch` is answered here, from a route table of canned
 * JSON answers each test sets up. A call nobody answers is a 404 and is listed in `unanswered()`.
 */
export type FakeAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status: number; text: string }
  /** No answer at all: the request fails in the browser, as with a dropped connection. */
  | { abort: true };

export type FakeRequest = { url: URL; method: string; path: string; query: URLSearchParams; body: unknown; headers: Headers; signal: AbortSignal };

type Handler = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

type Route = { method: string; path: string | RegExp; handler: Handler };

/** A call held by {@link FakeApi.hold} until the test answers it. */
export type HeldCall = { request: FakeRequest; answer: (answer: FakeAnswer) => void };

const apiPrefix = '/api/';
/** The exchange data host (src/config.ts exchangeDataBaseUrl): its paths are routed as 'exchange-data/…'. */
const exchangeDataPrefix = '/exchange-data/';

function matches(route: Route, request: FakeRequest): boolean {
  if (route.method !== '*' && route.method !== request.method) return false;
  if (typeof route.path === 'string') {
    const [path, query] = route.path.split('?');
    if (path !== request.path) return false;
    if (!query) return true;
    // Every parameter the route names must be in the request, with that value ('system=' : with any value).
    return [...new URLSearchParams(query)].every(([key, value]) => (value === '' ? request.query.has(key) : request.query.get(key) === value));
  }
  return route.path.test(request.path);
}

function toResponse(answer: FakeAnswer): Response {
  if ('abort' in answer) throw new TypeError('Failed to fetch');
  if ('text' in answer) return new Response(answer.text, { status: answer.status, headers: { 'content-type': 'text/plain' } });
  return new Response(JSON.stringify(answer.json), { status: answer.status ?? 200, headers: { 'content-type': 'application/json', ...answer.headers } });
}

export class FakeApi {
  private routes: Route[] = [];
  private heldCalls = new Map<string, HeldCall[]>();
  /** Every call the site made, in order. */
  readonly calls: FakeRequest[] = [];
  private missed: string[] = [];
  /** The browser is offline: every call fails as a dropped connection and never reaches the server (not in {@link calls}). */
  offline = false;

  /**
   * Answers `METHOD path` (path after /api/, e.g. 'GET vip/records?kind=used'; '*' for any method).
   * The latest route that matches wins, so a test can override the defaults.
   */
  on(route: string, handler: Handler): this {
    const [method, path] = route.includes(' ') ? (route.split(' ', 2) as [string, string]) : ['*', route];
    this.routes.unshift({ method, path, handler });
    return this;
  }

  /** Like {@link on}, but below every other route: the answer when no test route matches (the site's defaults). */
  byDefault(route: string, handler: Handler): this {
    const [method, path] = route.includes(' ') ? (route.split(' ', 2) as [string, string]) : ['*', route];
    this.routes.push({ method, path, handler });
    return this;
  }

  /** Like {@link on}, for paths matched by a pattern. */
  onPattern(method: string, path: RegExp, handler: Handler): this {
    this.routes.unshift({ method, path, handler });
    return this;
  }

  /** Holds every call to the route until the test answers it ({@link held}); for model paths. */
  hold(name: string, route: string): this {
    return this.on(
      route,
      (request) =>
        new Promise<FakeAnswer>((resolve) => {
          const call: HeldCall = { request, answer: resolve };
          this.heldCalls.set(name, [...this.held(name), call]);
          // A call the page gave up (its state was left) no longer counts.
          request.signal.addEventListener('abort', () => this.heldCalls.set(name, this.held(name).filter((other) => other !== call)), { once: true });
        }),
    );
  }

  /** The calls held under a name, oldest first, not yet answered. */
  held(name: string): HeldCall[] {
    return this.heldCalls.get(name) ?? [];
  }

  /** Answers the oldest held call of a name. */
  release(name: string, answer: FakeAnswer): void {
    const [first, ...rest] = this.held(name);
    if (!first) throw new Error(`no held call of ${name} to answer`);
    this.heldCalls.set(name, rest);
    first.answer(answer);
  }

  /** How many calls were made to a path (after /api/), with any method and query. */
  count(path: string): number {
    return this.calls.filter((call) => call.path === path).length;
  }

  /** Calls no route answered (each as "METHOD path?query"). */
  unanswered(): string[] {
    return [...this.missed];
  }

  reset(): void {
    this.routes = [];
    this.heldCalls.clear();
    this.calls.length = 0;
    this.missed = [];
    this.offline = false;
  }

  /** The `fetch` that answers the site. Requests outside /api/ go to the real fetch (Vite serves modules and assets). */
  fetchFor(realFetch: typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = input instanceof Request ? input : new Request(input instanceof URL ? input.href : new URL(String(input), location.href).href, init);
      const url = new URL(request.url);
      const exchangeData = url.pathname.startsWith(exchangeDataPrefix);
      if (!url.pathname.startsWith(apiPrefix) && !exchangeData) return realFetch(input, init);
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      // As a real fetch: a call given up before it went out (the page left its state while the edge was
      // still loading its API module under load) rejects, and is neither counted nor held.
      if (request.signal.aborted) throw request.signal.reason ?? new DOMException('Aborted', 'AbortError');
      if (this.offline) throw new TypeError('Failed to fetch');
      const fake: FakeRequest = { url, method: request.method, path: exchangeData ? url.pathname.slice(1) : url.pathname.slice(apiPrefix.length), query: url.searchParams, body, headers: request.headers, signal: request.signal };
      this.calls.push(fake);
      const route = this.routes.find((candidate) => matches(candidate, fake));
      if (!route) {
        this.missed.push(`${fake.method} ${fake.path}${url.search}`);
        return toResponse({ status: 404, json: { message: 'Not found (no fake answer)' } });
      }
      const answer = typeof route.handler === 'function' ? await abortable(route.handler(fake), request.signal) : route.handler;
      return toResponse(answer);
    };
  }
}

/** A held answer the page gave up (its state was left): the fetch rejects as a real aborted one does. */
function abortable(answer: FakeAnswer | Promise<FakeAnswer>, signal: AbortSignal): Promise<FakeAnswer> {
  if (!(answer instanceof Promise)) return Promise.resolve(answer);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError')), { once: true });
    answer.then(resolve, reject);
  });
}

/** The one fake server of a test file's page (tests/components/setup.ts installs its fetch). */
export const fakeApi = new FakeApi();
