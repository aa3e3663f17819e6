import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailedWords } from './lib/failures';

/** The game categories with provider lists (spec 1 §2.3, §2.4); `type` is the server's game type code. */
export const gameCategories = ['CASINO', 'SLOT', 'TABLE', 'POKER', 'CRASH', 'FISHING', 'LOTTERY'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** The side menu's categories: Sports has its own sub-menu, the others list providers. */
export type MenuCategory = 'SPORTS' | GameCategory;

/** A provider as the menus show it: platform code, display name and icon. */
export type CategoryProvider = { platform: string; name: string; icon: string | null };

/** The sportsbooks of the Sports sub-menu, launched through /gamerun with game type SPORTS (spec 1 §2.3). */
export const sportsPlatforms = ['ISPORTS', 'E1SPORTS', 'HORSEBOOK', 'VIRTUAL', 'KABADDI', 'FANTASY', 'SBO'] as const;
export type SportsPlatform = (typeof sportsPlatforms)[number];

/** Why a provider list did not load: a plain object so that model-test samples stay distinct. */
export type ProvidersFailure = { kind: 'failed'; message: string };

/** Reads an actor's rejection; a missing actor must stop the machine loudly. */
export const toProvidersFailure = (error: unknown): ProvidersFailure => readFailedWords(error);

/** Spec 1 §2.3: switching category slides the content out and back after 500 ms. */
export const MENU_SLIDE_MS = 500;

export type SideMenuContext = { category: MenuCategory; providers: CategoryProvider[] };

export type SideMenuEvent =
  | { type: 'sideMenu.opened' }
  | { type: 'sideMenu.closed' }
  | { type: 'sideMenu.linkFollowed' }
  | { type: 'sideMenu.categoryChosen'; category: MenuCategory }
  | { type: 'sideMenu.providerChosen'; provider: CategoryProvider }
  | { type: 'sideMenu.sportChosen'; platform: SportsPlatform };

const machineId = 'sideMenu';

export const sideMenuMachine = setup({
  types: {
    context: {} as SideMenuContext,
    events: {} as SideMenuEvent,
  },
  actors: {
    fetchCategoryProviders: unprovidedActor<CategoryProvider[], { category: GameCategory }>(machineId, 'fetchCategoryProviders'),
  },
  actions: {
    /** Navigates to /games?type={type}&system={platform}&title={title} (spec 1 §2.3). */
    openProviderGames: unprovidedAction(machineId, 'openProviderGames') as (args: unknown, params: { category: GameCategory; provider: CategoryProvider }) => void,
    /** Launches a sportsbook through /gamerun (game type SPORTS); visitors go to /login. */
    launchSport: unprovidedAction(machineId, 'launchSport') as (args: unknown, params: { platform: SportsPlatform }) => void,
    /** Provider loading failures are only logged (spec 1 §7). */
    logLoadFailure: unprovidedAction(machineId, 'logLoadFailure') as (args: unknown, params: ProvidersFailure) => void,
    rememberCategory: assign((_, params: { category: MenuCategory }) => ({ category: params.category, providers: [] })),
  },
  guards: {
    isSportsCategory: ({ context }) => context.category === 'SPORTS',
  },
  delays: {
    menuSlide: MENU_SLIDE_MS,
  },
}).createMachine({
  id: machineId,
  description: 'The mobile side menu (spec 1 §2.3): open or closed; Sports shows its sportsbooks, other categories their providers.',
  context: { category: 'SPORTS', providers: [] },
  initial: 'closed',
  states: {
    closed: {
      description: 'Only the menu button shows.',
      on: { 'sideMenu.opened': 'open' },
    },
    open: {
      description: 'The menu covers the page: categories on one side, the chosen category’s content on the other.',
      initial: 'choosingContent',
      on: {
        'sideMenu.closed': { target: 'closed', description: 'The close button, the overlay or Escape.' },
        'sideMenu.linkFollowed': { target: 'closed', description: 'A plain link (Home, Promotions, VIP, LiveChat…) was followed.' },
        'sideMenu.categoryChosen': {
          target: '.switchingCategory',
          description: 'The content slides out; the new category slides in after 500 ms.',
          actions: { type: 'rememberCategory', params: ({ event }) => ({ category: event.category }) },
        },
      },
      states: {
        choosingContent: {
          description: 'Sports has a fixed sub-menu; other categories need their providers.',
          always: [{ guard: 'isSportsCategory', target: 'showingSports' }, { target: 'loadingProviders' }],
        },
        switchingCategory: {
          description: 'The old content slides out; after 500 ms the new one comes in.',
          after: { menuSlide: 'choosingContent' },
        },
        showingSports: {
          description: 'Exchange and the sportsbooks (I-Sports, E1Sports, Horsebook, Virtual, Kabaddi, Fantasy, SBO Sports).',
          on: {
            'sideMenu.sportChosen': {
              target: '#sideMenu.closed',
              description: 'The menu closes and the sportsbook opens in /gamerun.',
              actions: { type: 'launchSport', params: ({ event }) => ({ platform: event.platform }) },
            },
          },
        },
        loadingProviders: {
          description: 'Asking for the category’s systems, then their providers.',
          invoke: {
            id: 'fetchCategoryProviders',
            src: 'fetchCategoryProviders',
            input: ({ context }) => ({ category: context.category === 'SPORTS' ? 'CASINO' : context.category }),
            onDone: { target: 'showingProviders', actions: assign(({ event }) => ({ providers: event.output })) },
            onError: { target: 'providersUnavailable', actions: { type: 'logLoadFailure', params: ({ event }) => toProvidersFailure(event.error) } },
          },
        },
        showingProviders: {
          description: 'The category’s providers with their icons.',
          on: {
            'sideMenu.providerChosen': {
              target: '#sideMenu.closed',
              description: 'The menu closes and /games opens for the provider.',
              actions: {
                type: 'openProviderGames',
                params: ({ context, event }) => ({ category: context.category === 'SPORTS' ? 'CASINO' : context.category, provider: event.provider }),
              },
            },
          },
        },
        providersUnavailable: {
          description: 'The providers did not load (logged); another category can be chosen.',
        },
      },
    },
  },
});
