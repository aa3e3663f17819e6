import { createActor, fromPromise } from 'xstate';
import { gamesMachine, toGameListFailure, visibleGames, type GameListFailure, type GameListing, type GameProvider, type GamesInput, type GamesRequest } from './games';
import { NotProvidedError } from './lib/unprovided';

const providers: GameProvider[] = [
  { platform: 'JILI', name: 'JILI', icon: null, status: 'active' },
  { platform: 'PG', name: 'PG Soft', icon: null, status: 'active' },
];
const game = (code: string, name: string): GameListing => ({ code, name, type: 'SLOT', platform: code.split('-')[0] ?? '', poster: null });

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void; signal: AbortSignal };

function startGames(input: GamesInput) {
  const systemsCalls: Pending<{ type: string }, string[]>[] = [];
  const providerCalls: Pending<{ systems: readonly string[] }, GameProvider[]>[] = [];
  const gameCalls: Pending<GamesRequest, GameListing[]>[] = [];
  const reported: GameListFailure[] = [];
  const pending = <I, O>(list: Pending<I, O>[]) => (args: { input: I; signal: AbortSignal }) => new Promise<O>((resolve, reject) => list.push({ input: args.input, resolve, reject, signal: args.signal }));
  const machine = gamesMachine.provide({
    actors: {
      fetchSystems: fromPromise(pending(systemsCalls)),
      fetchProviders: fromPromise(pending(providerCalls)),
      fetchGames: fromPromise(pending(gameCalls)),
    },
    actions: { reportGamesFailure: (_, failure) => void reported.push(failure) },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, systemsCalls, providerCalls, gameCalls, reported, settle };
}

describe('games machine (spec 1 §2.8, §4 Games page)', () => {
  it('loads systems (LIVE by default), then providers, then all games of the type', async () => {
    const { actor, systemsCalls, providerCalls, gameCalls, settle } = startGames({});
    expect(systemsCalls[0]?.input).toEqual({ type: 'LIVE' });
    systemsCalls[0]?.resolve(['JILI', 'PG']);
    await settle();
    expect(providerCalls[0]?.input).toEqual({ systems: ['JILI', 'PG'] });
    providerCalls[0]?.resolve(providers);
    await settle();
    expect(actor.getSnapshot().matches({ browsing: 'loadingGames' })).toBe(true);
    expect(gameCalls[0]?.input).toEqual({ type: 'LIVE', systems: [], sort: 'displayOrder' });
    gameCalls[0]?.resolve([game('JILI-1', 'Golden Empire')]);
    await settle();
    expect(actor.getSnapshot().matches({ browsing: 'showingGames' })).toBe(true);
    expect(actor.getSnapshot().context.games).toHaveLength(1);
  });

  it('preselects the query’s providers that the list has, and refetches when the selection or sort changes', async () => {
    const { actor, systemsCalls, providerCalls, gameCalls, settle } = startGames({ type: 'slot', systems: ['PG', 'NOPE'], title: 'PG' });
    expect(systemsCalls[0]?.input).toEqual({ type: 'SLOT' });
    systemsCalls[0]?.resolve(['JILI', 'PG']);
    await settle();
    providerCalls[0]?.resolve(providers);
    await settle();
    expect(gameCalls[0]?.input.systems).toEqual(['PG']);
    gameCalls[0]?.resolve([]);
    await settle();
    actor.send({ type: 'games.providerToggled', platform: 'JILI' });
    expect(gameCalls[1]?.input.systems).toEqual(['JILI', 'PG']);
    // A newer change cancels the older call.
    actor.send({ type: 'games.providerToggled', platform: 'PG' });
    expect(gameCalls[1]?.signal.aborted).toBe(true);
    expect(gameCalls[2]?.input.systems).toEqual(['JILI']);
    actor.send({ type: 'games.providerToggled', platform: 'UNKNOWN' });
    expect(gameCalls).toHaveLength(3);
    actor.send({ type: 'games.sortChanged', sort: 'aZ' });
    expect(gameCalls[3]?.input).toEqual({ type: 'SLOT', systems: ['JILI'], sort: 'aZ' });
    actor.send({ type: 'games.sortChanged', sort: 'aZ' });
    expect(gameCalls).toHaveLength(4);
  });

  it('starts browsing the lists the page brought (a server-drawn first screen), with the query’s providers chosen, and calls only for a change', async () => {
    const lists = { systems: ['JILI', 'PG'], providers, games: [game('JILI-1', 'Golden Empire')] };
    const { actor, systemsCalls, providerCalls, gameCalls, settle } = startGames({ type: 'slot', systems: ['JILI', 'NOPE'], cameWithPage: lists });
    expect(actor.getSnapshot().value).toEqual({ browsing: 'showingGames' });
    expect(actor.getSnapshot().context).toMatchObject({ type: 'SLOT', systems: ['JILI', 'PG'], providers, selected: ['JILI'], games: lists.games, sort: 'displayOrder' });
    expect([systemsCalls, providerCalls, gameCalls].map((calls) => calls.length)).toEqual([0, 0, 0]);
    actor.send({ type: 'games.providerToggled', platform: 'PG' });
    await settle();
    expect(gameCalls.map((call) => call.input)).toEqual([{ type: 'SLOT', systems: ['JILI', 'PG'], sort: 'displayOrder' }]);
    expect(systemsCalls).toHaveLength(0);
  });

  it('searches the loaded games by name, ignoring case, without a call', async () => {
    const { actor, systemsCalls, providerCalls, gameCalls, settle } = startGames({ type: 'SLOT' });
    systemsCalls[0]?.resolve(['JILI']);
    await settle();
    providerCalls[0]?.resolve(providers);
    await settle();
    gameCalls[0]?.resolve([game('JILI-1', 'Golden Empire'), game('JILI-2', 'Fortune Gems'), game('PG-3', 'GOLDEN Bank')]);
    await settle();
    actor.send({ type: 'games.searchChanged', search: '  golden ' });
    expect(visibleGames(actor.getSnapshot().context).map((item) => item.code)).toEqual(['JILI-1', 'PG-3']);
    expect(gameCalls).toHaveLength(1);
    actor.send({ type: 'games.searchChanged', search: '' });
    expect(visibleGames(actor.getSnapshot().context)).toHaveLength(3);
  });

  it.each([
    ['systems', 0],
    ['providers', 1],
  ] as const)('shows a %s failure under the filter list and retries from systems', async (stage, failAt) => {
    const { actor, systemsCalls, providerCalls, settle } = startGames({ type: 'SLOT' });
    if (failAt === 0) systemsCalls[0]?.reject({ kind: 'failed', message: null });
    else {
      systemsCalls[0]?.resolve(['JILI']);
      await settle();
      providerCalls[0]?.reject({ kind: 'unexpected' });
    }
    await settle();
    expect(actor.getSnapshot().value).toBe('providersUnavailable');
    expect(actor.getSnapshot().context.providerError?.stage).toBe(stage);
    actor.send({ type: 'games.retried' });
    expect(actor.getSnapshot().value).toBe('loadingSystems');
    expect(actor.getSnapshot().context.providerError).toBeNull();
    expect(systemsCalls).toHaveLength(2);
  });

  it('reports a games failure to the console only, keeping the last games', async () => {
    const { actor, systemsCalls, providerCalls, gameCalls, reported, settle } = startGames({ type: 'SLOT' });
    systemsCalls[0]?.resolve(['JILI']);
    await settle();
    providerCalls[0]?.resolve(providers);
    await settle();
    gameCalls[0]?.resolve([game('JILI-1', 'Golden Empire')]);
    await settle();
    actor.send({ type: 'games.providerToggled', platform: 'JILI' });
    gameCalls[1]?.reject({ kind: 'failed', message: 'Server trouble' });
    await settle();
    expect(reported).toEqual([{ kind: 'failed', message: 'Server trouble' }]);
    expect(actor.getSnapshot().context.games).toHaveLength(1);
    expect(actor.getSnapshot().context.providerError).toBeNull();
  });

  it('reads rejections as plain failures, and a missing actor stops loudly', () => {
    expect(toGameListFailure({ kind: 'failed', message: '' })).toEqual({ kind: 'failed', message: null });
    expect(toGameListFailure(new Error('x'))).toEqual({ kind: 'unexpected' });
    expect(() => toGameListFailure(new NotProvidedError('games', 'actor', 'fetchGames'))).toThrow(NotProvidedError);
  });
});
