import { onTestFinished } from 'vitest';
import type { Locator } from 'vitest/browser';
import { visible } from './expectations';

type TimerName = 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval' | 'Date';

/**
 * The page's clock on vitest's fake timers, moved only by the test (`vi.advanceTimersByTime`).
 * vitest's expect.poll and expect.element advance fake timers by their interval on every retry while
 * `vi.isFakeTimers()` says they are on: a page slow to show (a loaded machine) then ran its clock while
 * the test only waited, and the make-payment countdown was 2–9 s ahead of the test's before its first
 * check. The polls are told the timers are real; the page's timers stay fake. Undone when the test ends,
 * or earlier by the returned function.
 */
export function fakePageClock(toFake: TimerName[] = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval']): () => void {
  vi.useFakeTimers({ toFake });
  const pollsLeaveTheClock = vi.spyOn(vi, 'isFakeTimers').mockReturnValue(false);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    pollsLeaveTheClock.mockRestore();
    vi.useRealTimers();
  };
  onTestFinished(restore);
  return restore;
}

/**
 * Hidden once an animation on the page's fake clock (a drawer or dialog closing) has run: the clock moves
 * on a little before each look, as vitest's polls used to do everywhere, here only where the test says an
 * animation must finish (it may start a moment after the state that closes it).
 */
export async function expectHiddenOnTheClock(locator: Locator, stepMs = 50): Promise<void> {
  await expect
    .poll(
      () => {
        vi.advanceTimersByTime(stepMs);
        return locator.elements().every((element) => !visible(element));
      },
      { message: `${locator.selector} hidden (the page's clock moving on)` },
    )
    .toBe(true);
}
