import type { CallFailure } from '../../machines/lib/failures';
import { ApiError } from '../api/errors';
import { apiActor, callApi, tryApi } from './call';
import { createActor, toPromise } from 'xstate';

vi.mock('./api', () => ({ apiClient: { name: 'site' } }));
vi.mock('./exchangeData', () => ({ exchangeDataClient: { name: 'exchangeData' } }));

const area = { echo: (client: unknown, value: string) => Promise.resolve(`${(client as { name: string }).name}:${value}`) };
const describeOnly = (failure: CallFailure) => ({ kind: 'classified', failure });

describe('callApi: the one way an actor calls the API', () => {
  it('runs the call on the area with the site’s client, or the exchange data host’s', async () => {
    await expect(callApi(() => Promise.resolve(area), describeOnly, (api, client) => api.echo(client, 'a'))).resolves.toBe('site:a');
    await expect(callApi(() => Promise.resolve(area), describeOnly, (api, client) => api.echo(client, 'b'), 'exchangeData')).resolves.toBe('exchangeData:b');
  });

  it('rejects with the classifier’s outcome of the described failure', async () => {
    const body = { message: 'No', code: 'turnover_open' };
    const rejection = callApi(() => Promise.resolve(area), describeOnly, () => Promise.reject(new ApiError('No', 400, {}, 'http', null, body)));
    await expect(rejection).rejects.toEqual({ kind: 'classified', failure: expect.objectContaining({ kind: 'http', status: 400, code: 'turnover_open', serverMessage: 'No', body }) });
  });

  it('an area that did not load is a failure like any other, not a raw error', async () => {
    const rejection = callApi(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), describeOnly, () => Promise.resolve(1));
    await expect(rejection).rejects.toEqual({ kind: 'classified', failure: expect.objectContaining({ kind: 'error', message: 'Failed to fetch dynamically imported module' }) });
  });

  it('tryApi hands the classified failure back', async () => {
    await expect(tryApi(() => Promise.resolve(area), describeOnly, () => Promise.reject(new ApiError('fetch failed', null, {}, 'network')))).resolves.toEqual({
      ok: false,
      failure: { kind: 'classified', failure: expect.objectContaining({ kind: 'network', serverMessage: null }) },
    });
    await expect(tryApi(() => Promise.resolve(area), describeOnly, (api, client) => api.echo(client, 'c'))).resolves.toEqual({ ok: true, value: 'site:c' });
  });

  it('apiActor passes the actor’s input and signal to the call', async () => {
    let seen: AbortSignal | null = null;
    const actor = apiActor<string, { value: string }, typeof area>(() => Promise.resolve(area), describeOnly, ({ api, client, input, signal }) => {
      seen = signal;
      return api.echo(client, input.value);
    });
    await expect(toPromise(createActor(actor, { input: { value: 'd' } }).start())).resolves.toBe('site:d');
    expect(seen).toBeInstanceOf(AbortSignal);
  });
});
