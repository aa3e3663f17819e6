import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { hashToken } from '../../auth/sessions.ts';
import { gamePlatforms, games, gameSessions, gameTypes, type GameType } from '../../db/schema.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { preferredLanguage } from '../../i18n/acceptLanguage.ts';
import { pageSchema, pagination } from '../../http/paging.ts';
import { readQuery } from '../../http/query.ts';
import { refusal, say } from '../../i18n/messages.ts';
import { gameKindOf } from '../../games/outcomes.ts';
import { breakRefusal } from '../../safer/breaks.ts';

const PLATFORM = /^[A-Z0-9_]{1,32}$/;
const typeSchema = z
  .string()
  .transform((value) => value.trim().toUpperCase())
  .pipe(z.enum(gameTypes, { error: 'game_type_invalid' }));

const platformList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);

const systemsJson = z.string().transform((raw, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'systems_json_invalid' });
    return z.NEVER;
  }
  const parsed = z.array(z.string().max(32)).max(100).safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'systems_json_too_many' });
    return z.NEVER;
  }
  return parsed.data.map((item) => item.trim().toUpperCase());
});

export const GAMES_PER_PAGE_MAX = 5000;

const sorts = { displayOrder: 'displayOrder', createTime: 'createTime', aZ: 'aZ' } as const;

const gamesQuery = z.object({
  type: typeSchema.optional(),
  system: z
    .string()
    .max(2000, 'system_too_long')
    .transform(platformList)
    .refine((list) => list.length <= 100, 'system_too_many')
    .optional(),
  sort: z.enum(Object.keys(sorts) as [keyof typeof sorts], { error: 'games_sort_invalid' }).optional().default('displayOrder'),
  search: z.string().max(100, 'games_search_too_long').optional(),
  page: pageSchema(),
  // Up to 5000: the site loads a whole selection at once (2,037 seeded games) and filters it locally.
  per_page: z
    .string()
    .regex(/^\d{1,4}$/, 'games_per_page_invalid')
    .transform(Number)
    .refine((value) => value >= 1 && value <= GAMES_PER_PAGE_MAX, 'games_per_page_invalid')
    .optional()
    .default(50),
});

const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '0', '1'])]).transform((value) => value === true || value === 1 || value === 'true' || value === '1');

const gameRunBody = z.object({
  userId: z.union([z.string().max(100), z.number().int()], { error: 'game_user_id_required' }),
  externalURL: z.string().max(2048, 'game_external_url_too_long').nullish(),
  isMobileLogin: flag.optional().default(false),
  gameCode: z.string().max(64, 'game_code_too_long').nullish(),
  gameType: z.string().max(32, 'game_type_too_long').nullish(),
  platform: z.string().max(32, 'game_platform_too_long').nullish(),
});

