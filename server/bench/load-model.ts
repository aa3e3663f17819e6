// The pure parts of the load model (issue 25 §2): who does what how often, the ramp and its stop
// rule, percentiles and the players-equivalent ratio. server/bench/load.ts and load-players.ts use them.

// The site's rates (server/ never imports site code, so they are written out here; keep them in step):
/** machines/session.ts BALANCE_REFRESH_MS: POST balance every 10 s while logged in (spec 1 §7). */
export const BALANCE_REFRESH_MS = 10_000;
/** machines/inbox.ts INBOX_POLL_MS: the inbox is asked again every 10 s (spec 2 §9). */
export const INBOX_POLL_MS = 10_000;
/** machines/exchangeHeader.ts EXCHANGE_SUMMARY_POLL_MS: the exchange header's summary every 10 s. */
export const EXCHANGE_SUMMARY_POLL_MS = 10_000;
/** machines/oddsView.ts ODDS_POLL_MS: match odds 300 ms after each answer (spec 1 §9). */
export const ODDS_POLL_MS = 300;

/** The calls a simulated player makes; each is a loop that waits its interval after the answer, as the machines do. */
export type CallName = 'balance' | 'inbox' | 'summary' | 'matchOdds' | 'eventDetail' | 'bet';

export type CallLoop = { call: CallName; everyMs: number };

/** A bet a minute for one player in fifty (issue 25 §2). */
export const BET_EVERY_MS = 60_000;
/** The odds view asks for the event detail after three match-odds poll intervals (machines/oddsView.ts). */
export const EVENT_DETAIL_EVERY_MS = 3 * ODDS_POLL_MS;

/**
 * The calls of player number `index` (0-based). Every player polls its balance (machines/session.ts,
 * BALANCE_REFRESH_MS), the inbox (machines/inbox.ts, INBOX_POLL_MS) and the exchange summary
 * (machines/exchangeHeader.ts, EXCHANGE_SUMMARY_POLL_MS): a worst case, as the inbox and the exchange
 * header poll only while their page is open. One player in ten watches an odds view (match odds 300 ms
 * after each answer with its ETag, the event detail after three such intervals); one in fifty places
 * an exchange bet a minute.
 */
export function callsOf(index: number): CallLoop[] {
  const calls: CallLoop[] = [
    { call: 'balance', everyMs: BALANCE_REFRESH_MS },
    { call: 'inbox', everyMs: INBOX_POLL_MS },
    { call: 'summary', everyMs: EXCHANGE_SUMMARY_POLL_MS },
  ];
  if (index % 10 === 0) calls.push({ call: 'matchOdds', everyMs: ODDS_POLL_MS }, { call: 'eventDetail', everyMs: EVENT_DETAIL_EVERY_MS });
  if (index % 50 === 0) calls.push({ call: 'bet', everyMs: BET_EVERY_MS });
  return calls;
}

/** Whether player `index` bets (it needs money). */
export const isBettor = (index: number): boolean => callsOf(index).some((loop) => loop.call === 'bet');

/**
 * Requests per second the first `players` players ask for when answers take `latencyMs` (each loop
 * waits its interval after the answer, so a slower answer means fewer calls).
 */
export function offeredRate(players: number, latencyMs = 0): number {
  let rate = 0;
  for (let index = 0; index < players; index += 1) {
    for (const loop of callsOf(index)) rate += 1_000 / (loop.everyMs + latencyMs);
  }
  return rate;
}

/** The ramp: 50 players, then half as many again each step (50, 75, 113, 169, …), up to `max`. */
export function rampSteps(max: number, first = 50, factor = 1.5): number[] {
  const steps: number[] = [];
  for (let players = first; players <= max; players = Math.round(players * factor)) steps.push(players);
  return steps;
}

/**
 * The finer steps between the last step held and the first that failed (×`factor` each, below the failed
 * one): the coarse ramp's ×1.5 makes a ratio of held players jump (1,295 / 2,915 = 44 %, the next step
 * 67 %), so each ramp is read again near its limit. None when nothing was held or nothing failed.
 */
export function refineSteps(held: number, failed: number, factor = 1.15): number[] {
  const steps: number[] = [];
  if (held <= 0 || failed <= held || factor <= 1) return steps;
  for (let players = Math.round(held * factor); players < failed; players = Math.round(players * factor)) steps.push(players);
  return steps;
}

