import { act, renderHook, waitFor } from '@testing-library/react';
import type { SiteLimits } from '../api/limits';
import { createLimitsStore, limitsPartOrNull, useLimits } from './limits';

const limits: SiteLimits = {
  bet: { stake: { match_odds: { min: 100, max: 50_000 }, bookmaker: { min: 100, max: 100_000 }, fancy: { min: 100, max: 25_000 } }, fancyStakedTypes: [4, 5] },
  deposit: { min: 100, max: 25_000 },
  withdrawal: { min: 500, max: 25_000 },
  referralRates: [[0.1, 0.05, 0.01]],
};

describe('limits at the edge', () => {
  it('asks the server once and keeps the answer for every screen', async () => {
    const fetchLimits = vi.fn<() => Promise<SiteLimits>>(() => Promise.resolve(limits));
    const store = createLimitsStore(fetchLimits);
    expect(store.current()).toBeNull();
    const [first, second] = await Promise.all([store.load(), store.load()]);
    expect(first).toBe(limits);
    expect(second).toBe(limits);
    expect(await store.load()).toBe(limits);
    expect(store.current()).toBe(limits);
    expect(fetchLimits).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure', async () => {
    const fetchLimits = vi.fn<() => Promise<SiteLimits>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(limits);
    const store = createLimitsStore(fetchLimits);
    await expect(store.load()).rejects.toThrow('offline');
    expect(await store.load()).toBe(limits);
    expect(fetchLimits).toHaveBeenCalledTimes(2);
  });

  it('gives a machine’s load its part, or null (logged) when the limits could not be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await limitsPartOrNull((loaded) => loaded.withdrawal, createLimitsStore(() => Promise.resolve(limits)))).toEqual({ min: 500, max: 25_000 });
    expect(await limitsPartOrNull((loaded) => loaded.withdrawal, createLimitsStore(() => Promise.reject(new Error('offline'))))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('useLimits', () => {
  it('gives kept limits at once; else loads them, says a failure, and Try again asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kept = createLimitsStore(() => Promise.resolve(limits));
    await kept.load();
    expect(renderHook(() => useLimits(kept)).result.current.limits).toBe(limits);

    const fetchLimits = vi.fn<() => Promise<SiteLimits>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(limits);
    const { result } = renderHook(() => useLimits(createLimitsStore(fetchLimits)));
    expect(result.current.limits).toBeNull();
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.limits).toBe(limits));
    expect(result.current.failed).toBe(false);
    expect(fetchLimits).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
