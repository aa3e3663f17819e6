export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type TestClock = Clock & { set(date: Date | string): void; advance(ms: number): void };

/** A clock frozen at `date` that tests can move explicitly. */
export function fixedClock(date: Date | string = '2025-01-01T00:00:00.000Z'): TestClock {
  let current = new Date(date).getTime();
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * The simulated world's clock that an operator can move forward (`npm run ops -- feed-skip`): QA and
 * the browser tests go to a match's next ball or its result instead of waiting for it. Never back:
 * what the feed has said stays said.
 */
export type FeedClock = Clock & { skip(ms: number): void };