export const P99_LIMIT_MS = 50;

export type StepFigures = { players: number; requests: number; errors: number; p99: number; lagMs: number };

/** Why this step failed, or null when it passed: p99 past 50 ms, any error (a refused bet is an answer, not an error), or no request measured. */
export function stopReason(step: StepFigures): string | null {
  if (step.requests === 0) return 'no request answered';
  if (step.errors > 0) return `${step.errors} errors`;
  if (step.p99 > P99_LIMIT_MS) return `p99 ${step.p99.toFixed(1)} ms > ${P99_LIMIT_MS} ms`;
  return null;
}

/**
 * Whether other work on the machine held the generator back during the step (its timers fired more than
 * 50 ms late at p99): then a long p99 says more about the machine than about the server.
 */
export const isNoisy = (step: StepFigures): boolean => step.lagMs > P99_LIMIT_MS;

export const MAX_ATTEMPTS = 3;

/**
 * After each measurement of a step: 'next' when it passed, 'again' to measure it once more, 'stop'
 * to end the ramp. A step fails for good when two measurements failed with the generator on time,
 * or when three measurements failed (the machine too busy throughout).
 */
export function rampDecision(attempts: Array<{ reason: string | null; noisy: boolean }>): 'next' | 'again' | 'stop' {
  const last = attempts.at(-1);
  if (!last || last.reason === null) return 'next';
  const clean = attempts.filter((attempt) => attempt.reason !== null && !attempt.noisy).length;
  return clean >= 2 || attempts.length >= MAX_ATTEMPTS ? 'stop' : 'again';
}

/** The players held: the largest step that passed (0 when the first failed). */
export function playersHeld(steps: Array<{ players: number; stopped: string | null }>): number {
  return steps.filter((step) => step.stopped === null).reduce((held, step) => Math.max(held, step.players), 0);
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(share * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

/** Players held on the real calls as a share of the players the trivial route held with the same generator and mix. */
export function heldRatio(realHeld: number, trivialHeld: number): number {
  return trivialHeld > 0 ? realHeld / trivialHeld : 0;
}

/**
 * The held ratio as the summary reads it. A ramp that ran out of steps (capped) held every player the bench had,
 * so its figure is a floor: on the real calls the ratio is then at least the figure (enough to say "met", not "NOT
 * met"), on the trivial route at most; with both capped nothing is measured.
 */
export function heldVerdict(real: { held: number; capped: boolean }, trivial: { held: number; capped: boolean }, goal = 0.5): string {
  const ratio = heldRatio(real.held, trivial.held);
  const percent = `${(ratio * 100).toFixed(0)} %`;
  const met = ratio >= goal;
  const raise = 'raise --max-players';
  if (real.capped && trivial.capped) return `not measured: both routes held every player made (${raise})`;
  if (real.capped) return met ? `≥ ${percent} met` : `≥ ${percent}, not measured: the real calls held every player made (${raise})`;
  if (trivial.capped) return met ? `≤ ${percent}, not measured: the trivial route held every player made (${raise})` : `≤ ${percent} NOT met`;
  return `${percent} ${met ? 'met' : 'NOT met'}`;
}

/**
 * Players one full core of server CPU would serve: the least-squares slope of the server's CPU % over
 * the players of each measured step (the intercept is the server's own background work), so 100 / slope.
 * CPU time is spent whether or not the process waited for the machine, so this holds up where p99 does
 * not on a busy machine. 0 without two distinct steps or with a slope ≤ 0.
 */
export function playersPerCore(points: ReadonlyArray<{ players: number; cpuPercent: number }>): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.players, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.cpuPercent, 0) / n;
  const spread = points.reduce((sum, point) => sum + (point.players - meanX) ** 2, 0);
  if (spread === 0) return 0;
  const slope = points.reduce((sum, point) => sum + (point.players - meanX) * (point.cpuPercent - meanY), 0) / spread;
  return slope > 0 ? 100 / slope : 0;
}

/** RSS growth between two samples, as a share of the first. */
export function growth(first: number, last: number): number {
  return first > 0 ? (last - first) / first : 0;
}
