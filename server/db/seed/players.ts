import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { defaultPasswordHasher, type PasswordHasher } from '../../security/password.ts';
import { players } from '../schema.ts';
import type { SeedTx } from './types.ts';

function newReferralCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

/** The second demo player: nothing verified, no birthday (for trying the verification flows). */
export const SECOND_DEMO = { username: 'demoplayer2', password: 'demo12345' } as const;

/** The second demo login, unless the configured demo player already uses its name. */
export function secondDemoLogin(config: Pick<Config, 'demoUsername'>): { username: string; password: string } | undefined {
  return config.demoUsername.toLowerCase() === SECOND_DEMO.username ? undefined : SECOND_DEMO;
}

/**
 * The demo player's referral (issue 22 §6): a player registered with the demo player's referral code,
 * so /referral-program shows one downline. It has no login (its password hash never verifies), no
 * money and no history; the second demo player stays empty.
 */
export const DEMO_FRIEND = 'demofriend1';
/** Not a scrypt hash: verifyPassword() is false for every password, so nobody can log in as the friend. */
const NO_LOGIN_HASH = '!no-login';

export type PreparedPlayers = { username: string; passwordHash: string; second?: { username: string; passwordHash: string } };

/** Slow work (password hashing) done before the seed transaction, so it holds no locks meanwhile. */
export async function preparePlayers(
  config: Pick<Config, 'demoUsername' | 'demoPassword'>,
  passwords: PasswordHasher = defaultPasswordHasher,
): Promise<PreparedPlayers> {
  const second = secondDemoLogin(config);
  const [passwordHash, secondHash] = await Promise.all([
    passwords.hash(config.demoPassword),
    second ? passwords.hash(second.password) : Promise.resolve(undefined),
  ]);
  return {
    username: config.demoUsername.toLowerCase(),
    passwordHash,
    second: second && secondHash ? { username: second.username, passwordHash: secondHash } : undefined,
  };
}

/**
 * The demo players. Runs inside the seed transaction. The first has a verified phone
 * (session_id 1), a verified e-mail, a birthday and 150 VIP coins; the second has nothing verified.
 * Both start with a balance of 0 (money comes through deposits). Then the demo player's friend.
 */
export async function seedPlayers(tx: SeedTx, prepared: PreparedPlayers, clock: Clock): Promise<void> {
  const now = clock.now();
  const [demo] = await tx.insert(players).values({
    remoteId: randomUUID(),
    username: prepared.username,
    email: 'demo@takaplay.example',
    phone: '01700000001',
    name: 'Demo Player',
    passwordHash: prepared.passwordHash,
    currency: 'BDT',
    balance: '0',
    vipCoin: '150',
    sessionId: 1,
    dofb: '1990-01-15',
    emailVerifiedAt: now,
    referralCode: newReferralCode(),
    createdAt: now,
  }).returning({ id: players.id });
  if (!demo) throw new Error('demo player insert returned nothing');
  if (prepared.second) {
    await tx.insert(players).values({
      remoteId: randomUUID(),
      username: prepared.second.username,
      email: 'demo2@takaplay.example',
      phone: '01700000002',
      name: 'Second Demo Player',
      passwordHash: prepared.second.passwordHash,
      currency: 'BDT',
      balance: '0',
      referralCode: newReferralCode(),
      createdAt: now,
    });
  }
  if (prepared.username !== DEMO_FRIEND) {
    await tx.insert(players).values({
      remoteId: randomUUID(),
      username: DEMO_FRIEND,
      name: 'Demo Friend',
      passwordHash: NO_LOGIN_HASH,
      currency: 'BDT',
      balance: '0',
      referralCode: newReferralCode(),
      referredBy: demo.id,
      createdAt: now,
    });
  }
}
