import { eq } from 'drizzle-orm';
import { fixedClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { inboxMessages, playerBreaks, players } from '../../db/schema.ts';
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

  it('sends to every player with --all except those on a time-out or self-exclusion; a message to one of them still goes', async () => {
    for (const name of ['allplayer1', 'allplayer2', 'allplayer3', 'allplayer4']) await createPlayerCommand.run(context(), [name, 'pass12345']);
    const idOf = async (username: string) => (await database.db.select({ id: players.id }).from(players).where(eq(players.username, username)))[0]?.id ?? 0;
    const now = clock.now();
    const later = new Date(now.getTime() + 60_000);
    // On a time-out, self-excluded (after its end, not returned), a time-out that has ended.
    await database.db.insert(playerBreaks).values([
      { playerId: await idOf('allplayer2'), kind: 'time_out', period: '24h', startedAt: now, endsAt: later },
      { playerId: await idOf('allplayer3'), kind: 'self_exclusion', period: '6m', startedAt: new Date('2024-01-01T00:00:00Z'), endsAt: new Date('2024-07-01T00:00:00Z') },
      { playerId: await idOf('allplayer4'), kind: 'time_out', period: '24h', startedAt: new Date('2025-05-01T00:00:00Z'), endsAt: now },
    ]);
    const result = await sendInboxCommand.run(context(), ['--all', '--title', 'New offer', '--message', 'A new promotion is running.']);
    expect(result.text).toBe('Sent the message to 2 players (players on a time-out or self-exclusion skipped)');
    const recipients = await database.db.select({ playerId: inboxMessages.playerId, marketing: inboxMessages.marketing }).from(inboxMessages).orderBy(inboxMessages.playerId);
    expect(recipients).toEqual([
      { playerId: await idOf('allplayer1'), marketing: true },
      { playerId: await idOf('allplayer4'), marketing: true },
    ]);
    await sendInboxCommand.run(context(), ['allplayer3', '--title', 'Your withdrawal', '--message', 'Your withdrawal was paid.']);
    expect(await database.db.select({ marketing: inboxMessages.marketing }).from(inboxMessages).where(eq(inboxMessages.playerId, await idOf('allplayer3')))).toEqual([{ marketing: false }]);
    await expect(sendInboxCommand.run(context(), ['allplayer1', '--all', '--title', 'Hi', '--message', 'Text'])).rejects.toBeInstanceOf(OpsUsageError);
  });
});
