import { cricketStateAt, firstInningsTotal } from './cricket.ts';
import { isOnLadder, ticksBetween } from './ladder.ts';
import { bookmakerAt, chancesAt, FANCY_TYPES, fancyAt, isBallRunningAt, isSuspendedAt, matchOddsAt } from './markets.ts';
import { liveScoreAt } from './score.ts';
import { eventsStartingBetween, scheduledEvent, SPORTS, type ScheduledEvent } from './schedule.ts';

const SEED = 'test-seed';
const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const HOUR = 3_600_000;

/** Every 7 s through a match, from an hour before it starts to its end. */
function momentsOf(event: ScheduledEvent, step = 7_000): number[] {
  const moments: number[] = [];
  for (let now = event.startsAt - HOUR; now < event.endsAt; now += step) moments.push(now);
  return moments;
}

/** Back prices strictly falling and lay prices strictly rising from the best: no repeated level. */
function expectStrictlyOrderedLevels(backs: readonly { price: number }[], lays: readonly { price: number }[]): void {
  const [backPrices, layPrices] = [backs.map((level) => level.price), lays.map((level) => level.price)];
  for (let level = 1; level < 3; level += 1) {
    expect(backPrices[level], `backs ${backPrices.join(', ')}`).toBeLessThan(backPrices[level - 1] ?? 0);
    expect(layPrices[level], `lays ${layPrices.join(', ')}`).toBeGreaterThan(layPrices[level - 1] ?? Infinity);
  }
  expect(backPrices.at(-1) ?? 0).toBeGreaterThanOrEqual(1.01);
}

const sample = (sport: (typeof SPORTS)[number]) => eventsStartingBetween(SEED, sport, NOW, NOW + 12 * HOUR).slice(0, 3);

describe('Match Odds of the simulated feed', () => {
  it('offers three levels a side on the ladder, back below lay by one or two ticks, with sizes', () => {
    for (const sport of SPORTS) {
      for (const event of sample(sport)) {
        for (const now of momentsOf(event, 61_000)) {
          const market = matchOddsAt(SEED, event, now);
          for (const runner of market.runners) {
            const { availableToBack: backs, availableToLay: lays } = runner.ex;
            expect(backs).toHaveLength(3);
            expect(lays).toHaveLength(3);
            for (const level of [...backs, ...lays]) {
              expect(isOnLadder(level.price), `${level.price}`).toBe(true);
              expect(level.size).toBeGreaterThan(0);
            }
            const [bestBack, bestLay] = [backs[0]?.price ?? 0, lays[0]?.price ?? 0];
            expect(bestBack).toBeLessThan(bestLay);
            expect(ticksBetween(bestBack, bestLay)).toBeLessThanOrEqual(2);
            expectStrictlyOrderedLevels(backs, lays);
          }
        }
      }
    }
  });

  it('keeps three distinct levels a side when a favourite nears certainty at the end of a match', () => {
    let nearCertain = 0;
    for (const sport of SPORTS) {
      for (const event of sample(sport)) {
        // The last two minutes, second by second: the winner's chance is clamped at 0.99 there.
        for (let now = event.endsAt - 120_000; now < event.endsAt; now += 1_000) {
          for (const runner of matchOddsAt(SEED, event, now).runners) {
            if ((runner.ex.availableToBack[0]?.price ?? 0) <= 1.05) nearCertain += 1;
            expectStrictlyOrderedLevels(runner.ex.availableToBack, runner.ex.availableToLay);
          }
        }
      }
    }
    // The sample must reach the bottom of the ladder, or this test proves nothing.
    expect(nearCertain).toBeGreaterThan(0);
  });

  it('prices drift while the match goes on and converge on the winner', () => {
    const event = sample('soccer')[0] as ScheduledEvent;
    const prices = new Set(momentsOf(event, 30_000).map((now) => matchOddsAt(SEED, event, now).runners[0]?.ex.availableToBack[0]?.price));
    expect(prices.size).toBeGreaterThan(20);
    expect(chancesAt(SEED, event, event.endsAt - 1_000)[event.winner]).toBeGreaterThan(0.95);
  });

  it('is the same answer for the same seed and moment, so a seed replays', () => {
    const event = sample('cricket')[0] as ScheduledEvent;
    const at = event.startsAt + 20 * 60_000;
    expect(matchOddsAt(SEED, event, at)).toEqual(matchOddsAt(SEED, event, at));
    expect(matchOddsAt(SEED, event, at)).not.toEqual(matchOddsAt('other', event, at));
  });

  it('goes in play at the start, suspends at times while in play (never before), and closes with the winner', () => {
    for (const sport of SPORTS) {
      const event = sample(sport)[0] as ScheduledEvent;
      const before = matchOddsAt(SEED, event, event.startsAt - 1);
      expect(before).toMatchObject({ inplay: false, status: 'OPEN' });
      expect(matchOddsAt(SEED, event, event.startsAt)).toMatchObject({ inplay: true, status: 'SUSPENDED' });
      const inPlay = momentsOf(event, 5_000).filter((now) => now >= event.startsAt);
      const statuses = new Set(inPlay.map((now) => matchOddsAt(SEED, event, now).status));
      expect(statuses).toEqual(new Set(['OPEN', 'SUSPENDED']));
      const closed = matchOddsAt(SEED, event, event.endsAt);
      expect(closed).toMatchObject({ inplay: false, status: 'CLOSED' });
      expect(closed.runners.map((runner) => runner.status)).toEqual(event.runners.map((_, index) => (index === event.winner ? 'WINNER' : 'LOSER')));
      expect(closed.runners.every((runner) => runner.ex.availableToBack.length === 0)).toBe(true);
    }
  });
});

