import { ballsBowled, cricketStateAt, isBallRunning, runsAfterBalls, runsAfterOvers, BALLS_PER_INNINGS } from './cricket.ts';
import { ladderAtOrBelow, MAX_PRICE, MIN_PRICE, ticksFrom } from './ladder.ts';
import { between, drift, hash32, unit } from './random.ts';
import { phaseAt, type ScheduledEvent } from './schedule.ts';

/** Spec 1 §3: Match odds market, runners with ex.availableToBack[] / availableToLay[] of price and size. */
export type PriceSize = { price: number; size: number };
export type MarketStatus = 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type MatchOddsRunner = {
  selectionId: number;
  SelectionName: string;
  /** WINNER / LOSER once the market is closed. */
  status: 'ACTIVE' | 'WINNER' | 'LOSER';
  ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] };
};
export type MatchOddsMarket = {
  marketId: string;
  eventId: string;
  marketName: 'Match Odds';
  inplay: boolean;
  status: MarketStatus;
  runners: MatchOddsRunner[];
};
/** Spec 1 §3: Bookmaker runner (rates in the bookmaker style: 45 means 1.45). */
export type BookmakerRunner = { selectionId: number; runner: string; backPrice: number; layPrice: number; suspended: 0 | 1; ball_running: 0 | 1 };
export type BookmakerMarket = { marketId: string; name: 'Bookmaker'; runners: BookmakerRunner[] };
/** Spec 1 §2.10 Fancy tab codes: Fancy 2, Khadda 3, Lottery 4, Odd/Even 5, Ball by Ball 6. */
export const FANCY_TYPES = { fancy: 2, khadda: 3, lottery: 4, oddEven: 5, ballByBall: 6 } as const;
export type FancyType = (typeof FANCY_TYPES)[keyof typeof FANCY_TYPES];
/** Spec 1 §3: Fancy bet: title, no, no_rate, yes, yes_rate, suspended, ball_running. */
export type FancyBet = {
  id: string;
  title: string;
  type: FancyType;
  no: number;
  no_rate: number;
  yes: number;
  yes_rate: number;
  suspended: 0 | 1;
  ball_running: 0 | 1;
};

/** Prices change at most once a second, sizes every 3 s: repeated polls mostly see the same answer. */
const PRICE_STEP_MS = 1_000;
const SIZE_STEP_MS = 3_000;
/** Markets stay suspended for the first 30 s in play (the switch to in-play prices). */
export const IN_PLAY_SETTLING_MS = 30_000;

export const selectionIdOf = (name: string) => (hash32('selection', name) % 9_000_000) + 1_000_000;

/** Whether the event's markets are suspended now: just gone in play, a wicket ball, or (other sports) a goal or break point. */
export function isSuspendedAt(seed: string, event: ScheduledEvent, now: number): boolean {
  if (phaseAt(event, now) !== 'inPlay') return false;
  if (now - event.startsAt < IN_PLAY_SETTLING_MS) return true;
  if (event.sport === 'cricket') return cricketStateAt(seed, event, now).wicketBall;
  const window = Math.floor((now - event.startsAt) / 60_000);
  const withinWindow = (now - event.startsAt) % 60_000;
  return unit(seed, event.eventId, 'suspend', window) < 0.12 && withinWindow < 15_000;
}

export function isBallRunningAt(seed: string, event: ScheduledEvent, now: number): boolean {
  return event.sport === 'cricket' && phaseAt(event, now) === 'inPlay' && isBallRunning(cricketStateAt(seed, event, now));
}

