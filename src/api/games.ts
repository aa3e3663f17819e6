import { z } from 'zod/mini';
import type { ApiClient } from './client';

/** A game provider (platform) as get-provider answers it (spec 1 §3, Provider). */
export type Provider = { platform: string; name: string; icon: string | null; status: string; types: string[] };

/** One game of a list (spec 1 §3, Game): `poster` null means the site shows its default poster. */
export type GameSummary = { code: string; name: string; type: string; platform: string; poster: string | null };

/** How get-games orders a list: Recommend, Latest, A-Z (spec 1 §2.8). */
export type GameSort = 'displayOrder' | 'createTime' | 'aZ';

export type GamesQuery = { type: string; systems: readonly string[]; sort: GameSort; search?: string };

/** What game-run needs (spec 1 §3, Game run payload); a featured game may send only platform and gameType. */
export type GameRunPayload = {
  userId: string;
  externalURL: string;
  isMobileLogin: boolean;
  gameCode?: string;
  gameType: string;
  platform: string;
};

/** The site asks for a whole selection at once (the server allows up to 5000 per page). */
export const GAMES_PAGE_SIZE = 5000;

const systemsResponse = z.object({ systems: z.array(z.string()), message: z.optional(z.string()) });

const providerSchema = z.object({
  platform: z.string(),
  name: z.optional(z.nullable(z.string())),
  icon: z.optional(z.nullable(z.string())),
  status: z.optional(z.nullable(z.string())),
  types: z.optional(z.nullable(z.array(z.string()))),
});
const providersResponse = z.object({ data: z.array(providerSchema), message: z.optional(z.string()) });

const gameSchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  platform: z.string(),
  poster: z.optional(z.nullable(z.string())),
});
const gamesResponse = z.object({ games: z.array(gameSchema), message: z.optional(z.string()) });

const gameRunResponse = z.object({ url: z.string().check(z.minLength(1)), message: z.optional(z.string()) });

const playerLoginResponse = z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.optional(z.number()) });

/** GET get-system?type= (spec 1 §7): the platform codes that have games of the type (default LIVE). */
export async function fetchSystems(client: ApiClient, type: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await client.get('get-system', systemsResponse, { type: type === '' ? 'LIVE' : type }, { signal });
  return answer.systems;
}

/** GET get-provider?system=["A","B"] (spec 1 §7): the providers of those systems. */
export async function fetchProviders(client: ApiClient, systems: readonly string[], signal?: AbortSignal): Promise<Provider[]> {
  const answer = await client.get('get-provider', providersResponse, { system: JSON.stringify(systems) }, { signal });
  return answer.data.map((provider) => ({
    platform: provider.platform,
    name: provider.name ?? provider.platform,
    icon: provider.icon ?? null,
    status: provider.status ?? 'active',
    types: provider.types ?? [],
  }));
}

/** GET get-games?type=&system=A,B&sort= (spec 1 §7): `system` is left out when no provider is selected. */
export async function fetchGames(client: ApiClient, query: GamesQuery, signal?: AbortSignal): Promise<GameSummary[]> {
  const answer = await client.get(
    'get-games',
    gamesResponse,
    {
      type: query.type,
      system: query.systems.length > 0 ? query.systems.join(',') : undefined,
      sort: query.sort,
      search: query.search === undefined || query.search === '' ? undefined : query.search,
      per_page: GAMES_PAGE_SIZE,
    },
    { signal },
  );
  return answer.games.map((game) => ({ code: game.code, name: game.name, type: game.type, platform: game.platform, poster: game.poster ?? null }));
}

/** POST game-run (bearer, spec 1 §7): the url of the launched game, opened in /gamerun. */
export async function launchGame(client: ApiClient, payload: GameRunPayload, signal?: AbortSignal): Promise<string> {
  const body = {
    userId: payload.userId,
    externalURL: payload.externalURL,
    isMobileLogin: payload.isMobileLogin,
    ...(payload.gameCode === undefined ? {} : { gameCode: payload.gameCode }),
    gameType: payload.gameType,
    platform: payload.platform,
  };
  const answer = await client.post('game-run', gameRunResponse, body, { signal });
  return answer.url;
}

/** POST player-login (bearer, spec 1 §7): an access token for a third-party sports site. */
export async function sportsLogin(client: ApiClient, userId: string, signal?: AbortSignal): Promise<string> {
  const answer = await client.post('player-login', playerLoginResponse, { user_id: userId }, { signal });
  return answer.access_token;
}
