import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readWords } from './lib/failures';

/** A provider of the filter list (spec 1 §3, Provider). */
export type GameProvider = { platform: string; name: string; icon: string | null; status: string };

/** One game of the grid (spec 1 §3, Game). */
export type GameListing = { code: string; name: string; type: string; platform: string; poster: string | null };

/** Recommend, Latest, A-Z (spec 1 §2.8): the server's sort keys. */
export type GameSort = 'displayOrder' | 'createTime' | 'aZ';

export const GAME_SORTS: readonly GameSort[] = ['displayOrder', 'createTime', 'aZ'];

/** The game type asked for when the query has none (spec 1 §7, get-system). */
export const DEFAULT_GAME_TYPE = 'LIVE';

/** Why a list call failed: a plain object so that model-test samples stay distinct (spec 1 §8, Game lists). */
export type GameListFailure =
  /** The server answered with an error: its message, or none ("Failed to fetch …"). */
  | { kind: 'failed'; message: string | null }
  /** No usable answer: "An unexpected error occurred while fetching …". */
  | { kind: 'unexpected' };

export type GameListStage = 'systems' | 'providers' | 'games';

/** Reads a list actor's rejection; a missing actor must stop the machine loudly. */
export const toGameListFailure = (error: unknown): GameListFailure => readWords(error, 'failed') ?? { kind: 'unexpected' };

/** The three lists of the page, as the calls answer them. */
export type GamesLists = { systems: readonly string[]; providers: readonly GameProvider[]; games: readonly GameListing[] };

/**
 * `cameWithPage` (issue 26 §1): the lists the page brought, when the server drew its first screen from them
 * (for the same type and providers, in the default order): the machine starts browsing them, no call made.
 */
export type GamesInput = { type?: string; systems?: readonly string[]; title?: string; cameWithPage?: GamesLists };

export type GamesContext = {
  type: string;
  /** Providers named in the query: they start selected when the list has them. */
  requestedSystems: readonly string[];
  title: string;
  systems: readonly string[];
  providers: readonly GameProvider[];
  selected: readonly string[];
  sort: GameSort;
  search: string;
  games: readonly GameListing[];
  /** Shown under the provider list (spec 1 §8). */
  providerError: { stage: 'systems' | 'providers'; failure: GameListFailure } | null;
  /** The page brought the lists (GamesInput.cameWithPage). */
  listsCameWithPage: boolean;
};

export type GamesEvent =
  | { type: 'games.providerToggled'; platform: string }
  | { type: 'games.sortChanged'; sort: GameSort }
  | { type: 'games.searchChanged'; search: string }
  | { type: 'games.retried' };

export type GamesRequest = { type: string; systems: readonly string[]; sort: GameSort };

/** The games the grid shows: the loaded list filtered by name, ignoring case (kept local so typing is instant). */
export function visibleGames(context: Pick<GamesContext, 'games' | 'search'>): readonly GameListing[] {
  const needle = context.search.trim().toLowerCase();
  if (needle === '') return context.games;
  return context.games.filter((game) => game.name.toLowerCase().includes(needle));
}

const machineId = 'games';

/** The type asked for, as get-system takes it (LIVE when none is given). */
export function gameTypeOf(type: string | undefined): string {
  return type?.trim() ? type.trim().toUpperCase() : DEFAULT_GAME_TYPE;
}

/** The providers named in the query that the list offers, in the list's order: they start selected. */
export function requestedOf(providers: readonly GameProvider[], requested: readonly string[]): string[] {
  return providers.filter((provider) => requested.includes(provider.platform)).map((provider) => provider.platform);
}

