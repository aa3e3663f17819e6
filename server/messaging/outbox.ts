import { desc, eq, type SQL } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { AppDb } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

export type OutboxChannel = 'sms' | 'email';
export type OutboxMessage = { channel: OutboxChannel; to: string; purpose: string; text: string };

/** Where SMS and e-mail go. There is no gateway here: the database outbox keeps and logs them. */
export type Outbox = { send(message: OutboxMessage): Promise<void> };

/** Stores each message in `outbox_messages` and writes it to the server log. */
export function databaseOutbox(db: AppDb, clock: Clock, log: Logger): Outbox {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({ ...message, createdAt: clock.now() });
      log.info(`[outbox] ${message.channel} to ${message.to} (${message.purpose}): ${message.text}`);
    },
  };
}

export type StoredOutboxMessage = OutboxMessage & { id: number; createdAt: Date };

/** The newest messages first, optionally only those to one address or number. */
export async function listOutbox(db: AppDb, options: { to?: string; limit?: number } = {}): Promise<StoredOutboxMessage[]> {
  const where: SQL | undefined = options.to === undefined ? undefined : eq(outboxMessages.to, options.to);
  return db
    .select()
    .from(outboxMessages)
    .where(where)
    .orderBy(desc(outboxMessages.id))
    .limit(options.limit ?? 20);
}