/** Each runner's chance now: the pre-match chances drifting, pulled towards the result as the match goes on. */
export function chancesAt(seed: string, event: ScheduledEvent, now: number): number[] {
  const phase = phaseAt(event, now);
  const seconds = Math.floor(now / PRICE_STEP_MS);
  const progress = phase === 'inPlay' ? (now - event.startsAt) / (event.endsAt - event.startsAt) : phase === 'closed' ? 1 : 0;
  const amplitude = phase === 'inPlay' ? 0.35 : 0.08;
  const drifted = event.chances.map((chance, runner) => chance * Math.exp(amplitude * drift(seconds, seed, event.marketId, runner)));
  const total = drifted.reduce((sum, value) => sum + value, 0);
  const certainty = progress ** 3;
  return drifted.map((value, runner) => {
    const chance = (1 - certainty) * (value / total) + certainty * (runner === event.winner ? 1 : 0);
    return Math.min(0.99, Math.max(0.004, chance));
  });
}

/**
 * The best back price may go no lower than two ticks above 1.01 and no higher than four ticks below
 * 1000, so its three back levels and the three lay levels (up to two ticks above it) are always
 * distinct ladder prices, even for a near-certain favourite at the end of a match.
 */
const LOWEST_BEST_BACK = ticksFrom(MIN_PRICE, 2);
const HIGHEST_BEST_BACK = ticksFrom(MAX_PRICE, -4);

function ladderLevels(seed: string, event: ScheduledEvent, runner: number, chance: number, now: number): MatchOddsRunner['ex'] {
  const fair = 1 / chance;
  const bestBack = Math.min(HIGHEST_BEST_BACK, Math.max(LOWEST_BEST_BACK, ladderAtOrBelow(fair * 0.995)));
  const second = Math.floor(now / PRICE_STEP_MS);
  const spread = 1 + (hash32(seed, event.marketId, runner, 'spread', second) % 2);
  const bestLay = ticksFrom(bestBack, spread);
  const sizeStep = Math.floor(now / SIZE_STEP_MS);
  const size = (side: string, level: number) => between(20, 2500, seed, event.marketId, runner, side, level, sizeStep) * (level + 1);
  return {
    availableToBack: [0, 1, 2].map((level) => ({ price: ticksFrom(bestBack, -level), size: size('back', level) })),
    availableToLay: [0, 1, 2].map((level) => ({ price: ticksFrom(bestLay, level), size: size('lay', level) })),
  };
}

/** GET match-odds/{marketId}: the Match Odds market now (spec 1 §3, §7). */
export function matchOddsAt(seed: string, event: ScheduledEvent, now: number): MatchOddsMarket {
  const phase = phaseAt(event, now);
  const chances = chancesAt(seed, event, now);
  return {
    marketId: event.marketId,
    eventId: event.eventId,
    marketName: 'Match Odds',
    inplay: phase === 'inPlay',
    status: phase === 'closed' ? 'CLOSED' : isSuspendedAt(seed, event, now) ? 'SUSPENDED' : 'OPEN',
    runners: event.runners.map((name, runner) => ({
      selectionId: selectionIdOf(name),
      SelectionName: name,
      status: phase !== 'closed' ? 'ACTIVE' : runner === event.winner ? 'WINNER' : 'LOSER',
      ex: phase === 'closed' ? { availableToBack: [], availableToLay: [] } : ladderLevels(seed, event, runner, chances[runner] ?? 0.5, now),
    })),
  };
}

/** The BookMaker market: the same chances as bookmaker rates, a fixed 2-point spread; none once closed. */
export function bookmakerAt(seed: string, event: ScheduledEvent, now: number): BookmakerMarket | null {
  if (!event.hasBookmaker || phaseAt(event, now) === 'closed') return null;
  const chances = chancesAt(seed, event, now);
  const suspended = isSuspendedAt(seed, event, now) ? 1 : 0;
  const ballRunning = isBallRunningAt(seed, event, now) ? 1 : 0;
  return {
    marketId: `bm-${event.eventId}`,
    name: 'Bookmaker',
    runners: event.runners.map((name, runner) => {
      const rate = Math.max(1, Math.round((1 / (chances[runner] ?? 0.5) - 1) * 100));
      return { selectionId: selectionIdOf(name), runner: name, backPrice: Math.max(1, rate - 1), layPrice: rate + 1, suspended, ball_running: ballRunning };
    }),
  };
}

