import { and, arrayContains, asc, eq, gte, inArray, isNull, lte, ne, or } from 'drizzle-orm';
import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { banglaArtwork } from '../../artwork/index.ts';
import { paymentMethods, promotions, siteSettings, sliders, sliderTypes } from '../../db/schema.ts';
import { isPromotionCategoryId } from '../../db/tables/promotions.ts';
import { parseId } from '../../http/paging.ts';
import { readQuery } from '../../http/query.ts';
import { resolveSession } from '../../auth/sessions.ts';
import { activeRestriction } from '../../safer/breaks.ts';

import { refusal } from '../../i18n/messages.ts';

type Settings = Record<string, unknown>;

async function setting(deps: AppDeps, key: string): Promise<Settings | undefined> {
  const [row] = await deps.database.db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  const value = row?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : undefined;
}

function pick(source: Settings, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, typeof source[key] === 'string' ? source[key] : '']));
}

const logoKeys = ['logo', 'mobile_logo', 'loader_logo', 'favicon'] as const;
const generalKeys = ['site_title', 'support_mail', 'whatsapp', 'live_chat', 'intercom', 'tawk_id'] as const;
const socialKeys = ['whatsapp', 'facebook', 'telegram'] as const;

const promotionColumns = {
  id: promotions.id,
  name: promotions.name,
  name_bn: promotions.nameBn,
  desc: promotions.desc,
  desc_bn: promotions.descBn,
  thumbnail: promotions.thumbnail,
  deposit_bouns: promotions.depositBouns,
  turnover: promotions.turnover,
  status: promotions.status,
  start_date: promotions.startDate,
  end_date: promotions.endDate,
  categories: promotions.categories,
  tag: promotions.tag,
};

/** Asia/Dhaka is UTC+6 all year: a promotion's dates are Dhaka dates. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const dhakaToday = (now: Date) => new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** Shown from its start date to its end date (Dhaka), both included; no date means no limit on that side. */
const runningOn = (today: string) =>
  and(or(isNull(promotions.startDate), lte(promotions.startDate, today)), or(isNull(promotions.endDate), gte(promotions.endDate, today)));

const promotionQuery = z.object({
  category: z
    .string()
    .regex(/^\d{1,5}$/, 'promotion_category_invalid')
    .transform(Number)
    .refine(isPromotionCategoryId, 'promotion_category_invalid')
    .optional(),
});

type PromotionRow = { name: string; name_bn: string | null; desc: string; desc_bn: string | null; thumbnail: string; deposit_bouns: string } & Record<string, unknown>;
/**
 * deposit_bouns as a number (a percentage such as 100 or 12.5); the Bangla title and text beside the
 * English ones (the English when a row has none) and the Bangla picture (`art_bn`, see banglaArtwork).
 */
const promotionOut = (row: PromotionRow) => ({
  ...row,
  name_bn: row.name_bn ?? row.name,
  desc_bn: row.desc_bn ?? row.desc,
  deposit_bouns: Number(row.deposit_bouns),
  art_bn: banglaArtwork(row.thumbnail),
});

/** Site content: logo, general settings, sliders, social links, payment methods, promotions. */
export function registerSiteRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;

  app.get('/api/logo', async (c) => {
    const value = await setting(deps, 'logo');
    return c.json(value ? [pick(value, logoKeys)] : []);
  });

  const general = async (): Promise<Response> => {
    const value = await setting(deps, 'general');
    if (!value) return Response.json(refusal('general_settings_not_found'), { status: 404 });
    return Response.json(pick(value, generalKeys));
  };
  app.get('/api/general', () => general());
  app.get('/api/get/general', () => general());

  const sliderQuery = z.object({ slider_type: z.enum(sliderTypes, { error: 'slider_type_invalid' }).optional() });
  app.get('/api/sliders', async (c) => {
    const query = readQuery(c, sliderQuery);
    const rows = await db
      .select({ id: sliders.id, name: sliders.name, name_bn: sliders.nameBn, link: sliders.link, thubmnail: sliders.thubmnail, status: sliders.status, slider_type: sliders.sliderType })
      .from(sliders)
      .where(and(eq(sliders.status, 'active'), query.slider_type ? eq(sliders.sliderType, query.slider_type) : undefined))
      .orderBy(asc(sliders.sliderType), asc(sliders.sortOrder), asc(sliders.id));
    // Both languages in one answer (the page embeds it before the site knows the player's language):
    // the Bangla caption (the English one when a row has none) and the Bangla picture with its words.
    return c.json(rows.map((row) => ({ ...row, name_bn: row.name_bn ?? row.name, art_bn: banglaArtwork(row.thubmnail) })));
  });

  const socialQuery = z.object({ format: z.enum(['list'], { error: 'social_format_invalid' }).optional() });
  app.get('/api/sociallink', async (c) => {
    const query = readQuery(c, socialQuery);
    const value = await setting(deps, 'sociallink');
    if (!value) return c.json(refusal('social_links_not_found'), 404);
    const links = pick(value, socialKeys);
    const list = socialKeys.map((name) => ({ name, link: links[name] ?? '' })).filter((item) => item.link !== '');
    return query.format === 'list' ? c.json(list) : c.json({ ...links, links: list });
  });

  app.get('/api/payment-methods', async (c) => {
    const rows = await db
      .select({ id: paymentMethods.id, name: paymentMethods.name, icon: paymentMethods.icon, status: paymentMethods.status })
      .from(paymentMethods)
      .where(eq(paymentMethods.status, 'active'))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
    return c.json(rows);
  });

  /** True when the call carries a live session of a player on a time-out or self-exclusion (issue 24). */
  const callerOnBreak = async (header: string | undefined): Promise<boolean> => {
    const token = /^Bearer ([A-Za-z0-9_\-.~+/=]+)$/.exec(header ?? '')?.[1];
    const player = token ? await resolveSession(db, token, deps.clock) : null;
    return player !== null && (await activeRestriction(db, player.playerId, deps.clock.now())) !== null;
  };

  // Bearer optional (spec 1 §7): the answer is the same for guests and players, and a bad token is not an error.
  // Promotions not yet started or past their end date are left out (also from the deposit choice).
  // A player on a break gets none (issue 24: the list and the home banners come from here).
  app.get('/api/promotion', async (c) => {
    const query = readQuery(c, promotionQuery);
    if (await callerOnBreak(c.req.header('Authorization'))) return c.json([]);
    const rows = await db
      .select(promotionColumns)
      .from(promotions)
      .where(
        and(
          inArray(promotions.status, ['active', 'display']),
          runningOn(dhakaToday(deps.clock.now())),
          query.category === undefined ? undefined : arrayContains(promotions.categories, [query.category]),
        ),
      )
      .orderBy(asc(promotions.sortOrder), asc(promotions.id));
    return c.json(rows.map(promotionOut));
  });

  // A player on a break is told no promotion exists, as the list shows none (issue 24).
  app.get('/api/promotions/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const [row] =
      id === undefined || (await callerOnBreak(c.req.header('Authorization')))
        ? []
        : await db
            .select({ ...promotionColumns, terms: promotions.terms })
            .from(promotions)
            .where(and(eq(promotions.id, id), ne(promotions.status, 'inactive'), runningOn(dhakaToday(deps.clock.now()))));
    if (!row) return c.json(refusal('promotion_not_found'), 404);
    return c.json(promotionOut(row));
  });
}