/** Escapes LIKE wildcards so a search matches the text literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const visiblePlatform = ne(gamePlatforms.status, 'inactive');

/** Game lists (get-system, get-provider, get-games) and launch (game-run); the posters are in storage.ts. */
export function registerGameRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/api/get-system', async (c) => {
    const { type } = readQuery(c, z.object({ type: typeSchema.optional().default('LIVE') }));
    const rows = await db
      .selectDistinct({ platform: gamePlatforms.platform, order: gamePlatforms.displayOrder })
      .from(games)
      .innerJoin(gamePlatforms, eq(gamePlatforms.platform, games.platform))
      .where(and(eq(games.type, type), eq(games.active, true), visiblePlatform))
      .orderBy(asc(gamePlatforms.displayOrder), asc(gamePlatforms.platform));
    return c.json({ systems: rows.map((row) => row.platform), message: say('systems_fetched'), code: 'systems_fetched' });
  });

  app.get('/api/get-provider', async (c) => {
    const { system } = readQuery(c, z.object({ system: systemsJson.optional() }));
    if (system && system.length === 0) return c.json({ data: [], message: say('providers_fetched'), code: 'providers_fetched' });
    const platforms = await db
      .select({ platform: gamePlatforms.platform, name: gamePlatforms.name, icon: gamePlatforms.icon, status: gamePlatforms.status })
      .from(gamePlatforms)
      .where(and(visiblePlatform, system ? inArray(gamePlatforms.platform, system) : undefined))
      .orderBy(asc(gamePlatforms.displayOrder), asc(gamePlatforms.platform));
    const typeRows =
      platforms.length === 0
        ? []
        : await db
            .selectDistinct({ platform: games.platform, type: games.type })
            .from(games)
            .where(and(eq(games.active, true), inArray(games.platform, platforms.map((row) => row.platform))));
    const types = new Map<string, GameType[]>();
    for (const row of typeRows) types.set(row.platform, [...(types.get(row.platform) ?? []), row.type]);
    const data = platforms.map((row) => ({ ...row, types: gameTypes.filter((type) => types.get(row.platform)?.includes(type)) }));
    return c.json({ data, message: say('providers_fetched'), code: 'providers_fetched' });
  });

  app.get('/api/get-games', async (c) => {
    const query = readQuery(c, gamesQuery);
    const filters: (SQL | undefined)[] = [eq(games.active, true), visiblePlatform];
    if (query.type) filters.push(eq(games.type, query.type));
    if (query.system && query.system.length > 0) filters.push(inArray(games.platform, query.system.filter((item) => PLATFORM.test(item))));
    const search = query.search?.trim();
    if (search) filters.push(ilike(games.name, likePattern(search)));
    const where = and(...filters);
    const order =
      query.sort === 'createTime'
        ? [desc(games.createdAt), desc(games.id)]
        : query.sort === 'aZ'
          ? [asc(sql`lower(${games.name})`), asc(games.id)]
          : [asc(games.displayOrder), asc(games.id)];
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(games)
      .innerJoin(gamePlatforms, eq(gamePlatforms.platform, games.platform))
      .where(where);
    const rows = await db
      .select({ code: games.code, name: games.name, type: games.type, platform: games.platform, poster: games.poster })
      .from(games)
      .innerJoin(gamePlatforms, eq(gamePlatforms.platform, games.platform))
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return c.json({
      games: rows,
      message: say('games_fetched'),
      code: 'games_fetched',
      pagination: pagination(query.page, query.per_page, total),
    });
  });

  app.post('/api/game-run', requirePlayer(deps), async (c) => {
    const player = c.get('player');
    const body = await readJsonBody(c, gameRunBody);
    const userId = String(body.userId).trim();
    if (userId !== player.remoteId && userId !== String(player.playerId)) {
      return c.json(refusal('game_user_mismatch'), 403);
    }
    // No game opens during a time-out or self-exclusion (issue 24).
    const onBreak = await breakRefusal(db, player.playerId, deps.clock.now());
    if (onBreak) return c.json(onBreak.body as Record<string, unknown>, 403);
    const code = body.gameCode?.trim();
    const platform = body.platform?.trim().toUpperCase();
    const gameType = body.gameType?.trim().toUpperCase();
    if (!code && !(platform && gameType)) {
      return c.json({ ...refusal('game_choice_required'), errors: { gameCode: [say('game_code_required')] }, error_codes: { gameCode: ['game_code_required'] } }, 422);
    }
    // A featured game may carry only platform and gameType (its link split on a dash): that opens the lobby,
    // i.e. the platform's first game of that type.
    const filters: SQL[] = [eq(games.active, true)];
    if (code) filters.push(eq(games.code, code));
    if (platform) filters.push(eq(games.platform, platform));
    if (gameType) filters.push(sql`${games.type} = ${gameType}`);
    const [game] = await db
      .select({ code: games.code, name: games.name, type: games.type, platform: games.platform, platformStatus: gamePlatforms.status })
      .from(games)
      .innerJoin(gamePlatforms, eq(gamePlatforms.platform, games.platform))
      .where(and(...filters))
      .orderBy(asc(games.displayOrder), asc(games.id))
      .limit(1);
    if (!game || game.platformStatus === 'inactive') return c.json(refusal('game_not_found'), 404);
    if (game.platformStatus === 'maintenance') {
      return c.json(refusal('game_maintenance', { platform: game.platform }), 409);
    }
    // The launch token (192 random bits) goes to the game in its url; only its SHA-256 is stored.
    const token = randomBytes(24).toString('base64url');
    await db.insert(gameSessions).values({
      id: hashToken(token),
      playerId: player.playerId,
      gameCode: game.code,
      platform: game.platform,
      gameType: game.type,
      isMobile: body.isMobileLogin,
      externalUrl: body.externalURL ?? null,
      createdAt: deps.clock.now(),
    });
    // The kind tells the demo game which of its games to draw before its session answers (the server
    // still decides by the launch's game, never by this parameter).
    const kind = gameKindOf(game.type, game.name);
    // The game speaks the player's language, like a real provider's launch: the site sends its current
    // language as Accept-Language on every call (src/api/client.ts); anything but Bangla is English.
    const lang = preferredLanguage(c.req.header('Accept-Language'));
    return c.json({ url: `/demo-game/?session=${token}&kind=${kind}&lang=${lang}`, ...refusal('game_launched') });
  });
}
