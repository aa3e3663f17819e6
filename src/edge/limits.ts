import { useEffect, useState } from 'react';
import type { SiteLimits } from '../api/limits';
import { callApi } from './call';

/** Loaded on first use: the API code stays out of the entry chunk. */
const limitsApi = () => import('../api/limits');

export type LimitsStore = {
  /** The limits once loaded (kept for the page's life), else null. */
  current(): SiteLimits | null;
  /** The limits: asked once and shared; a failed ask is asked again on the next call. */
  load(): Promise<SiteLimits>;
};

export function createLimitsStore(fetchLimits: () => Promise<SiteLimits>): LimitsStore {
  let loaded: SiteLimits | null = null;
  let pending: Promise<SiteLimits> | null = null;
  return {
    current: () => loaded,
    load() {
      if (loaded) return Promise.resolve(loaded);
      pending ??= fetchLimits().then(
        (limits) => (loaded = limits),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The server's limits (GET /api/limits, issue 23 §5), the one source of the stake limits, the Fancy
 * types staked on both sides, the deposit and withdrawal ranges and the referral rates. The first page
 * has them in its boot data; later screens find them kept here.
 */
export const limitsStore = createLimitsStore(() => callApi(limitsApi, (failure) => failure, (api, client) => api.fetchLimits(client)));

/** Loads a part of the limits for a machine's load: null (logged) when they could not be loaded, the part then shows nothing. */
export async function limitsPartOrNull<T>(pick: (limits: SiteLimits) => T, store: LimitsStore = limitsStore): Promise<T | null> {
  try {
    return pick(await store.load());
  } catch (failure) {
    console.warn('Limits: loading them failed.', failure);
    return null;
  }
}

export type LimitsState = { limits: SiteLimits | null; failed: boolean; retry: () => void };

/** For a screen whose machine starts with the limits: they at once when kept, else once loaded; a failure with Try again. */
export function useLimits(store: LimitsStore = limitsStore): LimitsState {
  const [limits, setLimits] = useState<SiteLimits | null>(() => store.current());
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (limits || failed) return;
    let live = true;
    store.load().then(
      (loaded) => live && setLimits(loaded),
      (failure: unknown) => {
        console.warn('Limits: loading them failed.', failure);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [store, limits, failed]);
  return {
    limits,
    failed,
    retry: () => setFailed(false),
  };
}