describe('BookMaker and Fancy of the simulated feed', () => {
  it('bookmaker rates keep back below lay; suspended and ball_running switch during a cricket match', () => {
    const event = sample('cricket')[0] as ScheduledEvent;
    const flags = new Set<string>();
    for (const now of momentsOf(event, 3_000)) {
      const bookmaker = bookmakerAt(SEED, event, now);
      expect(bookmaker?.runners).toHaveLength(2);
      for (const runner of bookmaker?.runners ?? []) {
        expect(runner.backPrice).toBeLessThan(runner.layPrice);
        flags.add(`${runner.suspended}${runner.ball_running}`);
      }
      expect(isBallRunningAt(SEED, event, now)).toBe(bookmaker?.runners[0]?.ball_running === 1);
    }
    expect(flags).toEqual(new Set(['00', '01', '10', '11']));
    expect(bookmakerAt(SEED, event, event.endsAt)).toBeNull();
  });

  it('fancy lines of every tab kind while a cricket match is in play, none once it is over', () => {
    const event = sample('cricket')[0] as ScheduledEvent;
    const kinds = new Set<number>();
    for (const now of momentsOf(event, 60_000).filter((moment) => moment > event.startsAt)) {
      for (const bet of Object.values(fancyAt(SEED, event, now))) {
        kinds.add(bet.type);
        expect(bet.title).not.toBe('');
        expect(bet.suspended).toBe(isSuspendedAt(SEED, event, now) ? 1 : 0);
      }
    }
    expect(kinds).toEqual(new Set(Object.values(FANCY_TYPES)));
    expect(fancyAt(SEED, event, event.endsAt)).toEqual({});
    expect(fancyAt(SEED, sample('tennis')[0] as ScheduledEvent, NOW)).toEqual({});
  });
});

describe('the live score agrees with the result', () => {
  it('a cricket chase reaches the target exactly when the chasing side wins', () => {
    for (let slot = 163_000; slot < 163_040; slot += 1) {
      const event = scheduledEvent(SEED, 'cricket', slot);
      const end = cricketStateAt(SEED, event, event.endsAt);
      const target = firstInningsTotal(SEED, event) + 1;
      expect(end.second.runs >= target, `slot ${slot}`).toBe(event.winner === 1);
      expect(end.second.runs).toBeLessThanOrEqual(target);
      expect(liveScoreAt(SEED, event, event.endsAt).status).toBe('Finished');
    }
  });

  it('a soccer score shows the winner ahead at full time, level for a draw', () => {
    for (let slot = 240_000; slot < 240_030; slot += 1) {
      const event = scheduledEvent(SEED, 'soccer', slot);
      const [home, away] = (/ (\d+) - (\d+) /.exec(liveScoreAt(SEED, event, event.endsAt).summary) ?? []).slice(1).map(Number);
      const leader = home === away ? 2 : (home ?? 0) > (away ?? 0) ? 0 : 1;
      expect(leader, `slot ${slot}`).toBe(event.winner);
    }
  });
});

describe('Fancy results', () => {
  it('an over line settles once the over is bowled, on the innings runs then; a ball line on that ball’s runs', async () => {
    const { fancyResult } = await import('./markets.ts');
    const { resultsAt } = await import('./feed.ts');
    const { runsAfterOvers, cricketStateAt: stateAt } = await import('./cricket.ts');
    const event = sample('cricket')[0] as ScheduledEvent;
    const id = `${event.eventId}-1-6-f`;
    // Six overs of the first innings take 6/20 of its 45 % of the match.
    const sixOversAt = event.startsAt + (event.endsAt - event.startsAt) * 0.45 * (36 / 120);
    expect(fancyResult(SEED, event, id, sixOversAt - 60_000)).toBeUndefined();
    const after = sixOversAt + 60_000;
    expect(stateAt(SEED, event, after).ball).toBeGreaterThanOrEqual(36);
    expect(fancyResult(SEED, event, id, after)).toBe(runsAfterOvers(SEED, event, 1, 6));
    const ballRuns = Array.from({ length: 36 }, (_, ball) => fancyResult(SEED, event, `${event.eventId}-1-b${ball}`, after) ?? NaN);
    expect(ballRuns.reduce((sum, runs) => sum + runs, 0)).toBe(runsAfterOvers(SEED, event, 1, 6));
    expect(fancyResult(SEED, event, 'not-an-id', after)).toBeUndefined();
    const results = resultsAt(SEED, event, event.endsAt);
    expect(results.closed).toBe(true);
    expect(results.winner).toBe(event.runners[event.winner]);
    expect(results.fancy[`${event.eventId}-2-20-o`]).toBe(runsAfterOvers(SEED, event, 2, 20));
    expect(resultsAt(SEED, event, event.startsAt - 1)).toMatchObject({ closed: false, winner: null, fancy: {} });
  });
});
