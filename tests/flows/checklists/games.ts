import { gamesMachine, visibleGames, type GameListFailure, type GameListing, type GameProvider, type GamesContext } from '../../../machines/games';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { gameListErrorText } from '../../../src/edge/games';
import { quoted, ui } from './ui';

const providerLabel = (provider: GameProvider) => (provider.status === 'maintenance' ? ui('games.providerMaintenance', { name: provider.name }) : provider.name);

/** The provider checkboxes under Providers (src/features/games/ProviderFilter.tsx), ticked as chosen. */
function providersShow(context: GamesContext): string {
  if (context.providers.length === 0) return `Under ${quoted('games.providers')}: ${quoted('games.noProviders')}`;
  return `Under ${quoted('games.providers')}: ${context.providers.map((provider) => `'${providerLabel(provider)}' ${context.selected.includes(provider.platform) ? 'ticked' : 'not ticked'}`).join(', ')}`;
}

const controls = (context: GamesContext) => `${quoted(`games.sort.${context.sort}`)} chosen${context.search === '' ? '' : `, "${context.search}" in ${quoted('games.search')}`}`;

/** The grid after the local search: the games' tiles, or "No games found". */
function gridShows(context: GamesContext): string {
  const games = visibleGames(context);
  return games.length === 0 ? `the grid says ${quoted('games.noGames')}` : `the grid shows ${games.map((game) => game.name).join(' and ')}`;
}

/** How a tester makes a list call fail: no answer (blocked), or an error answer that a debugging proxy gives. */
function listFails(call: string, situation: string, failure: GameListFailure): OutcomeWords {
  const how =
    failure.kind === 'unexpected'
      ? `The ${call} call gets no answer (devtools › Network › Block request URL /api/${call})`
      : `The ${call} call answers an error${failure.message === null ? ' without a message' : ` saying "${failure.message}"`} (a debugging proxy answers it with a 500)`;
  return { action: 'Wait for the answer', precondition: how, situation };
}

export const gamesChecklist = defineChecklist(gamesMachine, {
  subject: 'Games page',
  open: {
    // Opened from the menu the page loads its lists itself; typed in, the server draws it with them.
    'a SLOT list from the side menu with JILI chosen': `Open the side menu, tap ${quoted('games.category.SLOT')}, then JILI`,
    'a SLOT list with JILI chosen, opened on a page the server drew': 'Open /games?type=SLOT&system=JILI&title=JILI in the address bar',
  },
  preconditions: {
    'a SLOT list from the side menu with JILI chosen': 'On a phone (the side menu is the phone’s), logged out or in, on the home page',
    'a SLOT list with JILI chosen, opened on a page the server drew': 'Logged out or in; JILI and PG Soft offer slots, PG Soft under maintenance (the demo has it active: read the label without "(maintenance)"); the steps call the first JILI slot Golden Empire: read the grid’s own names',
  },
  events: {
    'games.providerToggled': (event, context) => {
      const provider = context.providers.find((entry) => entry.platform === event.platform);
      return `${provider && context.selected.includes(provider.platform) ? 'Untick' : 'Tick'} '${provider ? providerLabel(provider) : event.platform}' under ${quoted('games.providers')}`;
    },
    'games.sortChanged': (event) => `Tap ${quoted(`games.sort.${event.sort}`)}`,
    'games.searchChanged': (event) => (event.search === '' ? `Clear ${quoted('games.search')}` : `Type "${event.search}" in ${quoted('games.search')}`),
    'games.retried': () => `Let the call through again and tap ${quoted('games.retry')}`,
  },
  actors: {
    fetchSystems: {
      // The systems only lead to the providers' call: nothing new shows yet.
      done: () => ({ action: 'Wait while the providers load' }),
      error: (failure: GameListFailure) => listFails('get-system', 'systems fail', failure),
    },
    fetchProviders: {
      done: (providers: GameProvider[]) =>
        providers.length === 0
          ? { action: 'Wait for the providers', precondition: 'No provider offers slots (a debugging proxy answers /api/get-provider with an empty list)', situation: 'no providers' }
          : {
              action: 'Wait for the providers',
              precondition: `Slots come from ${providers.map((provider) => provider.name).join(' and ')}${providers.some((provider) => provider.status === 'maintenance') ? `, ${providers.filter((provider) => provider.status === 'maintenance').map((provider) => provider.name).join(' and ')} under maintenance (the demo has every slot provider active: read its label without "(maintenance)")` : ''}`,
            },
      error: (failure: GameListFailure) => listFails('get-provider', 'providers fail', failure),
    },
    fetchGames: {
      done: (games: GameListing[]) => ({ action: 'Wait for the games', precondition: `The steps call the slots ${games.map((game) => `${game.name} (${game.platform})`).join(' and ')}: read the grid’s own names` }),
      // Only the console says so (spec 1 §8): the grid keeps what it had.
      error: (failure: GameListFailure) => ({ ...listFails('get-games', 'games fail', failure), action: `Wait for the answer; devtools › Console shows '${gameListErrorText('games', failure)}'` }),
    },
  },
  states: {
    starting: null,
    loadingSystems: `${quoted('games.loadingProviders')} under ${quoted('games.providers')}`,
    loadingProviders: `${quoted('games.loadingProviders')} under ${quoted('games.providers')}`,
    providersUnavailable: (context) =>
      `Under ${quoted('games.providers')} the error '${context.providerError ? gameListErrorText(context.providerError.stage, context.providerError.failure) : ''}' with ${quoted('games.retry')}; ${controls(context)}`,
    'browsing.loadingGames': (context) => `${providersShow(context)}; ${controls(context)}; the games load`,
    'browsing.showingGames': (context) => `${providersShow(context)}; ${controls(context)}; ${gridShows(context)}`,
  },
});
