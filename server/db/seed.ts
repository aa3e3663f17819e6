import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { hashPassword } from '../security/password.ts';
import type { Database } from './client.ts';
import { players, siteSettings, sliders, type SliderType } from './schema.ts';

export const demoSiteSettings: Record<string, Record<string, string>> = {
  logo: {
    logo: '/storage/logo/logo.svg',
    mobile_logo: '/storage/logo/mobile-logo.svg',
    loader_logo: '/storage/logo/loader-logo.svg',
    favicon: '/storage/logo/favicon.svg',
  },
  general: {
    site_title: 'TakaPlay',
    support_mail: 'support@takaplay.example',
    whatsapp: '+8801700000000',
    live_chat: 'https://takaplay.example/live-chat',
    intercom: '',
    tawk_id: '',
  },
  sociallink: {
    whatsapp: 'https://wa.me/8801700000000',
    facebook: 'https://facebook.com/takaplay',
    telegram: 'https://t.me/takaplay',
  },
};

const slidersPerType: Record<SliderType, number> = { Main: 3, Favourite: 3, Features: 3 };

export function demoSliders(): (typeof sliders.$inferInsert)[] {
  return Object.entries(slidersPerType).flatMap(([type, count]) =>
    Array.from({ length: count }, (_, index) => {
      const slug = type.toLowerCase();
      return {
        name: `${type} ${index + 1}`,
        link: '/',
        thubmnail: `/storage/sliders/${slug}-${index + 1}.svg`,
        sliderType: type as SliderType,
        status: 'active',
        sortOrder: index + 1,
      };
    }),
  );
}

function newReferralCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}

/** Inserts the demo player and demo site content once; returns true if it seeded now. */
export async function seedDatabase(
  database: Database,
  config: Pick<Config, 'demoUsername' | 'demoPassword'>,
  clock: Clock,
): Promise<boolean> {
  const username = config.demoUsername.toLowerCase();
  const demoExists = async (db: Pick<Database['db'], 'select'>) =>
    (await db.select({ id: players.id }).from(players).where(eq(players.username, username))).length > 0;
  if (await demoExists(database.db)) return false;
  // Hash outside the transaction: scrypt is slow on purpose and must not hold locks.
  const passwordHash = await hashPassword(config.demoPassword);
  return database.db.transaction(async (tx) => {
    if (await demoExists(tx)) return false;
    const inserted = await tx
      .insert(players)
      .values({
        remoteId: randomUUID(),
        username,
        email: 'demo@takaplay.example',
        phone: '+8801700000001',
        name: 'Demo Player',
        passwordHash,
        currency: 'BDT',
        balance: '0',
        referralCode: newReferralCode(),
        createdAt: clock.now(),
      })
      // A concurrent first start may have inserted it meanwhile: then we did not seed.
      .onConflictDoNothing({ target: players.username })
      .returning({ id: players.id });
    if (inserted.length === 0) return false;
    await tx
      .insert(siteSettings)
      .values(Object.entries(demoSiteSettings).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing();
    await tx.insert(sliders).values(demoSliders());
    return true;
  });
}
