import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { gamesMachine, type GameListFailure, type GameListing, type GameListStage, type GameProvider, type GamesInput, type GamesRequest } from '../../machines/games';
import { failedOrUnexpected } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { t, type MessageKey } from '../i18n';
import { callApi } from './call';
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

/** The games page's machine, started from the page's query (or a category page's fixed type). */
export function useGamesMachine(input: GamesInput) {
  return useMachine(gamesMachineLive, { input, inspect: inspectFlow('games') });
}