export const gamesMachine = setup({
  types: {
    input: {} as GamesInput,
    context: {} as GamesContext,
    events: {} as GamesEvent,
  },
  actors: {
    fetchSystems: unprovidedActor<string[], { type: string }>(machineId, 'fetchSystems'),
    fetchProviders: unprovidedActor<GameProvider[], { systems: readonly string[] }>(machineId, 'fetchProviders'),
    fetchGames: unprovidedActor<GameListing[], GamesRequest>(machineId, 'fetchGames'),
  },
  actions: {
    /** The games error goes only to the console (spec 1 §8); the grid keeps what it had. */
    reportGamesFailure: unprovidedAction(machineId, 'reportGamesFailure') as (args: unknown, failure: GameListFailure) => void,
    toggleProvider: assign(({ context, event }) => {
      if (event.type !== 'games.providerToggled') return {};
      const selected = context.selected.includes(event.platform)
        ? context.selected.filter((platform) => platform !== event.platform)
        : context.providers.filter((provider) => provider.platform === event.platform || context.selected.includes(provider.platform)).map((provider) => provider.platform);
      return { selected };
    }),
    rememberSort: assign(({ event }) => (event.type === 'games.sortChanged' ? { sort: event.sort } : {})),
    rememberSearch: assign(({ event }) => (event.type === 'games.searchChanged' ? { search: event.search } : {})),
    showProviderError: assign((_, error: NonNullable<GamesContext['providerError']>) => ({ providerError: error })),
    clearProviderError: assign({ providerError: null }),
  },
  guards: {
    isOfferedProvider: ({ context, event }) => event.type === 'games.providerToggled' && context.providers.some((provider) => provider.platform === event.platform),
    isOtherSort: ({ context, event }) => event.type === 'games.sortChanged' && event.sort !== context.sort,
    listsCameWithPage: ({ context }) => context.listsCameWithPage,
  },
}).createMachine({
  id: machineId,
  description: 'The games page (spec 1 §2.8, §4 Games page): systems for the type, then their providers, then the games of the selected providers.',
  context: ({ input }) => {
    const requestedSystems = input.systems ?? [];
    const lists = input.cameWithPage;
    return {
      type: gameTypeOf(input.type),
      requestedSystems,
      title: input.title ?? '',
      systems: lists?.systems ?? [],
      providers: lists?.providers ?? [],
      selected: lists ? requestedOf(lists.providers, requestedSystems) : [],
      sort: 'displayOrder',
      search: '',
      games: lists?.games ?? [],
      providerError: null,
      listsCameWithPage: lists !== undefined,
    };
  },
  initial: 'starting',
  on: {
    'games.searchChanged': { description: 'Filters the loaded games by name at once, without a call.', actions: 'rememberSearch' },
  },
  states: {
    starting: {
      description: 'Did the page bring the lists (a first screen drawn by the server)?',
      always: [
        { guard: 'listsCameWithPage', target: 'browsing.showingGames', description: 'The page brought the systems, providers and games: no call.' },
        { target: 'loadingSystems' },
      ],
    },
    loadingSystems: {
      description: 'Asking get-system which providers have games of this type (LIVE when none is given).',
      invoke: {
        id: 'fetchSystems',
        src: 'fetchSystems',
        input: ({ context }) => ({ type: context.type }),
        onDone: { target: 'loadingProviders', actions: assign(({ event }) => ({ systems: event.output })) },
        onError: {
          target: 'providersUnavailable',
          description: '"Failed to fetch systems", the server message, or the unexpected-error text.',
          actions: { type: 'showProviderError', params: ({ event }) => ({ stage: 'systems' as const, failure: toGameListFailure(event.error) }) },
        },
      },
    },
    loadingProviders: {
      description: 'Asking get-provider for those systems, to list them as checkboxes.',
      invoke: {
        id: 'fetchProviders',
        src: 'fetchProviders',
        input: ({ context }) => ({ systems: context.systems }),
        onDone: {
          target: 'browsing',
          description: 'Providers named in the query start selected.',
          actions: assign(({ context, event }) => ({ providers: event.output, selected: requestedOf(event.output, context.requestedSystems) })),
        },
        onError: {
          target: 'providersUnavailable',
          description: '"Failed to fetch providers", the server message, or the unexpected-error text.',
          actions: { type: 'showProviderError', params: ({ event }) => ({ stage: 'providers' as const, failure: toGameListFailure(event.error) }) },
        },
      },
    },
    providersUnavailable: {
      description: 'The provider list could not be loaded: the error shows under the filter list, with a retry button.',
      on: { 'games.retried': { target: 'loadingSystems', actions: 'clearProviderError' } },
    },
    browsing: {
      description: 'Providers are listed; games follow the selected providers and the sort order.',
      initial: 'loadingGames',
      on: {
        'games.providerToggled': {
          guard: 'isOfferedProvider',
          target: '.loadingGames',
          reenter: true,
          description: 'A newer selection restarts the call, cancelling the older one.',
          actions: 'toggleProvider',
        },
        'games.sortChanged': {
          guard: 'isOtherSort',
          target: '.loadingGames',
          reenter: true,
          description: 'The server sorts: Recommend, Latest or A-Z.',
          actions: 'rememberSort',
        },
      },
      states: {
        loadingGames: {
          description: 'Asking get-games for the type and the selected providers (all of the type when none is selected).',
          invoke: {
            id: 'fetchGames',
            src: 'fetchGames',
            input: ({ context }) => ({ type: context.type, systems: context.selected, sort: context.sort }),
            onDone: { target: 'showingGames', actions: assign(({ event }) => ({ games: event.output })) },
            onError: {
              target: 'showingGames',
              description: 'Logged to the console only; the grid keeps the games it had.',
              actions: { type: 'reportGamesFailure', params: ({ event }) => toGameListFailure(event.error) },
            },
          },
        },
        showingGames: {
          description: 'The grid shows the games, filtered by the search text.',
        },
      },
    },
  },
});
