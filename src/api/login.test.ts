import { createApiClient } from './client';
import { ApiError } from './errors';
import { logIn } from './login';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(response: () => Response) {
  const bodies: unknown[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    bodies.push(await request.clone().json());
    return response();
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseURL: 'http://api.test/api/', timeoutMs: 1000, getToken: () => null, fetch }), bodies };
}

describe('POST login', () => {
  it('reads the restriction of a player on a break (issue 24)', async () => {
    const restriction = { kind: 'time_out', started_at: '2026-11-26T10:00:00.000Z', ends_at: '2026-11-27T10:00:00.000Z', return_requested_at: null, return_confirmable_at: null };
    const { client } = clientAnswering(() => json({ token: 'tok', remote_id: 'R-1', username: 'p', restriction }));
    await expect(logIn(client, { username: 'p', password: 'x' })).resolves.toMatchObject({
      restriction: { kind: 'time_out', startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-27T10:00:00.000Z', returnRequestedAt: null, returnConfirmableAt: null },
    });
  });

  it('sends username and password and reads the login response (spec 1 §3)', async () => {
    const { client, bodies } = clientAnswering(() =>
      json({ token: 'tok', remote_id: 'R-1', username: 'demoplayer1', exchange: [{ token: 'ex' }], message: 'Login successful' }),
    );
    await expect(logIn(client, { username: 'demoplayer1', password: 'demo12345' })).resolves.toEqual({
      token: 'tok',
      remoteId: 'R-1',
      username: 'demoplayer1',
      exchangeToken: 'ex',
      restriction: null,
    });
    expect(bodies).toEqual([{ username: 'demoplayer1', password: 'demo12345' }]);
  });

  it('sends the captcha as captcha_id and captcha when the log-in carries one', async () => {
    const { client, bodies } = clientAnswering(() => json({ token: 'tok', remote_id: 'R-1', username: 'demoplayer1', exchange: [] }));
    await logIn(client, { username: 'demoplayer1', password: 'demo12345', captcha: { id: 'cap-1', code: '4321' } });
    expect(bodies).toEqual([{ username: 'demoplayer1', password: 'demo12345', captcha_id: 'cap-1', captcha: '4321' }]);
  });

  it('passes a refusal’s code and the fields beside its message on', async () => {
    const { client } = clientAnswering(() => json({ message: 'Invalid credentials', code: 'invalid_credentials', tries_left: 2, needs_captcha: false }, 401));
    const error: unknown = await logIn(client, { username: 'p', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials', body: { tries_left: 2, needs_captcha: false } });
  });

  it('has no exchange token when the list is empty, and takes a numeric remote_id', async () => {
    const { client } = clientAnswering(() => json({ token: 'tok', remote_id: 7, username: 'p', exchange: [] }));
    await expect(logIn(client, { username: 'p', password: 'x' })).resolves.toMatchObject({ remoteId: '7', exchangeToken: null });
  });

  it('refuses an answer without a token', async () => {
    const { client } = clientAnswering(() => json({ message: 'ok' }));
    await expect(logIn(client, { username: 'p', password: 'x' })).rejects.toMatchObject({ kind: 'invalidResponse' });
  });

  it('passes the server message of a 401 on', async () => {
    const { client } = clientAnswering(() => json({ message: 'Invalid credentials' }, 401));
    const error: unknown = await logIn(client, { username: 'p', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid credentials' });
  });
});
