// Load model of real players (issue 25 §2–3): `npm run bench -- load` or
// `node --import tsx server/bench/load.ts [--step 25] [--warmup 10] [--max-players 12000] [--pglite-only]
//   [--refine 1.15] [--soak 600] [--soak-players N]`.
// Starts the app on loopback (PGlite in a temp dir, then a throwaway PostgreSQL if installed) with
// players and their sessions made directly in the database (as a warm box has them: login is scrypt),
// forks the load generator (load-players.ts) and ramps the number of players until p99 passes 50 ms
// or errors appear: once against the trivial route (same generator, same mix and headers) and once
// against the real calls, each ramp read again by 15 % steps between the step held and the one that
// failed. Prints per step and at the end the players held, requests/s by call, p50/p99, the server's
// CPU and RSS and the generator's own CPU, and the ratio real / trivial.
// `--soak S` (PGlite only): after the ramp, a fresh server holds 70 % of the players held for S seconds
// and prints its RSS at minute 2 and at the end.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createApp } from '../app.ts';
import { issueSession } from '../auth/sessions.ts';
import { systemClock } from '../clock.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { players as playersTable } from '../db/schema.ts';
import { seedDatabase } from '../db/seed.ts';
import { eventsStartingBetween, phaseAt } from '../exchange/schedule.ts';
import { adjustBalance } from '../funds/decisions.ts';
import { silentLogger } from '../logger.ts';
import { toPaisa } from '../money/amounts.ts';
import { testConfig } from '../testing/config.ts';
import { findPostgresBinDir, startTempPostgres } from '../testing/postgres.ts';
import { growth, heldRatio, heldVerdict, isBettor, isNoisy, playersHeld, playersPerCore, rampDecision, rampSteps, refineSteps, stopReason } from './load-model.ts';
import type { LoadPlayer, LoadSetup, StepResult } from './load-players.ts';

const option = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const STEP_S = option('step', 25);
const WARMUP_S = Math.min(STEP_S - 5, option('warmup', 10));
const MAX_PLAYERS = option('max-players', 12000);
const SOAK_S = option('soak', 0);
// The finer ramp's factor near each limit; `--refine 1` skips it.
const REFINE = option('refine', 1.15);
const SOAK_PLAYERS = option('soak-players', 0);
const PGLITE_ONLY = process.argv.includes('--pglite-only') || SOAK_S > 0;
const CORES = cpus().length;

type Kind = 'pglite' | 'postgres';
type Box = { base: string; players: LoadPlayer[]; markets: LoadSetup['markets']; serverCpu: () => number; rss: () => number };
type Step = StepResult & { stopped: string | null; serverCpuPercent: number; rssMb: number; loopDelayP99: number };

/** The server's event-loop delay (this process serves): a long one means the server itself held answers back. */
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

const mb = (bytes: number) => bytes / 1024 / 1024;

/** CPU seconds of the PostgreSQL cluster listening on `port`: the postmaster, its live backends and the reaped ones. */
function postgresCpuSeconds(port: string): number {
  const stats = new Map<number, { ppid: number; own: number; reaped: number }>();
  let master: number | undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      stats.set(Number(entry), { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) });
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmdline[0]?.endsWith('postgres') && cmdline[cmdline.indexOf('-p') + 1] === port) master = Number(entry);
    } catch {
      // A process that ended while we read.
    }
  }
  if (master === undefined) return 0;
  let ticks = (stats.get(master)?.own ?? 0) + (stats.get(master)?.reaped ?? 0);
  for (const stat of stats.values()) if (stat.ppid === master) ticks += stat.own;
  return ticks / 100; // USER_HZ is 100 on Linux
}

/** Players and live sessions made directly in the database, bettors funded through the ops adjustment. */
async function makePlayers(database: Awaited<ReturnType<typeof openDatabase>>, count: number): Promise<LoadPlayer[]> {
  const { db } = database;
  const now = systemClock.now();
  const rows: Array<{ id: number; remoteId: string; username: string }> = [];
  for (let first = 0; first < count; first += 500) {
    const values = Array.from({ length: Math.min(500, count - first) }, (_, offset) => ({
      remoteId: randomUUID(),
      username: `loadplayer${first + offset}`,
      passwordHash: 'no-login',
      referralCode: randomBytes(5).toString('hex').toUpperCase(),
      createdAt: now,
    }));
    rows.push(...(await db.insert(playersTable).values(values).returning({ id: playersTable.id, remoteId: playersTable.remoteId, username: playersTable.username })));
  }
  const players: LoadPlayer[] = [];
  for (const [index, row] of rows.entries()) {
    const { token } = await issueSession(db, row.id, systemClock);
    players.push({ token, remoteId: row.remoteId });
    if (isBettor(index)) await adjustBalance(db, { username: row.username, amount: toPaisa('100000'), actor: 'load-bench', reason: 'load bench stake money', at: new Date(now.getTime() + index) });
  }
  return players;
}

