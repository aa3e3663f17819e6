import { eq } from 'drizzle-orm';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { inboxMessages } from '../../db/schema.ts';
import { silentLogger } from '../../logger.ts';
import { cheapPasswords } from '../../routes/players/test-support.ts';
import { createTestDatabase } from '../../testing/database.ts';
import { OpsFailure, OpsUsageError } from '../types.ts';
import { createPlayerCommand } from './create-player.ts';
import { findCommand } from './index.ts';
import { sendInboxCommand } from './send-inbox.ts';

const clock = fixedClock('2025-06-01T06:00:00.000Z');

describe('ops: send-inbox', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());
  const context = () => ({ database, clock, log: silentLogger, passwords: cheapPasswords });

  it('puts an unread message, received now, in the named player’s inbox', async () => {
    await createPlayerCommand.run(context(), ['inboxplayer1', 'pass12345']);
    const result = await sendInboxCommand.run(context(), ['InboxPlayer1', '--title', 'Welcome', '--message', 'Your account is ready today.']);
    expect(result.text).toBe('Sent message #1 to inboxplayer1');
    expect(result.json).toEqual({ id: 1, title: 'Welcome', message: 'Your account is ready today.', created_at: '2025-06-01T06:00:00.000Z' });
    const rows = await database.db.select().from(inboxMessages).where(eq(inboxMessages.id, 1));
    expect(rows[0]).toMatchObject({ title: 'Welcome', message: 'Your account is ready today.', isRead: false });
    expect(findCommand('send-inbox')).toBe(sendInboxCommand);
  });

  it('refuses missing texts and an unknown player', async () => {
    await expect(sendInboxCommand.run(context(), ['inboxplayer1', '--title', 'Hi'])).rejects.toBeInstanceOf(OpsUsageError);
    await expect(sendInboxCommand.run(context(), ['--title', 'Hi', '--message', 'Text'])).rejects.toThrow(/^Usage: send-inbox/);
    await expect(sendInboxCommand.run(context(), ['nobody123', '--title', 'Hi', '--message', 'Text'])).rejects.toBeInstanceOf(OpsFailure);
  });
});
