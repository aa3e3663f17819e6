import { randomBytes, randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { hashPassword } from '../../security/password.ts';
import { players } from '../schema.ts';
import type { SeedTx } from './types.ts';

function newReferralCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

export type PreparedPlayers = { username: string; passwordHash: string };

/** Slow work (password hashing) done before the seed transaction, so it holds no locks meanwhile. */
export async function preparePlayers(config: Pick<Config, 'demoUsername' | 'demoPassword'>): Promise<PreparedPlayers> {
  return { username: config.demoUsername.toLowerCase(), passwordHash: await hashPassword(config.demoPassword) };
}

/** The demo player(s). Runs inside the seed transaction. */
export async function seedPlayers(tx: SeedTx, prepared: PreparedPlayers, clock: Clock): Promise<void> {
  await tx.insert(players).values({
    remoteId: randomUUID(),
    username: prepared.username,
    email: 'demo@takaplay.example',
    phone: '+8801700000001',
    name: 'Demo Player',
    passwordHash: prepared.passwordHash,
    currency: 'BDT',
    balance: '0',
    referralCode: newReferralCode(),
    createdAt: clock.now(),
  });
}
