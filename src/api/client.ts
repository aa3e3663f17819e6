import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod/mini';
import { bootKeyOf, type BootData } from './bootData';
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
  /** Answers the server put in the page; GETs without a query are answered from it while the page starts. */
  bootData?: BootData;
};

/** `signal` aborts the call when the machine state that made it is left. */
export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

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

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const status = error.response?.status ?? null;
    if (status === null) {
      const timedOut = error.cause instanceof DOMException && error.cause.name === 'TimeoutError';
      return new ApiError(error.message, null, {}, timedOut ? 'timeout' : 'network');
    }
    return new ApiError(messageOf(error.data) ?? error.statusText ?? `HTTP ${status}`, status, fieldErrorsOf(error.data));
  }
  return new ApiError(error instanceof Error ? error.message : String(error), null, {}, 'network');
}

/** Responses are parsed here, at the edge: a shape we do not expect is an error, not a crash later. */
function parse<S extends z.ZodMiniType>(schema: S, data: unknown, path: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new ApiError(`Unexpected answer from ${path}`, null, {}, 'invalidResponse');
  return result.data;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const request: $Fetch = ofetch.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    retry: 0,
    onRequest({ options: requestOptions }) {
      const headers = new Headers(requestOptions.headers);
      headers.set('Accept', 'application/json');
      const token = options.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (options.origin && typeof document === 'undefined') headers.set('Origin', options.origin);
      requestOptions.headers = headers;
    },
  }, options.fetch ? { fetch: options.fetch } : undefined);

  return {
    async get(path, schema, query, callOptions = {}) {
      try {
        const cleanQuery = query ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) : undefined;
        const booted = options.bootData?.answerFor(bootKeyOf(path, cleanQuery));
        if (booted !== undefined) return parse(schema, booted, path);
        return parse(schema, await request(path, { method: 'GET', query: cleanQuery, headers: callOptions.headers, signal: callOptions.signal }), path);
      } catch (error) {
        throw toApiError(error);
      }
    },
    async post(path, schema, body, callOptions = {}) {
      try {
        return parse(
          schema,
          await request(path, { method: 'POST', body: body as Record<string, unknown>, headers: callOptions.headers, signal: callOptions.signal }),
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
          await request(path, { method: 'PATCH', body: body as Record<string, unknown> | undefined, headers: callOptions.headers, signal: callOptions.signal }),
          path,
        );
      } catch (error) {
        throw toApiError(error);
      }
    },
    async delete(path, schema, callOptions = {}) {
      try {
        return parse(schema, await request(path, { method: 'DELETE', headers: callOptions.headers, signal: callOptions.signal }), path);
      } catch (error) {
        throw toApiError(error);
      }
    },
  };
}
