import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { ExchangeDataSource, FeedAnswer } from './feed.ts';

/** Each path is computed or fetched at most once per this many ms, whatever the number of viewers. */
export const SNAPSHOT_MS = 300;

export type Snapshot = FeedAnswer & { etag: string };
export type FanOut = {
  get(path: string): Promise<Snapshot>;
  /** How many times the source was asked, per path: the bench divides it by time. */
  computations(): ReadonlyMap<string, number>;
};

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Serves every viewer from one snapshot per path: the first request in a 300 ms window asks the
 * source; the others (even those arriving while it is asked) share its answer. Failures are not
 * kept, so the next request asks again. Bounded: the oldest paths are forgotten first.
 */
export function createFanOut(source: ExchangeDataSource, options: { clock: Clock; maxPaths?: number }): FanOut {
  const maxPaths = options.maxPaths ?? 5_000;
  const snapshots = new Map<string, { at: number; answer: Promise<Snapshot> }>();
  const counts = new Map<string, number>();
  return {
    get(path) {
      const now = options.clock.now().getTime();
      const kept = snapshots.get(path);
      if (kept && now - kept.at < SNAPSHOT_MS && now >= kept.at) return kept.answer;
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const answer = source.fetch(path).then((fetched) => ({ ...fetched, etag: etagOf(fetched.body) }));
      snapshots.delete(path);
      snapshots.set(path, { at: now, answer });
      answer.catch(() => {
        if (snapshots.get(path)?.answer === answer) snapshots.delete(path);
      });
      while (snapshots.size > maxPaths) {
        const oldest = snapshots.keys().next().value;
        if (oldest === undefined) break;
        snapshots.delete(oldest);
      }
      return answer;
    },
    computations: () => counts,
  };
}
