import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { sideMenuMachine, type CategoryProvider, type GameCategory } from '../../machines/sideMenu';
import { failedWords } from '../../machines/lib/failures';
import { t, type MessageKey } from '../i18n';
import type { ApiClient } from '../api/client';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { useGameLaunch } from './gameLaunch';
import { goTo } from './navigation';

type GamesModule = typeof import('../api/games');

/** The words for each category (core catalogue). */
export const categoryLabels: Record<'SPORTS' | GameCategory, MessageKey> = {
  SPORTS: 'nav.sports',
  CASINO: 'nav.casino',
  SLOT: 'nav.slot',
  TABLE: 'nav.table',
  POKER: 'nav.poker',
  CRASH: 'nav.crash',
  FISHING: 'nav.fishing',
  LOTTERY: 'nav.lottery',
};

/** get-system for the category's type, then get-provider for those systems (spec 1 §7). */
// Loaded on first use: the API client stays out of the entry chunk. A failure is logged with its words.
export const fetchCategoryProviders = fromPromise<CategoryProvider[], { category: GameCategory }>(({ input, signal }) =>
  callApi(() => import('../api/games'), failedWords, (games, apiClient) => categoryProviders(games, apiClient, input.category, signal)),
);

/** The providers of a category, in the systems' display order. The server's first screen of the home asks the same (src/edge/firstScreenInputs.ts). */
export async function categoryProviders(games: GamesModule, client: ApiClient, category: GameCategory, signal?: AbortSignal): Promise<CategoryProvider[]> {
  const systems = await games.fetchSystems(client, category, signal);
  if (systems.length === 0) return [];
  const providers = await games.fetchProviders(client, systems, signal);
  const order = new Map(systems.map((system, index) => [system, index]));
  return providers
    .map((provider) => ({ platform: provider.platform, name: provider.name, icon: provider.icon }))
    .sort((a, b) => (order.get(a.platform) ?? 0) - (order.get(b.platform) ?? 0));
}

/** /games?type={type}&system={platform}&title={title} (spec 1 §2.3). */
export function providerGamesPath(category: GameCategory, provider: CategoryProvider): string {
  const query = new URLSearchParams({ type: category, system: provider.platform, title: provider.name });
  return `/games?${query.toString()}`;
}

export function openProviderGames(_: unknown, params: { category: GameCategory; provider: CategoryProvider }): void {
  goTo(providerGamesPath(params.category, params.provider));
}

export function logLoadFailure(_: unknown, failure: { message: string }): void {
  console.warn(`Loading failed: ${failure.message}`);
}

export function categoryLabel(category: 'SPORTS' | GameCategory): string {
  return t(categoryLabels[category]);
}

/** The side menu's machine for the mobile shell: sportsbooks launch through B's game launch. */
export function useSideMenuMachine() {
  const { launch } = useGameLaunch();
  // The launch function changes with the login; @xstate/react swaps the new implementations in.
  const machine = useMemo(
    () =>
      sideMenuMachine.provide({
        actors: { fetchCategoryProviders },
        actions: {
          openProviderGames,
          logLoadFailure,
          launchSport: (_, params) => launch({ gameType: 'SPORTS', platform: params.platform }),
        },
      }),
    [launch],
  );
  return useMachine(machine, { inspect: inspectFlow('sideMenu') });
}
