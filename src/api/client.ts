import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod/mini';
import { bootKeyOf, GUEST_ANSWER_PATHS, type BootData } from './bootData';
import { ApiError } from './errors';

export type ApiClientOptions = {
  baseURL: string;
  timeoutMs: number;
  /** The stored bearer token, read at each call so a new login is picked up at once. */
  getToken: () => string | null;
  /**
   * Origin for calls that need it (spec 1 §6). Browsers send Origin themselves and refuse to let
   * scripts set it, so this is used only outside a browser (tests, scripts).
   */
  origin?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * The player's language, read at each call: sent as Accept-Language so the server answers its own
   * messages in it (issue 11). Without it the header is left to the browser.
   */
  getLanguage?: () => 'en' | 'bn';
  /** Answers the server put in the page; GETs without a query are answered from it while the page starts. */
  bootData?: BootData;
};

/** `signal` aborts the call when the machine state that made it is left; `timeoutMs` replaces the client's for this call. */
export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal; timeoutMs?: number };

export type ApiClient = {
  get<S extends z.ZodMiniType>(path: string, schema: S, query?: Record<string, string | number | undefined>, options?: RequestOptions): Promise<z.infer<S>>;
  post<S extends z.ZodMiniType>(path: string, schema: S, body?: unknown, options?: RequestOptions): Promise<z.infer<S>>;
  patch<S extends z.ZodMiniType>(path: string, schema: S, body?: unknown, options?: RequestOptions): Promise<z.infer<S>>;
  delete<S extends z.ZodMiniType>(path: string, schema: S, options?: RequestOptions): Promise<z.infer<S>>;
};

function messageOf(data: unknown): string | null {
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  return null;
}

function fieldErrorsOf(data: unknown): Record<string, string[]> {
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors = data.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const result: Record<string, string[]> = {};
  for (const [field, texts] of Object.entries(errors)) {
    if (Array.isArray(texts)) result[field] = texts.filter((text): text is string => typeof text === 'string');
  }
  return result;
}

/** Whole seconds to wait, from the body's `retry_after` or else the Retry-After header (seconds only); null without one. */
function retryAfterOf(data: unknown, header: string | null): number | null {
  const fromBody = typeof data === 'object' && data !== null && 'retry_after' in data ? data.retry_after : undefined;
  for (const value of [fromBody, header]) {
    const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  }
  return null;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? null;
    if (status === null) {
      // A DOMException (ours) or an Error named so: either way the call ran out of time.
      const cause: unknown = error.cause;
      const timedOut = typeof cause === 'object' && cause !== null && 'name' in cause && cause.name === 'TimeoutError';
      return new ApiError(error.message, null, {}, timedOut ? 'timeout' : 'network');
    }
    return new ApiError(messageOf(error.data) ?? error.statusText ?? `HTTP ${status}`, status, fieldErrorsOf(error.data), 'http', retryAfterOf(error.data, error.response?.headers.get('Retry-After') ?? null), error.data ?? null);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null, {}, 'network');
}

/** Responses are parsed here, at the edge: a shape we do not expect is an error, not a crash later. */
function parse<S extends z.ZodMiniType>(schema: S, data: unknown, path: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(`Unexpected answer from ${path}`, null, {}, 'invalidResponse');
  return result.data;
}

/**
 * A signal aborted with a TimeoutError after `timeoutMs`, or with the caller's signal. ofetch applies its own
 * `timeout` only to calls without a signal, and the machines pass one with every call: without this
 * a call that never answers would hold its machine (an odds-view poll, a submit) for good.
 * Written out rather than AbortSignal.any/timeout, which older phone browsers lack.
 */
function signalWithDeadline(signal: AbortSignal | undefined, timeoutMs: number): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    release: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forward);
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const request: $Fetch = ofetch.create({
    baseURL: options.baseURL,
    // No `timeout` here: `send` puts the deadline on every call's signal (see signalWithDeadline).
    retry: 0,
    onRequest({ options: requestOptions }) {
      const headers = new Headers(requestOptions.headers);
      headers.set('Accept', 'application/json');
      const token = options.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const language = options.getLanguage?.();
      if (language) headers.set('Accept-Language', language === 'bn' ? 'bn, en;q=0.5' : 'en');
      if (options.origin && typeof document === 'undefined') headers.set('Origin', options.origin);
      requestOptions.headers = headers;
    },
  }, options.fetch ? { fetch: options.fetch } : undefined);

  /** One call, ended after `timeoutMs` or by the caller's signal, whichever comes first. */
  const send = async (path: string, init: Parameters<$Fetch>[1] & { signal?: AbortSignal }, timeoutMs = options.timeoutMs): Promise<unknown> => {
    const deadline = signalWithDeadline(init.signal, timeoutMs);
    try {
      return await request(path, { ...init, signal: deadline.signal });
    } finally {
      deadline.release();
    }
  };

  return {
    async get(path, schema, query, callOptions = {}) {
      try {
        const cleanQuery = query ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) : undefined;
        const guestAnswer = GUEST_ANSWER_PATHS.has(path) && Boolean(options.getToken());
        const booted = guestAnswer ? undefined : options.bootData?.answerFor(bootKeyOf(path, cleanQuery));
        if (booted !== undefined) return parse(schema, booted, path);
        return parse(schema, await send(path, { method: 'GET', query: cleanQuery, headers: callOptions.headers, signal: callOptions.signal }, callOptions.timeoutMs), path);
      } catch (error) {
        throw toApiError(error);
      }
    },
    async post(path, schema, body, callOptions = {}) {
      try {
        return parse(
          schema,
          await send(path, { method: 'POST', body: body as Record<string, unknown>, headers: callOptions.headers, signal: callOptions.signal }, callOptions.timeoutMs),
          path,
        );
      } catch (error) {
        throw toApiError(error);
      }
    },
    async patch(path, schema, body, callOptions = {}) {
      try {
        return parse(
          schema,
          await send(path, { method: 'PATCH', body: body as Record<string, unknown> | undefined, headers: callOptions.headers, signal: callOptions.signal }, callOptions.timeoutMs),
          path,
        );
      } catch (error) {
        throw toApiError(error);
      }
    },
    async delete(path, schema, callOptions = {}) {
      try {
        return parse(schema, await send(path, { method: 'DELETE', headers: callOptions.headers, signal: callOptions.signal }, callOptions.timeoutMs), path);
      } catch (error) {
        throw toApiError(error);
      }
    },
  };
}
