import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { gamesMachine, type GameListFailure, type GameListing, type GameListStage, type GameProvider, type GamesInput, type GamesRequest } from '../../machines/games';
import { ApiError } from '../api/errors';
import { t, type MessageKey } from '../i18n';
import { inspectFlow } from './flowRecorder';

/**
 * What a failed list call means (spec 1 §8, Game lists): an error answer gives its message (or
 * "Failed to fetch …"); no answer, or one we cannot read, is the unexpected error.
 */
export function gameListFailureOf(error: unknown): GameListFailure {
  if (error instanceof ApiError && error.kind === 'http') return { kind: 'failed', message: error.serverMessage };
  return { kind: 'unexpected' };
}

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

async function withApi<T>(call: (api: typeof import('../api/games'), client: typeof import('./api').apiClient) => Promise<T>): Promise<T> {
  try {
    // Loaded on first use: the API client stays out of the entry chunk.
    const [{ apiClient }, api] = await Promise.all([import('./api'), import('../api/games')]);
    return await call(api, apiClient);
  } catch (error) {
    throw gameListFailureOf(error);
  }
}

/** The games machine with its three calls; the games error goes only to the console (spec 1 §8). */
export const gamesMachineLive = gamesMachine.provide({
  actors: {
    fetchSystems: fromPromise<string[], { type: string }>(({ input, signal }) => withApi((api, client) => api.fetchSystems(client, input.type, signal))),
    fetchProviders: fromPromise<GameProvider[], { systems: readonly string[] }>(({ input, signal }) =>
      withApi((api, client) => api.fetchProviders(client, input.systems, signal)),
    ),
    fetchGames: fromPromise<GameListing[], GamesRequest>(({ input, signal }) =>
      withApi((api, client) => api.fetchGames(client, { type: input.type, systems: input.systems, sort: input.sort }, signal)),
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
