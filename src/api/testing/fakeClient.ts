import { createApiClient } from '../client';

/** Tests only: a JSON response as the server would send it. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Seen = { url: string; method: string; headers: Headers; body: unknown };

/** Tests only: an API client whose every request is recorded and answered by `answer`. */
export function clientAnswering(answer: (url: URL) => Response) {
  const seen: Seen[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.clone().text();
    seen.push({ url: request.url, method: request.method, headers: request.headers, body: text ? JSON.parse(text) : null });
    return answer(new URL(request.url));
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => 'tok', fetch }), seen };
}