/** The overs Fancy lines are offered on, in each innings. */
export const FANCY_OVERS = [6, 10, 15, 20] as const;

/** Fancy lines of a cricket match: for each tab kind, on the overs still to come in the current innings. */
export function fancyAt(seed: string, event: ScheduledEvent, now: number): Record<string, FancyBet> {
  if (!event.hasFancy || phaseAt(event, now) === 'closed') return {};
  const state = cricketStateAt(seed, event, now);
  const innings = state.innings;
  const batting = event.runners[innings - 1] ?? '';
  const score = innings === 1 ? state.first : state.second;
  const ballsDone = phaseAt(event, now) === 'inPlay' && !state.inBreak ? state.ball : innings === 1 ? 0 : BALLS_PER_INNINGS;
  const suspended = isSuspendedAt(seed, event, now) ? 1 : 0;
  const ballRunning = isBallRunningAt(seed, event, now) ? 1 : 0;
  const seconds = Math.floor(now / 5_000);
  const bets: Record<string, FancyBet> = {};
  const add = (bet: Omit<FancyBet, 'suspended' | 'ball_running'>) => {
    bets[bet.id] = { ...bet, suspended, ball_running: ballRunning };
  };
  for (const over of FANCY_OVERS.filter((candidate) => candidate * 6 > ballsDone)) {
    const rate = 7.6 + 1.4 * drift(seconds, seed, event.eventId, 'rate', over);
    const line = Math.round(score.runs + ((over * 6 - ballsDone) * rate) / 6);
    const key = `${event.eventId}-${innings}-${over}`;
    add({ id: `${key}-f`, title: `${over} over runs ${batting}`, type: FANCY_TYPES.fancy, no: line, no_rate: 100, yes: line + 1, yes_rate: 100 });
    add({ id: `${key}-k`, title: `${over} over runs ${batting} (Khadda)`, type: FANCY_TYPES.khadda, no: line - 2, no_rate: 100, yes: line + 3, yes_rate: 100 });
    add({ id: `${key}-o`, title: `${over} over runs ${batting} odd`, type: FANCY_TYPES.oddEven, no: 0, no_rate: 95, yes: 1, yes_rate: 95 });
    add({ id: `${key}-l`, title: `${over} over runs ${batting} last digit`, type: FANCY_TYPES.lottery, no: 0, no_rate: 0, yes: line % 10, yes_rate: 900 });
  }
  if (phaseAt(event, now) === 'inPlay' && !state.inBreak && ballsDone < BALLS_PER_INNINGS - 1) {
    const next = ballsDone + 1;
    const title = `${Math.floor(next / 6)}.${(next % 6) + 1} ball run ${batting}`;
    add({ id: `${event.eventId}-${innings}-b${next}`, title, type: FANCY_TYPES.ballByBall, no: 1, no_rate: 100, yes: 2, yes_rate: 100 });
  }
  return bets;
}

/**
 * What a Fancy line settled on, once known: the innings' runs after its over, or the runs of its
 * ball (Ball by Ball). Undefined while the over or ball is still to come, or for an unknown id.
 */
export function fancyResult(seed: string, event: ScheduledEvent, fancyId: string, now: number): number | undefined {
  const match = new RegExp(`^${event.eventId}-([12])-(?:(\\d{1,2})-[fklo]|b(\\d{1,3}))$`).exec(fancyId);
  if (!match) return undefined;
  const innings = Number(match[1]) as 1 | 2;
  if (match[2] !== undefined) {
    const over = Number(match[2]);
    if (!(FANCY_OVERS as readonly number[]).includes(over) || !ballsBowled(seed, event, innings, over * 6, now)) return undefined;
    return runsAfterOvers(seed, event, innings, over);
  }
  const ball = Number(match[3]);
  if (ball >= BALLS_PER_INNINGS || !ballsBowled(seed, event, innings, ball + 1, now)) return undefined;
  return runsAfterBalls(seed, event, innings, ball + 1) - runsAfterBalls(seed, event, innings, ball);
}
