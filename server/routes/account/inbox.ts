import { and, count, desc, eq, or, sql, type Placeholder } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { remoteIdMismatch } from '../../auth/remote-id.ts';
import { inboxMessages } from '../../db/schema.ts';
import { pageAnswer, pageSchema, parseId } from '../../http/paging.ts';
import { readQuery } from '../../http/query.ts';
import { refusal } from '../../i18n/messages.ts';
import { notRestricted } from '../../safer/breaks.ts';

/** Spec 2 §9: page size options 10, 25, 50, 100 (default 10). */
export const INBOX_PER_PAGE = 10;
const perPageSchema = z
  .enum(['10', '25', '50', '100'], { error: 'inbox_per_page_invalid' })
  .transform(Number)
  .optional()
  .default(INBOX_PER_PAGE);

const remoteIdSchema = z.string().max(100, 'remote_id_too_long').optional();
/** Built once: the inbox is polled every 10 s by every open tab. */
const inboxQuery = z.object({ remote_id: remoteIdSchema, page: pageSchema(), per_page: perPageSchema });

const inboxColumns = {
  id: inboxMessages.id,
  title: inboxMessages.title,
  message: inboxMessages.message,
  is_read: inboxMessages.isRead,
  created_at: inboxMessages.createdAt,
};

/** Inbox: list (10, 25, 50 or 100 per page, newest first), one message, mark read, delete — own messages only. */
export function registerInboxRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);
  const notFound = (c: Context) => c.json({ success: false, ...refusal('message_not_found') }, 404);
  /** The player's messages they may see at `at`: marketing ones are hidden during a time-out or self-exclusion (issue 24). */
  const shownAt = (playerId: number | Placeholder, at: Date | Placeholder) =>
    and(eq(inboxMessages.playerId, playerId), or(eq(inboxMessages.marketing, false), notRestricted(inboxMessages.playerId, at)));
  const shown = (playerId: number) => shownAt(playerId, deps.clock.now());
  const own = (playerId: number, id: number) => and(eq(inboxMessages.id, id), shown(playerId));

  // The site polls page 1 every 10 s (machines/inbox.ts): the page, the total and the unread count in one
  // prepared statement (window counts run before the limit), the break rule with the time as a value. Only a
  // page past the end, which has no row to carry them, asks for the counts again (issue 25).
  const inboxPage = db
    .select({
      ...inboxColumns,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not ${inboxMessages.isRead}) over ()`.mapWith(Number),
    })
    .from(inboxMessages)
    .where(shownAt(sql.placeholder('playerId'), sql.placeholder('now')))
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('inbox_page');

  app.get('/api/inbox', guard, async (c) => {
    const player = c.get('player');
    const query = readQuery(c, inboxQuery);
    const refused = remoteIdMismatch(c, player, query.remote_id);
    if (refused) return refused;
    const found = await inboxPage.execute({ playerId: player.playerId, now: deps.clock.now().toISOString(), limit: query.per_page, offset: (query.page - 1) * query.per_page });
    let [{ total, unread } = { total: 0, unread: 0 }] = found;
    if (found.length === 0 && query.page > 1) {
      [{ total, unread } = { total: 0, unread: 0 }] = await db
        .select({ total: count(), unread: sql<number>`count(*) filter (where not ${inboxMessages.isRead})`.mapWith(Number) })
        .from(inboxMessages)
        .where(shown(player.playerId));
    }
    return c.json({
      success: true,
      data: {
        data: found.map(({ total: _total, unread: _unread, ...row }) => row),
        ...pageAnswer(query.page, query.per_page, total),
        unread,
      },
    });
  });

  app.get('/api/inbox/:id', guard, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === undefined) return notFound(c);
    const [row] = await db.select(inboxColumns).from(inboxMessages).where(own(c.get('player').playerId, id));
    return row ? c.json({ success: true, data: row }) : notFound(c);
  });

  app.patch('/api/inbox/:id/read', guard, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === undefined) return notFound(c);
    const updated = await db
      .update(inboxMessages)
      .set({ isRead: true })
      .where(own(c.get('player').playerId, id))
      .returning({ id: inboxMessages.id });
    return updated.length > 0 ? c.json({ success: true, ...refusal('message_marked_read') }) : notFound(c);
  });

  app.delete('/api/inbox/:id', guard, async (c) => {
    const id = parseId(c.req.param('id'));
    if (id === undefined) return notFound(c);
    const deleted = await db.delete(inboxMessages).where(own(c.get('player').playerId, id)).returning({ id: inboxMessages.id });
    return deleted.length > 0 ? c.json({ success: true, ...refusal('message_deleted') }) : notFound(c);
  });
}
