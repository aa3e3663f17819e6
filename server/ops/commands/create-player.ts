import { randomBytes, randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { players } from '../../db/schema.ts';
import { OpsUsageError, parseArgs, type OpsCommand } from '../types.ts';

const USAGE = 'create-player <username> <password> [--phone <digits>] [--email <address>] [--name <text>]';

/** Creates an active player with the sign-up rules for username, password, phone and e-mail. */
export const createPlayerCommand: OpsCommand = {
  name: 'create-player',
  usage: USAGE,
  summary: 'Create a player (nothing verified, balance 0).',
  async run({ database, clock, passwords }, args) {
    const { positional, options } = parseArgs(args, ['phone', 'email', 'name']);
    const [rawUsername, password, ...extra] = positional;
    if (!rawUsername || !password || extra.length > 0) throw new OpsUsageError(`Usage: ${USAGE}`);
    if (!/^[A-Za-z0-9]{8,16}$/.test(rawUsername)) throw new OpsUsageError('Username must be between 8 and 16 characters, letters and numbers only');
    if (!/^[A-Za-z0-9]{8,128}$/.test(password)) throw new OpsUsageError('Password must be at least 8 characters, letters and numbers only');
    const phone = options.phone?.replace(/\D/g, '');
    if (options.phone !== undefined && !/^\+?\d{10,15}$/.test(options.phone.replace(/[\s-]/g, ''))) throw new OpsUsageError('Invalid phone number (10-15 digits)');
    const email = options.email?.trim().toLowerCase();
    if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new OpsUsageError('Invalid email address');
    const username = rawUsername.toLowerCase();

    const db = database.db;
    const clashes = await db
      .select({ username: players.username, email: players.email, phone: players.phone })
      .from(players)
      .where(or(eq(players.username, username), email ? eq(players.email, email) : undefined, phone ? eq(players.phone, phone) : undefined));
    for (const clash of clashes) {
      if (clash.username === username) throw new OpsUsageError('The username has already been taken.');
      if (email && clash.email === email) throw new OpsUsageError('The email has already been taken.');
      if (phone && clash.phone === phone) throw new OpsUsageError('The phone has already been taken.');
    }
    const passwordHash = await passwords.hash(password);
    const [created] = await db
      .insert(players)
      .values({
        remoteId: randomUUID(),
        username,
        email: email ?? null,
        phone: phone ?? null,
        name: options.name ?? null,
        passwordHash,
        referralCode: randomBytes(5).toString('hex').toUpperCase(),
        createdAt: clock.now(),
      })
      .returning({ id: players.id, remoteId: players.remoteId, username: players.username, referralCode: players.referralCode });
    if (!created) throw new Error('player insert returned nothing');
    return {
      text: `Created player ${created.username} (id ${created.id}, remote_id ${created.remoteId}, referral code ${created.referralCode})`,
      json: { id: created.id, remote_id: created.remoteId, username: created.username, referral_code: created.referralCode },
    };
  },
};
