import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './useWhenIdle';

describe('useWhenIdle', () => {
  afterEach(() => {
    // Unmounted while the stubs are still there: the hook gives its idle callback back on unmount.
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('with requestIdleCallback', () => {
    let pending: IdleRequestCallback[] = [];
    const cancelled: number[] = [];
    beforeEach(() => {
      pending = [];
      cancelled.length = 0;
      vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => pending.push(callback));
      vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    });

    it('is false until the browser is idle, then true', () => {
      const { result } = renderHook(() => useWhenIdle());
      expect(result.current).toBe(false);
      expect(pending).toHaveLength(1);
      act(() => pending[0]!({ didTimeout: false, timeRemaining: () => 10 }));
      expect(result.current).toBe(true);
    });

    it('is true at once when asked now, and stays true once idle has come', () => {
      const { result, rerender } = renderHook(({ now }) => useWhenIdle(now), { initialProps: { now: true } });
      expect(result.current).toBe(true);
      act(() => pending[0]!({ didTimeout: false, timeRemaining: () => 10 }));
      rerender({ now: false });
      expect(result.current).toBe(true);
    });

    it('gives its idle callback back when the component goes before the browser is idle', () => {
      const { unmount } = renderHook(() => useWhenIdle());
      unmount();
      expect(cancelled).toEqual([1]);
    });
  });

  it('waits 200 ms where the browser has no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useWhenIdle());
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