/** Runs `use` against a fresh server on a fresh database of this kind, then tears it all down. */
async function withBox<T>(kind: Kind, playerCount: number, use: (box: Box) => Promise<T>): Promise<T> {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'takaplay-load-'));
  const config = testConfig({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'db'), distDir: join(dir, 'none'), databaseUrl: postgres?.url });
  const database = await openDatabase(config);
  let server: Server | undefined;
  try {
    await migrateDatabase(database);
    await seedDatabase(database, config, systemClock);
    console.log(`[load] ${kind}: making ${playerCount} players with sessions …`);
    const players = await makePlayers(database, playerCount);
    const app = createApp(
      { database, clock: systemClock, config, log: silentLogger },
      { extraRoutes: (routes) => routes.get('/api/bench/trivial', (c) => c.json({ status: 'ok' })) },
    );
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server)) as Server;
    });
    const now = Date.now();
    const markets = eventsStartingBetween(config.exchangeSeed, 'cricket', now - 6 * 3_600_000, now)
      .filter((event) => phaseAt(event, now) === 'inPlay')
      .slice(0, 3)
      .map((event) => ({ eventId: event.eventId, marketId: event.marketId }));
    if (markets.length === 0) throw new Error('no cricket match in play');
    const pgPort = postgres ? new URL(postgres.url).port : '';
    return await use({
      base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      players,
      markets,
      serverCpu: () => {
        const own = process.cpuUsage();
        return (own.user + own.system) / 1e6 + (pgPort ? postgresCpuSeconds(pgPort) : 0);
      },
      rss: () => process.memoryUsage().rss,
    });
  } finally {
    if (server) await new Promise<void>((done) => server?.close(() => done()));
    await database.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The generator, forked; `next` sends a step and resolves with its figures and the server's CPU over the measured window. */
function startGenerator(box: Box, mode: 'real' | 'trivial') {
  const child: ChildProcess = fork(join(import.meta.dirname, 'load-players.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  child.send({ type: 'setup', base: box.base, mode, players: box.players, markets: box.markets } satisfies LoadSetup);
  let cpuAtStart = 0;
  let measuredFrom = 0;
  return {
    next: (players: number, warmupMs: number, measureMs: number) =>
      new Promise<Step>((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`the load generator exited (${code})`));
        const onMessage = (message: { type: 'measuring' } | StepResult) => {
          if (message.type === 'measuring') {
            cpuAtStart = box.serverCpu();
            measuredFrom = performance.now();
            loopDelay.reset();
            return;
          }
          child.off('message', onMessage);
          child.off('exit', onExit);
          const seconds = (performance.now() - measuredFrom) / 1_000;
          const serverCpuPercent = ((box.serverCpu() - cpuAtStart) / seconds) * 100;
          resolve({ ...message, stopped: null, serverCpuPercent, rssMb: mb(box.rss()), loopDelayP99: loopDelay.percentile(99) / 1e6 });
        };
        child.on('message', onMessage);
        child.once('exit', onExit);
        child.send({ type: 'step', players, warmupMs, measureMs });
      }),
    stop: () => {
      child.removeAllListeners('exit');
      child.send({ type: 'stop' });
    },
  };
}

const CALL_ORDER = ['balance', 'inbox', 'summary', 'matchOdds', 'eventDetail', 'bet'];

function printStep(label: string, step: Step): void {
  const rates = CALL_ORDER.filter((name) => step.byCall[name]).map((name) => `${name} ${((step.byCall[name]?.requests ?? 0) / step.seconds).toFixed(1)}/s ${step.byCall[name]?.p99.toFixed(0)} ms`);
  console.log(
    `  ${label} ${String(step.players).padStart(5)} players: ${(step.requests / step.seconds).toFixed(0).padStart(5)} req/s (by call, rate and p99: ${rates.join(', ')}); ` +
      `p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms; server CPU ${step.serverCpuPercent.toFixed(0)} %, RSS ${step.rssMb.toFixed(0)} MB, event-loop delay p99 ${step.loopDelayP99.toFixed(0)} ms; ` +
      `generator CPU ${step.cpuPercent.toFixed(0)} %, lag p99 ${step.lagMs.toFixed(0)} ms` +
      (step.betsMatched + step.betsRefused > 0 ? `; bets ${step.betsMatched} matched, ${step.betsRefused} refused` : '') +
      (step.notModified > 0 ? `; ${step.notModified} feed 304s` : '') +
      (step.stopped ? `  → failed: ${step.stopped}${isNoisy(step) ? ' (generator held back by the machine)' : ''}${step.errorSamples.length > 0 ? ` (${step.errorSamples.join('; ')})` : ''}` : ''),
  );
}

type Run = { steps: Step[]; measured: Step[]; held: number; capped: boolean };

/**
 * Measures `steps` in order with one generator until the stop rule ends them; returns every step, whether the
 * list ran out (capped) and the first step that failed for good.
 */
async function measureSteps(box: Box, mode: 'real' | 'trivial', kind: Kind, label: string, list: number[], run: Run): Promise<{ capped: boolean; failed: number | null }> {
  const generator = startGenerator(box, mode);
  try {
    for (const players of list) {
      const attempts: Array<{ reason: string | null; noisy: boolean }> = [];
      for (;;) {
        // A repeat measures again at once: the players are already there.
        const step = await generator.next(players, attempts.length === 0 ? WARMUP_S * 1_000 : 0, (STEP_S - WARMUP_S) * 1_000);
        step.stopped = stopReason(step);
        attempts.push({ reason: step.stopped, noisy: isNoisy(step) });
        run.measured.push(step);
        const decision = rampDecision(attempts);
        printStep(`${kind} ${label.padEnd(7)}${attempts.length > 1 ? ' again' : ''}`, step);
        if (decision === 'again') continue;
        run.steps.push(step);
        if (decision === 'stop') return { capped: false, failed: players };
        break;
      }
    }
    return { capped: true, failed: null };
  } finally {
    generator.stop();
  }
}

/**
 * Ramps by ×1.5 until the stop rule says so, then (unless `--refine 1`) reads the ramp again by ×REFINE between
 * the step held and the one that failed, with a fresh generator (it cannot take players away) after a pause for
 * the failed step's connections to close.
 */
async function ramp(box: Box, mode: 'real' | 'trivial', kind: Kind): Promise<Run> {
  const run: Run = { steps: [], measured: [], held: 0, capped: false };
  const limit = mode === 'real' ? box.players.length : MAX_PLAYERS * 4;
  const coarse = await measureSteps(box, mode, kind, mode, rampSteps(limit), run);
  const finer = coarse.failed === null ? [] : refineSteps(playersHeld(run.steps), coarse.failed, REFINE);
  if (finer.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await measureSteps(box, mode, kind, `${mode} ×${REFINE}`, finer, run);
  }
  return { ...run, held: playersHeld(run.steps), capped: coarse.capped };
}

type Summary = { kind: Kind; idleCpuPercent: number; trivial: Run; real: Run };

/** The server's CPU % with no player: its own background work (the feed's simulation, timers). */
async function idleCpu(box: Box, seconds = 10): Promise<number> {
  const before = box.serverCpu();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  return ((box.serverCpu() - before) / seconds) * 100;
}

/** Players per core of server CPU from the idle figure and every measurement of a ramp (load-model.ts). */
const perCore = (idleCpuPercent: number, run: Run) =>
  playersPerCore([{ players: 0, cpuPercent: idleCpuPercent }, ...run.measured.map((step) => ({ players: step.players, cpuPercent: step.serverCpuPercent }))]);

function printSummary(summaries: Summary[]): void {
  console.log('\nLoad model: players held (p99 ≤ 50 ms, no errors) on the real calls vs on the trivial route, same generator and mix');
  console.log('| Database | held (real) | held (trivial) | ratio (goal ≥ 50 %) | req/s at held | p50 / p99 ms | server CPU | server RSS | generator CPU |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { kind, trivial, real } of summaries) {
    const at = real.steps.find((step) => step.players === real.held);
    const capped = (run: typeof real) => (run.capped ? ' (cap)' : '');
    console.log(
      `| ${kind} | ${real.held}${capped(real)} | ${trivial.held}${capped(trivial)} | ${heldVerdict(real, trivial)} | ` +
        `${at ? (at.requests / at.seconds).toFixed(0) : '—'} | ${at ? `${at.p50.toFixed(1)} / ${at.p99.toFixed(1)}` : '—'} | ` +
        `${at ? `${at.serverCpuPercent.toFixed(0)} %` : '—'} | ${at ? `${at.rssMb.toFixed(0)} MB` : '—'} | ${at ? `${at.cpuPercent.toFixed(0)} %` : '—'} |`,
    );
    if (at) {
      const rates = CALL_ORDER.filter((name) => at.byCall[name]).map((name) => `${name} ${((at.byCall[name]?.requests ?? 0) / at.seconds).toFixed(1)}/s p99 ${at.byCall[name]?.p99.toFixed(1)} ms`);
      console.log(`    ${kind} at ${real.held} players by call: ${rates.join('; ')}`);
    }
  }
  console.log('\nCPU-based estimate (CPU time is spent whether or not the machine kept the process waiting, so it holds up where p99 does not):');
  for (const { kind, idleCpuPercent, trivial, real } of summaries) {
    const realPerCore = perCore(idleCpuPercent, real);
    const trivialPerCore = perCore(idleCpuPercent, trivial);
    const ratio = heldRatio(realPerCore, trivialPerCore);
    console.log(
      `  ${kind}: one core of server CPU serves about ${realPerCore.toFixed(0)} players on the real calls, ${trivialPerCore.toFixed(0)} on the trivial route: ` +
        `${(ratio * 100).toFixed(0)} % (idle ${idleCpuPercent.toFixed(1)} %)`,
    );
  }
  console.log(`CPU % is of one core (this machine has ${CORES}); the PostgreSQL server's CPU includes its own processes. Load average now: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}.`);
}

/** §3: a steady 70 % of the players held for SOAK_S seconds on a fresh server; RSS at minute 2 and at the end. */
async function soak(held: number): Promise<void> {
  const players = SOAK_PLAYERS || Math.max(50, Math.round(held * 0.7));
  await withBox('pglite', players, async (box) => {
    console.log(`\n[load] soak: ${players} players on a fresh PGlite server for ${SOAK_S} s`);
    const generator = startGenerator(box, 'real');
    const samples: Array<{ at: number; rssMb: number }> = [];
    try {
      let elapsed = 0;
      while (elapsed < SOAK_S) {
        const seconds = Math.min(60, SOAK_S - elapsed);
        const step = await generator.next(players, 0, seconds * 1_000);
        elapsed += seconds;
        step.stopped = stopReason(step);
        samples.push({ at: elapsed, rssMb: step.rssMb });
        printStep(`soak min ${(elapsed / 60).toFixed(1).padStart(4)}`, step);
      }
    } finally {
      generator.stop();
    }
    const early = samples.find((sample) => sample.at >= Math.min(120, SOAK_S / 5)) ?? samples[0];
    const last = samples.at(-1);
    if (!early || !last) return;
    const change = growth(early.rssMb, last.rssMb);
    console.log(
      `Soak: RSS ${early.rssMb.toFixed(0)} MB at ${(early.at / 60).toFixed(1)} min, ${last.rssMb.toFixed(0)} MB at ${(last.at / 60).toFixed(1)} min: ` +
        `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} % (target within 10 %: ${Math.abs(change) <= 0.1 ? 'met' : 'NOT met'})`,
    );
  });
}

console.log(`Load model (issue 25): steps of ${STEP_S} s (${WARMUP_S} s warm-up, then measured), up to ${MAX_PLAYERS} logged-in players; ${CORES} cores.`);
const summaries: Summary[] = [];
const kinds: Kind[] = PGLITE_ONLY ? ['pglite'] : findPostgresBinDir() ? ['pglite', 'postgres'] : ['pglite'];
if (!PGLITE_ONLY && kinds.length === 1) console.log('[load] PostgreSQL skipped: no binaries under /usr/lib/postgresql/<version>/bin');
if (!(SOAK_S > 0 && SOAK_PLAYERS > 0)) {
  for (const kind of kinds) {
    summaries.push(
      await withBox(kind, MAX_PLAYERS, async (box) => {
        const idleCpuPercent = await idleCpu(box);
        console.log(`  ${kind} idle: server CPU ${idleCpuPercent.toFixed(1)} % with no player`);
        const trivial = await ramp(box, 'trivial', kind);
        const real = await ramp(box, 'real', kind);
        return { kind, idleCpuPercent, trivial, real };
      }),
    );
  }
  printSummary(summaries);
}
if (SOAK_S > 0) await soak(summaries[0]?.real.held ?? 0);
