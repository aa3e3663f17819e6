import { between } from './random.ts';
import type { ScheduledEvent } from './schedule.ts';

/**
 * A simulated T20 match: the first innings fills 45 % of the match, a break 10 %, the chase the
 * rest; 120 balls an innings. Runs come ball by ball from the seed; the chase is scaled so that the
 * result agrees with the Match Odds winner decided in advance.
 */
export const BALLS_PER_INNINGS = 120;
const FIRST_INNINGS_END = 0.45;
const SECOND_INNINGS_START = 0.55;
const OUTCOMES = [0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 4, 4, 6, -1] as const; // -1: a wicket

export type InningsScore = { runs: number; wickets: number; balls: number };
export type CricketState = {
  innings: 1 | 2;
  /** Between the innings (no ball in play). */
  inBreak: boolean;
  first: InningsScore;
  second: InningsScore;
  /** Index of the ball being bowled in the current innings, and how far into it we are (0–1). */
  ball: number;
  ballProgress: number;
  /** The current ball took a wicket: markets are suspended until the next ball. */
  wicketBall: boolean;
};

function rawInnings(seed: string, event: ScheduledEvent, innings: 1 | 2, balls: number): InningsScore & { wicketAt: Set<number> } {
  let runs = 0;
  let wickets = 0;
  const wicketAt = new Set<number>();
  for (let ball = 0; ball < balls && wickets < 10; ball += 1) {
    const outcome = OUTCOMES[between(0, OUTCOMES.length - 1, seed, event.eventId, 'ball', innings, ball)] ?? 0;
    if (outcome < 0) {
      wickets += 1;
      wicketAt.add(ball);
    } else runs += outcome;
  }
  return { runs, wickets, balls, wicketAt };
}

/** The first innings' total: the target is one more. */
export function firstInningsTotal(seed: string, event: ScheduledEvent): number {
  return rawInnings(seed, event, 1, BALLS_PER_INNINGS).runs;
}

function secondInnings(seed: string, event: ScheduledEvent, balls: number): InningsScore & { wicketAt: Set<number> } {
  const target = firstInningsTotal(seed, event) + 1;
  const full = rawInnings(seed, event, 2, BALLS_PER_INNINGS);
  const chaserWins = event.winner === 1;
  const wanted = chaserWins ? target : Math.max(0, target - 1 - between(1, 35, seed, event.eventId, 'margin'));
  const scale = full.runs === 0 ? 1 : wanted / full.runs;
  const raw = rawInnings(seed, event, 2, balls);
  // The last ball lands exactly on the planned total (rounding on the way never changes the result).
  const runs = balls >= BALLS_PER_INNINGS ? wanted : Math.min(Math.floor(raw.runs * scale), chaserWins ? target : target - 1);
  // A losing chase keeps its wickets; a winning one never loses all ten.
  return { ...raw, runs, wickets: chaserWins ? Math.min(raw.wickets, 9) : raw.wickets };
}

export function cricketStateAt(seed: string, event: ScheduledEvent, now: number): CricketState {
  const fraction = Math.min(1, Math.max(0, (now - event.startsAt) / (event.endsAt - event.startsAt)));
  const inFirst = fraction < FIRST_INNINGS_END;
  const inBreak = fraction >= FIRST_INNINGS_END && fraction < SECOND_INNINGS_START;
  const inningsFraction = inFirst ? fraction / FIRST_INNINGS_END : inBreak ? 1 : (fraction - SECOND_INNINGS_START) / (1 - SECOND_INNINGS_START);
  const exact = Math.min(BALLS_PER_INNINGS, inningsFraction * BALLS_PER_INNINGS);
  const ball = Math.min(BALLS_PER_INNINGS - 1, Math.floor(exact));
  const ballProgress = exact - Math.floor(exact);
  const firstBalls = inFirst ? ball : BALLS_PER_INNINGS;
  const first = rawInnings(seed, event, 1, firstBalls);
  const second = inFirst || inBreak ? { runs: 0, wickets: 0, balls: 0, wicketAt: new Set<number>() } : secondInnings(seed, event, fraction >= 1 ? BALLS_PER_INNINGS : ball);
  const current = inFirst ? rawInnings(seed, event, 1, ball + 1) : secondInnings(seed, event, ball + 1);
  return {
    innings: inFirst || inBreak ? 1 : 2,
    inBreak,
    first: { runs: first.runs, wickets: first.wickets, balls: first.balls },
    second: { runs: second.runs, wickets: second.wickets, balls: second.balls },
    ball,
    ballProgress,
    wicketBall: !inBreak && fraction < 1 && current.wicketAt.has(ball),
  };
}

/** Runs of an innings after its first `balls` balls. */
export function runsAfterBalls(seed: string, event: ScheduledEvent, innings: 1 | 2, balls: number): number {
  const counted = Math.min(BALLS_PER_INNINGS, Math.max(0, balls));
  return innings === 1 ? rawInnings(seed, event, 1, counted).runs : secondInnings(seed, event, counted).runs;
}

/** Runs of an innings after `overs` overs: what a Fancy line on that over settles on. */
export function runsAfterOvers(seed: string, event: ScheduledEvent, innings: 1 | 2, overs: number): number {
  return runsAfterBalls(seed, event, innings, overs * 6);
}

/** Whether the first `balls` balls of an innings have all been bowled by now. */
export function ballsBowled(seed: string, event: ScheduledEvent, innings: 1 | 2, balls: number, now: number): boolean {
  if (now >= event.endsAt) return true;
  if (now < event.startsAt) return false;
  const state = cricketStateAt(seed, event, now);
  if (state.innings > innings || (state.innings === innings && state.inBreak)) return true;
  return state.innings === innings && state.ball >= balls;
}

/** Whether a ball is in the air: the first third of each ball's time (spec 1: ball_running). */
export function isBallRunning(state: CricketState): boolean {
  return !state.inBreak && state.ballProgress < 1 / 3;
}

/** "12.3" overs from balls. */
export function oversText(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}
