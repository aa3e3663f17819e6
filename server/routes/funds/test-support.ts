// Helpers for the funds tests (not a test file itself).
import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../../app.ts';
import { fixedClock, type TestClock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { IN_MEMORY } from '../../db/client.ts';
import { paymentChannels, paymentMethods, players, promotions } from '../../db/schema.ts';
import { seedPaymentMethods, seedPromotions } from '../../db/seed/promotions.ts';
import { silentLogger } from '../../logger.ts';
import { testConfig } from '../../testing/config.ts';
import { createTestPlayer, type TestPlayer } from '../../testing/app.ts';

export const FUNDS_NOW = '2025-05-05T12:00:00.000Z';

/** A real 1×1 PNG and a minimal baseline JPEG. */
export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const JPEG_TINY = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export type FundsWorld = { app: Hono; clock: TestClock; database: Database };

/** An app on `database` with payment methods and promotions seeded; receipts in memory. */
export async function fundsWorld(database: Database, clock: TestClock = fixedClock(FUNDS_NOW)): Promise<FundsWorld> {
  await database.db.transaction(async (tx) => {
    await seedPromotions(tx, clock);
    await seedPaymentMethods(tx);
  });
  const app = createApp({ database, clock, config: testConfig({ dataDir: IN_MEMORY }), log: silentLogger });
  return { app, clock, database };
}

/** A player with a session; `ready` = phone verified and birthday set (may deposit and withdraw). */
export async function fundsPlayer(world: FundsWorld, options: { balance?: string; ready?: boolean; username?: string } = {}): Promise<TestPlayer> {
  const player = await createTestPlayer(world.database, { balance: options.balance ?? '0', clock: world.clock, username: options.username });
  if (options.ready ?? true) await world.database.db.update(players).set({ sessionId: 1, dofb: '1990-01-01' }).where(eq(players.id, player.id));
  return player;
}

/** The channel id of a method's Agent or Personal channel. */
export async function channelId(world: FundsWorld, method = 'bKash', accountType: 'Agent' | 'Personal' = 'Agent'): Promise<number> {
  const [row] = await world.database.db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentChannels.paymentMethodId))
    .where(and(eq(paymentMethods.name, method), eq(paymentChannels.accountType, accountType)));
  if (!row) throw new Error(`no channel ${method} ${accountType}`);
  return row.id;
}

export async function methodId(world: FundsWorld, name = 'bKash'): Promise<number> {
  const [row] = await world.database.db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.name, name));
  if (!row) throw new Error(`no method ${name}`);
  return row.id;
}

export async function promotionId(world: FundsWorld, name: string): Promise<number> {
  const [row] = await world.database.db.select({ id: promotions.id }).from(promotions).where(eq(promotions.name, name));
  if (!row) throw new Error(`no promotion ${name}`);
  return row.id;
}

export type DepositFields = Partial<Record<'remote_id' | 'account_number' | 'transaction_id' | 'amount' | 'payment_id' | 'promotion_id', string>>;

/** A multipart submit-deposit request; `receipt` null leaves the file out. */
export function depositRequest(
  player: TestPlayer,
  fields: DepositFields,
  receipt: { bytes: Uint8Array; name?: string; type?: string } | null = { bytes: PNG_1X1 },
  headers: Record<string, string> = {},
): RequestInit {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (receipt) form.append('receipt', new File([receipt.bytes.slice()], receipt.name ?? 'receipt.png', { type: receipt.type ?? 'image/png' }));
  return { method: 'POST', body: form, headers: { ...player.auth, ...headers } };
}

export function withdrawRequest(player: TestPlayer, body: Record<string, unknown>, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...player.auth, ...headers } };
}

export async function balanceOf(world: FundsWorld, playerId: number): Promise<string> {
  const [row] = await world.database.db.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
  return row?.balance ?? 'missing';
}

/** The funds messages' English words as the spec and the site know them (a changed wording fails the tests that use these). */
export const fundsWords = {
  verifyPhone: 'Please verify your phone number first.',
  pendingDeposit: 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.',
  pendingWithdraw: 'You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.',
  depositAmountRequired: 'Please fill in your amount.',
  paymentMethodInvalid: 'Please select a valid payment method.',
  depositChannelRequired: 'Please select a Deposit channel.',
  accountNumber11: 'Please provide a valid 11-digit account number.',
  trxIdRequired: 'Please provide your TRX ID. It should be valid.',
  withdrawAmountRequired: 'Amount is required.',
  withdrawAccountRequired: 'Account number is required.',
  withdrawMethodRequired: 'Please select your payment method.',
  turnover: 'Please complete your turnover and try again.',
  birthday: 'Please set your Date of Birth in your profile before making a withdrawal.',
  amountInvalid: 'Please enter a valid amount (up to 2 decimals).',
  trxIdTaken: 'This TRX ID has already been submitted. Please check it and try again.',
  promotionInvalid: 'The selected promotion is not available.',
  insufficient: 'Insufficient balance.',
  depositSuccess: 'Submission successful!',
  withdrawSuccess: 'Withdrawal successful!',
} as const;
