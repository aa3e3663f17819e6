import { z } from 'zod/mini';
import type { GeneralSettings, PaymentMethodLogo, PromotionBanner, SiteLogo, SliderItem, SocialLink } from '../../machines/homeContent';
import { banglaArtField, banglaArtOf } from './artwork';
import type { ApiClient } from './client';

const logoResponse = z.array(
  z.object({
    logo: z.optional(z.nullable(z.string())),
    mobile_logo: z.optional(z.nullable(z.string())),
    loader_logo: z.optional(z.nullable(z.string())),
    favicon: z.optional(z.nullable(z.string())),
  }),
);

/** GET logo (spec 1 §7): the first record, or null when none is set up. */
export async function fetchLogo(client: ApiClient, signal?: AbortSignal): Promise<SiteLogo | null> {
  const [first] = await client.get('logo', logoResponse, undefined, { signal });
  if (!first) return null;
  return { logo: first.logo ?? '', mobileLogo: first.mobile_logo ?? '', loaderLogo: first.loader_logo ?? '', favicon: first.favicon ?? '' };
}

const text = z.optional(z.nullable(z.string()));
const generalResponse = z.object({ site_title: text, support_mail: text, whatsapp: text, live_chat: text, intercom: text, tawk_id: text });

/** GET general (spec 1 §7): the general settings; missing ones are ''. */
export async function fetchGeneral(client: ApiClient, signal?: AbortSignal): Promise<GeneralSettings> {
  const general = await client.get('general', generalResponse, undefined, { signal });
  return {
    siteTitle: general.site_title ?? '',
    supportMail: general.support_mail ?? '',
    whatsapp: general.whatsapp ?? '',
    liveChat: general.live_chat ?? '',
    intercom: general.intercom ?? '',
    tawkId: general.tawk_id ?? '',
  };
}

const sliderResponse = z.array(
  z.object({
    id: z.number(),
    name: z.optional(z.nullable(z.string())),
    name_bn: z.optional(z.nullable(z.string())),
    link: z.optional(z.nullable(z.string())),
    thubmnail: z.string(),
    art_bn: banglaArtField,
    status: z.optional(z.nullable(z.string())),
    slider_type: z.enum(['Main', 'Favourite', 'Features']),
  }),
);

/** GET sliders (spec 1 §7): every active slider item (Main, Favourite, Features). */
export async function fetchSliders(client: ApiClient, signal?: AbortSignal): Promise<SliderItem[]> {
  const sliders = await client.get('sliders', sliderResponse, undefined, { signal });
  return sliders
    .filter((slider) => (slider.status ?? 'active') === 'active')
    .map((slider) => ({
      id: slider.id,
      name: slider.name ?? '',
      nameBn: slider.name_bn || (slider.name ?? ''),
      link: slider.link ?? '',
      thumbnail: slider.thubmnail,
      artBn: banglaArtOf(slider.art_bn),
      sliderType: slider.slider_type,
    }));
}

const socialLinksResponse = z.array(z.object({ name: z.string(), link: z.string() }));

/** GET sociallink?format=list (spec 1 §7): the list form. */
export async function fetchSocialLinks(client: ApiClient, signal?: AbortSignal): Promise<SocialLink[]> {
  const links = await client.get('sociallink', socialLinksResponse, { format: 'list' }, { signal });
  return links.filter((link) => link.link !== '');
}

const paymentMethodsResponse = z.array(z.object({ id: z.number(), name: z.string(), icon: z.optional(z.nullable(z.string())), status: z.optional(z.nullable(z.string())) }));

/** GET payment-methods (spec 1 §3, §7): active methods only, one per name, for the footer logos. */
export async function fetchPaymentMethodLogos(client: ApiClient, signal?: AbortSignal): Promise<PaymentMethodLogo[]> {
  const methods = await client.get('payment-methods', paymentMethodsResponse, undefined, { signal });
  const seen = new Set<string>();
  return methods.flatMap((method) => {
    if ((method.status ?? 'active') !== 'active' || seen.has(method.name) || !method.icon) return [];
    seen.add(method.name);
    return [{ id: method.id, name: method.name, icon: method.icon }];
  });
}

const promotionsResponse = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    name_bn: z.optional(z.nullable(z.string())),
    thumbnail: z.optional(z.nullable(z.string())),
    art_bn: banglaArtField,
    deposit_bouns: z.optional(z.nullable(z.union([z.number(), z.string()]))),
    status: z.optional(z.nullable(z.string())),
  }),
);

/** GET promotion (spec 1 §7): promotions for the desktop announcement banners. */
export async function fetchPromotionBanners(client: ApiClient, signal?: AbortSignal): Promise<PromotionBanner[]> {
  const promotions = await client.get('promotion', promotionsResponse, undefined, { signal });
  return promotions.map((promotion) => ({
    id: promotion.id,
    name: promotion.name,
    nameBn: promotion.name_bn || promotion.name,
    thumbnail: promotion.thumbnail ?? null,
    artBn: banglaArtOf(promotion.art_bn),
    bonusPercent: Math.round(Number(promotion.deposit_bouns ?? 0)) || 0,
  }));
}
