import { cricketStateAt, oversText } from './cricket.ts';
import { between, unit } from './random.ts';
import { phaseAt, type ScheduledEvent } from './schedule.ts';

export type LiveScore = { status: 'Not started' | 'In play' | 'Innings break' | 'Finished'; home: string; away: string; summary: string };

/** Goals of a soccer match agree with its winner; each goal has its minute (as a share of the match). */
function soccerGoals(seed: string, event: ScheduledEvent): { home: number[]; away: number[] } {
  const loserGoals = between(0, 2, seed, event.eventId, 'loser-goals');
  const winnerGoals = loserGoals + between(1, 2, seed, event.eventId, 'margin');
  const [homeCount, awayCount] = event.winner === 2 ? [loserGoals, loserGoals] : event.winner === 0 ? [winnerGoals, loserGoals] : [loserGoals, winnerGoals];
  const times = (side: string, count: number) => Array.from({ length: count }, (_, goal) => 0.05 + 0.9 * unit(seed, event.eventId, side, goal)).sort();
  return { home: times('home', homeCount), away: times('away', awayCount) };
}

/** Sets of a best-of-three tennis match agree with its winner. */
function tennisSets(seed: string, event: ScheduledEvent): { winner: 0 | 1; games: [number, number][] } {
  const winner = event.winner === 1 ? 1 : 0;
  const count = unit(seed, event.eventId, 'sets') < 0.6 ? 2 : 3;
  const games: [number, number][] = [];
  for (let set = 0; set < count; set += 1) {
    const loserGames = between(0, 5, seed, event.eventId, 'set', set);
    const setWinner = count === 3 && set === 0 ? 1 - winner : winner;
    games.push(setWinner === 0 ? [6, loserGames] : [loserGames, 6]);
  }
  return { winner, games };
}

export function liveScoreAt(seed: string, event: ScheduledEvent, now: number): LiveScore {
  const phase = phaseAt(event, now);
  const [home = '', away = ''] = event.runners;
  if (phase === 'upcoming') return { status: 'Not started', home, away, summary: 'Starts soon' };
  const progress = Math.min(1, (now - event.startsAt) / (event.endsAt - event.startsAt));
  const status = phase === 'closed' ? 'Finished' : 'In play';
  if (event.sport === 'cricket') {
    const state = cricketStateAt(seed, event, now);
    const first = `${home} ${state.first.runs}/${state.first.wickets} (${oversText(state.first.balls)})`;
    const second = state.innings === 2 ? `${away} ${state.second.runs}/${state.second.wickets} (${oversText(state.second.balls)})` : `${away} yet to bat`;
    return { status: state.inBreak && phase === 'inPlay' ? 'Innings break' : status, home, away, summary: `${first} · ${second}` };
  }
  if (event.sport === 'soccer') {
    const goals = soccerGoals(seed, event);
    const scored = (times: number[]) => times.filter((time) => time <= progress).length;
    const minute = Math.min(90, Math.floor(progress * 90));
    return { status, home, away, summary: `${home} ${scored(goals.home)} - ${scored(goals.away)} ${away}${phase === 'inPlay' ? ` (${minute}′)` : ''}` };
  }
  const sets = tennisSets(seed, event);
  const setsDone = Math.min(sets.games.length, Math.floor(progress * sets.games.length + 1e-9));
  const shown = sets.games.slice(0, phase === 'closed' ? sets.games.length : setsDone).map(([a, b]) => `${a}-${b}`);
  return { status, home, away, summary: `${home} v ${away}: ${shown.length > 0 ? shown.join(', ') : 'first set'}` };
}
