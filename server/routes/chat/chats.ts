import { refusal } from '../../i18n/messages.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requirePlayer } from '../../auth/require-player.ts';
import { chatMessages, chats, supportAgents } from '../../db/schema.ts';
import { ensureSupportAgent, SUPPORT_USER_ID } from '../../db/seed/account.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { MAX_INT, parseId } from '../../http/paging.ts';

export { SUPPORT_USER_ID };
export const MAX_MESSAGE_LENGTH = 2000;

/** A positive integer id, sent as a number or as a string of digits. */
const userId = (code: 'chat_user_one_id_invalid' | 'chat_user_two_id_invalid' | 'chat_id_invalid' | 'chat_sender_id_invalid') =>
  z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: code }).pipe(z.number().int(code).min(1, code).max(MAX_INT, code));

const createChatBody = z.object({ user_one_id: userId('chat_user_one_id_invalid'), user_two_id: userId('chat_user_two_id_invalid') });

const messageBody = z.object({
  chat_id: userId('chat_id_invalid'),
  sender_id: userId('chat_sender_id_invalid'),
  content: z
    .string({ error: 'chat_message_empty' })
    .trim()
    .min(1, 'chat_message_empty')
    .max(MAX_MESSAGE_LENGTH, 'chat_message_too_long'),
});

const messageColumns = {
  id: chatMessages.id,
  chat_id: chatMessages.chatId,
  sender_id: chatMessages.senderId,
  sender_type: chatMessages.senderType,
  content: chatMessages.content,
  created_at: chatMessages.createdAt,
};

/** Support chat: the player's chats, opening one with support (id 7), reading and sending messages. */
export function registerChatRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requirePlayer(deps);
  const chatNotFound = (c: Context) => c.json(refusal('chat_not_found'), 404);

  app.get('/api/get-chats', guard, async (c) => {
    const player = c.get('player');
    const rows = await db
      .select({ id: chats.id, supportId: supportAgents.id, supportName: supportAgents.username, createdAt: chats.createdAt })
      .from(chats)
      .innerJoin(supportAgents, eq(supportAgents.id, chats.supportId))
      .where(eq(chats.playerId, player.playerId))
      .orderBy(desc(chats.id));
    const last =
      rows.length === 0
        ? []
        : await db
            .selectDistinctOn([chatMessages.chatId], { chatId: chatMessages.chatId, content: chatMessages.content, createdAt: chatMessages.createdAt })
            .from(chatMessages)
            .where(inArray(chatMessages.chatId, rows.map((row) => row.id)))
            .orderBy(chatMessages.chatId, desc(chatMessages.id));
    const lastByChat = new Map(last.map((row) => [row.chatId, row]));
    return c.json({
      chats: rows.map((row) => ({
        chat_id: row.id,
        id: row.id,
        other_user: { id: row.supportId, username: row.supportName },
        last_message: lastByChat.get(row.id)?.content ?? null,
        last_message_at: lastByChat.get(row.id)?.createdAt ?? null,
        created_at: row.createdAt,
      })),
    });
  });

  app.post('/api/chats', guard, async (c) => {
    const player = c.get('player');
    const body = await readJsonBody(c, createChatBody);
    const other = body.user_one_id === player.playerId ? body.user_two_id : body.user_two_id === player.playerId ? body.user_one_id : undefined;
    if (other === undefined) return c.json(refusal('chat_not_own'), 403);
    if (other !== SUPPORT_USER_ID) return c.json(refusal('chat_support_only'), 422);
    const created = await db.transaction(async (tx) => {
      await ensureSupportAgent(tx);
      const inserted = await tx
        .insert(chats)
        .values({ playerId: player.playerId, supportId: SUPPORT_USER_ID, createdAt: deps.clock.now() })
        .onConflictDoNothing()
        .returning({ id: chats.id });
      if (inserted[0]) return { id: inserted[0].id, isNew: true };
      const [existing] = await tx
        .select({ id: chats.id })
        .from(chats)
        .where(and(eq(chats.playerId, player.playerId), eq(chats.supportId, SUPPORT_USER_ID)));
      if (!existing) throw new Error('chat neither inserted nor found');
      return { id: existing.id, isNew: false };
    });
    return c.json(
      { chat: { id: created.id, user_one_id: player.playerId, user_two_id: SUPPORT_USER_ID } },
      created.isNew ? 201 : 200,
    );
  });

  app.get('/api/chats/:chatId/messages', guard, async (c) => {
    const id = parseId(c.req.param('chatId'));
    if (id === undefined) return chatNotFound(c);
    const [chat] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.id, id), eq(chats.playerId, c.get('player').playerId)));
    if (!chat) return chatNotFound(c);
    const messages = await db.select(messageColumns).from(chatMessages).where(eq(chatMessages.chatId, chat.id)).orderBy(asc(chatMessages.id));
    return c.json({ messages });
  });

  app.post('/api/messages', guard, async (c) => {
    const player = c.get('player');
    const body = await readJsonBody(c, messageBody);
    if (body.sender_id !== player.playerId) return c.json(refusal('chat_send_as_self'), 403);
    const [chat] = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.id, body.chat_id), eq(chats.playerId, player.playerId)));
    if (!chat) return chatNotFound(c);
    const [data] = await db
      .insert(chatMessages)
      .values({ chatId: chat.id, senderType: 'player', senderId: player.playerId, content: body.content, createdAt: deps.clock.now() })
      .returning(messageColumns);
    return c.json({ data }, 201);
  });
}
