import type { Clock } from '../../clock.ts';
import type { SeedTx } from './types.ts';
import { siteSettings, sliders, type SliderType } from '../schema.ts';

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

/** Site content: logo, general settings, social links, sliders. Runs inside the seed transaction. */
export async function seedContent(tx: SeedTx, _clock: Clock): Promise<void> {
  await tx
    .insert(siteSettings)
    .values(Object.entries(demoSiteSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await tx.insert(sliders).values(demoSliders());
}
