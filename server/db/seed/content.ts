import type { Clock } from '../../clock.ts';
import type { SeedTx } from './types.ts';
import { siteSettings, sliders, type SliderType } from '../schema.ts';
import { versionedPath } from '../../artwork/index.ts';

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

type SliderSeed = { name: string; nameBn: string; slug: string; link: string };

/**
 * The home page's pictures (artwork drawn by server/artwork/content.ts under the same slugs). A slider's
 * caption (and alt text) is `name` in English and `nameBn` in Bangla (issue 22); the Bangla site shows the
 * picture's Bangla words over its word-free drawing (server/artwork/content.ts, `banglaArtwork`).
 */
const sliderSeeds: Record<SliderType, SliderSeed[]> = {
  Main: [
    { name: 'Welcome bonus 100% up to ৳10,000', nameBn: 'স্বাগতম বোনাস: ১০০%, সর্বোচ্চ ৳১০,০০০', slug: 'welcome-bonus', link: '/' },
    { name: 'Cricket exchange: back and lay live', nameBn: 'ক্রিকেট এক্সচেঞ্জ: লাইভ ব্যাক ও লে', slug: 'cricket-exchange', link: '/' },
    { name: 'Weekly cashback 5% on live casino', nameBn: 'লাইভ ক্যাসিনোতে সাপ্তাহিক ৫% ক্যাশব্যাক', slug: 'weekly-cashback', link: '/' },
  ],
  Favourite: [
    { name: 'Cricket live exchange', nameBn: 'ক্রিকেট লাইভ এক্সচেঞ্জ', slug: 'cricket-live', link: '/' },
    { name: 'Football in-play odds', nameBn: 'ফুটবল: খেলা চলাকালীন অডস', slug: 'football-in-play', link: '/' },
    { name: 'Tennis back and lay', nameBn: 'টেনিস: ব্যাক ও লে', slug: 'tennis-back-lay', link: '/' },
  ],
  Features: [
    { name: 'Top slots', nameBn: 'সেরা স্লট', slug: 'top-slots', link: '/' },
    { name: 'Live casino tables', nameBn: 'লাইভ ক্যাসিনো টেবিল', slug: 'live-casino', link: '/' },
    { name: 'Crash games', nameBn: 'ক্র্যাশ গেম', slug: 'crash-games', link: '/' },
  ],
};

export function demoSliders(): (typeof sliders.$inferInsert)[] {
  return Object.entries(sliderSeeds).flatMap(([type, seeds]) =>
    seeds.map((seed, index) => ({
      name: seed.name,
      nameBn: seed.nameBn,
      link: seed.link,
      thubmnail: versionedPath(`/storage/sliders/${seed.slug}.svg`),
      sliderType: type as SliderType,
      status: 'active' as const,
      sortOrder: index + 1,
    })),
  );
}

/** Site content: logo, general settings, social links, sliders. Runs inside the seed transaction. */
export async function seedContent(tx: SeedTx, _clock: Clock): Promise<void> {
  await tx
    .insert(siteSettings)
    .values(Object.entries(demoSiteSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await tx.insert(sliders).values(demoSliders());
}
