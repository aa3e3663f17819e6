import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { gameTypeOf, gamesMachine, requestedOf, type GameListFailure, type GameListing, type GameListStage, type GameProvider, type GamesInput, type GamesLists, type GamesRequest } from '../../machines/games';
import { failedOrUnexpected } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { t, type MessageKey } from '../i18n';
import { callApi } from './call';
import { useFirstScreenInput } from './firstScreenState';
import { inspectFlow } from './flowRecorder';

const failedKeys: Record<GameListStage, MessageKey> = {
  systems: 'games.error.systems',
  providers: 'games.error.providers',
  games: 'games.error.games',
};

const unexpectedKeys: Record<GameListStage, MessageKey> = {
  systems: 'games.error.systemsUnexpected',
  providers: 'games.error.providersUnexpected',
  games: 'games.error.gamesUnexpected',
};

export function gameListErrorText(stage: GameListStage, failure: GameListFailure): string {
  if (failure.kind === 'unexpected') return t(unexpectedKeys[stage]);
  return failure.message ?? t(failedKeys[stage]);
}

/**
 * Loaded on first use: the API client stays out of the entry chunk. A failed list call (spec 1 §8,
 * Game lists): an error answer gives its message (or "Failed to fetch …"); no answer, or one we
 * cannot read, is the unexpected error.
 */
const inGames = <T>(run: (api: typeof import('../api/games'), client: ApiClient) => Promise<T>) => callApi(() => import('../api/games'), failedOrUnexpected, run);

/** The games machine with its three calls; the games error goes only to the console (spec 1 §8). */
export const gamesMachineLive = gamesMachine.provide({
  actors: {
    fetchSystems: fromPromise<string[], { type: string }>(({ input, signal }) => inGames((api, client) => api.fetchSystems(client, input.type, signal))),
    fetchProviders: fromPromise<GameProvider[], { systems: readonly string[] }>(({ input, signal }) =>
      inGames((api, client) => api.fetchProviders(client, input.systems, signal)),
    ),
    fetchGames: fromPromise<GameListing[], GamesRequest>(({ input, signal }) =>
      inGames((api, client) => api.fetchGames(client, { type: input.type, systems: input.systems, sort: input.sort }, signal)),
    ),
  },
  actions: {
    reportGamesFailure: (_, failure) => console.error(gameListErrorText('games', failure)),
  },
});

/**
 * The games page's machine, started from the page's query (or a category page's fixed type), and from the
 * lists the page brought when the server drew its first screen (issue 26 §1).
 */
export function useGamesMachine(input: GamesInput) {
  const cameWithPage = useFirstScreenInput('games');
  return useMachine(gamesMachineLive, { input: cameWithPage ? { ...input, cameWithPage } : input, inspect: inspectFlow('games') });
}

type GamesModule = typeof import('../api/games');

/**
 * The three lists of a games page, asked in turn as the machine asks them: the type's systems, their
 * providers, the games of the query's providers (all of the type when none) in the default order. The
 * server's first screen of /games makes them from the page's answers (src/edge/firstScreenInputs.ts).
 */
export async function gamesListsOf(api: GamesModule, client: ApiClient, input: GamesInput): Promise<GamesLists> {
  const type = gameTypeOf(input.type);
  const systems = await api.fetchSystems(client, type);
  const providers = await api.fetchProviders(client, systems);
  const games = await api.fetchGames(client, { type, systems: requestedOf(providers, input.systems ?? []), sort: 'displayOrder' });
  return { systems, providers, games };
}

/** Reads /games?type=&system=A,B&title= (spec 1 §2.8). */
export function gamesQueryOf(search: string): Required<Pick<GamesInput, 'type' | 'systems' | 'title'>> {
  const query = new URLSearchParams(search);
  const systems = (query.get('system') ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter((item) => item !== '');
  return { type: (query.get('type') ?? '').trim(), systems, title: (query.get('title') ?? '').trim() };
}
