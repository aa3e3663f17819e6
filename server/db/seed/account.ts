import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import { chatMessages, chats, inboxMessages, players, supportAgents } from '../schema.ts';
import type { SeedTx } from './types.ts';

/** Spec 2 §9: the chat support user has id 7. */
export const SUPPORT_USER_ID = 7;
export const SUPPORT_USERNAME = 'support';

/** The support identity behind chat user id 7 (idempotent: routes call it too). */
export async function ensureSupportAgent(tx: Pick<SeedTx, 'insert'>): Promise<void> {
  await tx.insert(supportAgents).values({ id: SUPPORT_USER_ID, username: SUPPORT_USERNAME }).onConflictDoNothing();
}

/** `marketing`: offers and news for everyone, hidden during a break (issue 24); the rest is about the account or its safety. */
const inboxSeeds: { title: string; message: string; marketing?: boolean }[] = [
  { title: 'Welcome to TakaPlay!', message: 'Thank you for joining TakaPlay. Verify your phone number in your profile to unlock deposits and withdrawals.' },
  { title: 'Your welcome bonus is waiting', message: 'Make your first deposit and choose the Welcome Offer to receive up to ৳7,777 in sports bonus.', marketing: true },
  { title: 'Verify your phone number', message: 'Deposits and withdrawals need a verified phone number. Open Profile and press Verify next to your phone.' },
  { title: 'Set your birthday', message: 'Add your date of birth in your profile before your first withdrawal. It cannot be changed later.' },
  { title: 'New slots from JILI', message: 'Ten new JILI slots are live this week. Find them under Slot → JILI.', marketing: true },
  { title: 'Cricket season is here', message: 'Back and lay on every match of the season on the exchange, with live fancy and bookmaker markets.', marketing: true },
  { title: 'VIP points explained', message: 'You earn VIP points as you play. Convert them to real money on the VIP page: 1 VP = ৳1, minimum 10 VP.' },
  { title: 'Refer a friend', message: 'Share your referral link from the Referral page and earn cash rewards on your friends’ turnover.', marketing: true },
  { title: 'Scheduled maintenance', message: 'SA Gaming tables are under maintenance. Other live casino providers are available as usual.' },
  { title: 'Weekly cashback paid', message: 'Live casino cashback for last week has been credited to eligible players.', marketing: true },
  { title: 'Security tip', message: 'TakaPlay staff will never ask for your password or OTP. Contact support only through the chat in the app.' },
  { title: 'Deposit channels updated', message: 'bKash, Nagad, Rocket, Upay, bank transfer and USDT are available for deposits. Pick the channel shown on the deposit page.' },
];

/** Inbox messages and a support chat for the demo player. Runs inside the seed transaction, after seedPlayers. */
export async function seedDemoPlayerAccount(tx: SeedTx, username: string, clock: Clock): Promise<void> {
  const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.username, username));
  if (!player) throw new Error(`demo player ${username} not seeded`);
  const now = clock.now().getTime();
  const hour = 3_600_000;
  // Oldest first, one day apart; the 4 newest are unread.
  await tx.insert(inboxMessages).values(
    inboxSeeds.map((seed, index) => ({
      playerId: player.id,
      title: seed.title,
      message: seed.message,
      marketing: seed.marketing ?? false,
      isRead: index < inboxSeeds.length - 4,
      createdAt: new Date(now - (inboxSeeds.length - index) * 24 * hour),
    })),
  );
  await ensureSupportAgent(tx);
  const [chat] = await tx
    .insert(chats)
    .values({ playerId: player.id, supportId: SUPPORT_USER_ID, createdAt: new Date(now - 2 * hour) })
    .returning({ id: chats.id });
  if (!chat) throw new Error('chat insert returned nothing');
  await tx.insert(chatMessages).values([
    { chatId: chat.id, senderType: 'support', senderId: SUPPORT_USER_ID, content: 'Hello! Welcome to TakaPlay support. How can we help you today?', createdAt: new Date(now - 2 * hour) },
    { chatId: chat.id, senderType: 'player', senderId: player.id, content: 'Hi, how long does a bKash deposit take?', createdAt: new Date(now - 2 * hour + 60_000) },
    { chatId: chat.id, senderType: 'support', senderId: SUPPORT_USER_ID, content: 'Usually within 5 minutes after you submit the transaction id. Keep the payment slip until it is confirmed.', createdAt: new Date(now - 2 * hour + 120_000) },
  ]);
}
