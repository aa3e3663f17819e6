// Benchmark of the exchange data fan-out (issue 9): `node --import tsx server/bench/exchange.ts [--duration 10]`.
// Serves /exchange-data on loopback from the simulated feed, then lets 1, 10 and 100 viewers poll one
// in-play market's match-odds every 300 ms each (as the odds view does, sending back the last ETag),
// and prints how often the feed computed that market per second (target ≤ 4) and the poll latency.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { systemClock } from '../clock.ts';
import { eventsStartingBetween, phaseAt } from '../exchange/schedule.ts';
import { silentLogger } from '../logger.ts';
import { registerExchangeDataRoutes } from '../routes/exchange/data.ts';
import { testConfig } from '../testing/config.ts';

const durationArg = process.argv.indexOf('--duration');
const DURATION_MS = 1_000 * Math.min(60, Math.max(2, Number(durationArg >= 0 ? process.argv[durationArg + 1] : 10) || 10));
const POLL_MS = 300;
const TARGET_PER_SECOND = 4;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;

async function run(viewers: number): Promise<void> {
  const config = testConfig({ exchangeSeed: 'bench' });
  const app = new Hono();
  const fanOut = registerExchangeDataRoutes(app, { config, clock: systemClock, log: silentLogger });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server));
  });
  const { port } = server.address() as AddressInfo;
  const now = Date.now();
  const market = eventsStartingBetween(config.exchangeSeed, 'cricket', now - 6 * 3_600_000, now).find((event) => phaseAt(event, now) === 'inPlay');
  if (!market) throw new Error('no cricket match in play');
  const path = `match-odds/${market.marketId}`;
  const url = `http://127.0.0.1:${port}/exchange-data/${path}`;
  const latencies: number[] = [];
  let notModified = 0;
  let failures = 0;
  const started = performance.now();
  const viewer = async (offset: number) => {
    await new Promise((resolve) => setTimeout(resolve, offset));
    let etag = '';
    // Like the odds view: the next poll starts after the answer, and no sooner than 300 ms after the last.
    while (performance.now() - started < DURATION_MS) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers: etag ? { 'If-None-Match': etag } : {} });
        if (response.status === 304) notModified += 1;
        else if (response.ok) etag = response.headers.get('etag') ?? '';
        else failures += 1;
        await response.arrayBuffer();
      } catch {
        failures += 1;
      }
      const took = performance.now() - sent;
      latencies.push(took);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_MS - took)));
    }
  };
  await Promise.all(Array.from({ length: viewers }, (_, index) => viewer((index * POLL_MS) / viewers)));
  const seconds = (performance.now() - started) / 1_000;
  server.close();
  const computations = fanOut.computations().get(path) ?? 0;
  const perSecond = computations / seconds;
  latencies.sort((a, b) => a - b);
  console.log(
    `  ${String(viewers).padStart(3)} viewers: ${latencies.length} polls, ${notModified} answered 304, ${failures} failed; ` +
      `${perSecond.toFixed(2)} computations/s of the market (target ≤ ${TARGET_PER_SECOND}: ${perSecond <= TARGET_PER_SECOND ? 'OK' : 'OVER'}); ` +
      `latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  );
}

console.log(`Exchange data fan-out: viewers polling one in-play market's match-odds every ${POLL_MS} ms for ${DURATION_MS / 1_000} s`);
for (const viewers of [1, 10, 100]) await run(viewers);
