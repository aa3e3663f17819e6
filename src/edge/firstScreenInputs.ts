import * as content from '../api/content';
import * as games from '../api/games';
import * as promotions from '../api/promotions';
import { createBootData } from '../api/bootData';
import { createApiClient } from '../api/client';
import type { FirstScreenState } from './firstScreenState';
import { gamesListsOf, gamesQueryOf } from './games';
import { bannerCalls, siteDetailsCalls } from './homeContent';
import { categoryProviders } from './sideMenu';
import { gameCategories } from '../../machines/sideMenu';

/**
 * Issue 26 §1, on the server: the machine inputs of a first screen, from the page's boot answers. The
 * calls are the site's own (src/api/, src/edge/), made through an API client that answers only from the
 * page, so every answer is read and shaped exactly as the browser would. A piece is brought only when all
 * its answers are in the page; a piece that is not is left to the browser, which loads it as usual.
 */
export async function firstScreenInputs(path: string, search: string, answers: Record<string, unknown>, origin: string): Promise<FirstScreenState> {
  const client = createApiClient({
    baseURL: 'http://first-screen.invalid',
    timeoutMs: 1,
    getToken: () => null,
    bootData: createBootData(answers, () => 0),
    fetch: () => Promise.reject(new Error('Not in the page')),
  });
  const [logo, banners, siteDetails, providers, lists, promotionList] = await Promise.all([
    broughtOrUndefined(content.fetchLogo(client)),
    allParts(bannerCalls(content, client)),
    allParts(siteDetailsCalls(content, client)),
    path === '/' ? broughtOrUndefined(categoryProviders(games, client, gameCategories[0])) : undefined,
    path === '/games' ? broughtOrUndefined(gamesListsOf(games, client, gamesQueryOf(search))) : undefined,
    path === '/promotions' ? broughtOrUndefined(promotions.fetchPromotions(client, null)) : undefined,
  ]);
  const state: FirstScreenState = { homeContent: { logo, banners, siteDetails }, origin };
  if (providers !== undefined) state.categoryBar = { providers };
  if (lists !== undefined) state.games = lists;
  if (promotionList !== undefined) state.promotions = promotionList;
  // As the browser will read it from the page: what JSON leaves out (an absent piece) is absent on both sides.
  return JSON.parse(JSON.stringify(state)) as FirstScreenState;
}

function broughtOrUndefined<T>(call: Promise<T>): Promise<T | undefined> {
  return call.catch(() => undefined);
}

/** Every part of a piece, or undefined when any is missing. */
async function allParts<T extends Record<string, unknown>>(calls: { [K in keyof T]: Promise<T[K]> }): Promise<T | undefined> {
  try {
    const entries = await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await call] as const));
    return Object.fromEntries(entries) as T;
  } catch {
    return undefined;
  }
}
