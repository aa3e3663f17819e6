import { fromPromise } from 'xstate';
import type { CallFailure } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { describeFailure } from '../api/errors';

/** Which client runs the call: the site's API (bearer token), or the exchange data host (public feed). */
export type ApiHost = 'site' | 'exchangeData';

/** The client, loaded on first use with its area: the API client stays out of the entry chunk. */
async function clientOf(host: ApiHost): Promise<ApiClient> {
  return host === 'site' ? (await import('./api')).apiClient : (await import('./exchangeData')).exchangeDataClient;
}

/**
 * The one way an actor calls the API (issue 23 §2): loads the area's module (`() => import('../api/…')`)
 * and the shared client, runs the call, and turns any failure on the way into the machine's typed
 * failure with a classifier of machines/lib/failures.ts (or one beside the machine), which the actor
 * rejects with.
 */
export async function callApi<TArea, TResult>(
  area: () => Promise<TArea>,
  classify: (failure: CallFailure) => unknown,
  run: (api: TArea, client: ApiClient) => Promise<TResult>,
  host: ApiHost = 'site',
): Promise<TResult> {
  const outcome = await tryApi(area, classify, run, host);
  if (!outcome.ok) throw outcome.failure;
  return outcome.value;
}

/** {@link callApi} that hands the classified failure back instead of rejecting with it (to log it, or to read it as an answer). */
export async function tryApi<TArea, TResult, TFailure>(
  area: () => Promise<TArea>,
  classify: (failure: CallFailure) => TFailure,
  run: (api: TArea, client: ApiClient) => Promise<TResult>,
  host: ApiHost = 'site',
): Promise<{ ok: true; value: TResult } | { ok: false; failure: TFailure }> {
  try {
    const [client, api] = await Promise.all([clientOf(host), area()]);
    return { ok: true, value: await run(api, client) };
  } catch (error) {
    return { ok: false, failure: classify(describeFailure(error)) };
  }
}

/** An actor that makes one {@link callApi} with its input and its signal (aborted when the machine leaves the state). */
export function apiActor<TOutput, TInput, TArea>(
  area: () => Promise<TArea>,
  classify: (failure: CallFailure) => unknown,
  run: (call: { api: TArea; client: ApiClient; input: TInput; signal: AbortSignal }) => Promise<TOutput>,
  host: ApiHost = 'site',
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => callApi(area, classify, (api, client) => run({ api, client, input, signal }), host));
}

/** A classifier that also logs the failure first (for calls whose failure the page does not say, spec 1 §7). */
export function logged<TFailure>(what: string, classify: (failure: CallFailure) => TFailure): (failure: CallFailure) => TFailure {
  return (failure) => {
    console.warn(what, failure);
    return classify(failure);
  };
}
