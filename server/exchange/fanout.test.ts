import { fixedClock } from '../clock.ts';
import { createFanOut, SNAPSHOT_MS } from './fanout.ts';
import type { ExchangeDataSource, FeedAnswer } from './feed.ts';

function countingSource(answer: (path: string, call: number) => Promise<FeedAnswer>) {
  const calls: string[] = [];
  const source: ExchangeDataSource = { fetch: (path) => answer(path, calls.push(path)) };
  return { source, calls };
}

const ok = (body: string): FeedAnswer => ({ status: 200, contentType: 'application/json', body });

describe('the fan-out of exchange data', () => {
  it('asks the source once per path per 300 ms, however many viewers ask, even while the answer is on its way', async () => {
    const clock = fixedClock('2026-11-24T10:00:00.000Z');
    let release: (answer: FeedAnswer) => void = () => undefined;
    const { source, calls } = countingSource(() => new Promise((resolve) => (release = resolve)));
    const fanOut = createFanOut(source, { clock });
    const viewers = Array.from({ length: 100 }, () => fanOut.get('match-odds/1.40000001'));
    release(ok('[1]'));
    const answers = await Promise.all(viewers);
    expect(calls).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    clock.advance(SNAPSHOT_MS - 1);
    await fanOut.get('match-odds/1.40000001');
    expect(calls).toHaveLength(1);
    clock.advance(1);
    const next = fanOut.get('match-odds/1.40000001');
    release(ok('[2]'));
    expect((await next).body).toBe('[2]');
    expect(calls).toHaveLength(2);
    expect(fanOut.computations().get('match-odds/1.40000001')).toBe(2);
  });

  it('keeps one snapshot per path; the same body has the same ETag', async () => {
    const clock = fixedClock();
    const { source, calls } = countingSource(async (path) => ok(path.startsWith('event') ? '{"same":1}' : `"${path}"`));
    const fanOut = createFanOut(source, { clock });
    const [a, b] = await Promise.all([fanOut.get('event/40000001'), fanOut.get('match-odds/1.40000001')]);
    expect(calls).toEqual(['event/40000001', 'match-odds/1.40000001']);
    expect(a.etag).not.toBe(b.etag);
    clock.advance(SNAPSHOT_MS);
    expect((await fanOut.get('event/40000001')).etag).toBe(a.etag);
  });

  it('does not keep a failure: the next viewer asks again', async () => {
    const clock = fixedClock();
    const { source, calls } = countingSource(async (_, call) => {
      if (call === 1) throw new Error('provider down');
      return ok('[]');
    });
    const fanOut = createFanOut(source, { clock });
    await expect(fanOut.get('sports-events/cricket')).rejects.toThrow('provider down');
    await expect(fanOut.get('sports-events/cricket')).resolves.toMatchObject({ body: '[]' });
    expect(calls).toHaveLength(2);
  });

  it('forgets the oldest paths beyond its bound', async () => {
    const clock = fixedClock();
    const { source, calls } = countingSource(async (path) => ok(path));
    const fanOut = createFanOut(source, { clock, maxPaths: 2 });
    await fanOut.get('event/40000001');
    await fanOut.get('event/40000002');
    await fanOut.get('event/40000003');
    await fanOut.get('event/40000001');
    expect(calls).toEqual(['event/40000001', 'event/40000002', 'event/40000003', 'event/40000001']);
  });
});
