import { createHash } from 'node:crypto';
import { brandIconSvg, brandLogoSvg } from './brand.ts';
import { artworkSlugs, banglaWords, brandPatternSvg, ownEntry, paymentBadgeSvg, promotionArtSvg, providerBadgeSvg, sliderSvg, type ArtWords } from './content.ts';
import { gamePosterSvg } from './poster.ts';

export { gamePosterSvg } from './poster.ts';
export { artworkSlugs, type ArtWords } from './content.ts';

export const storageFolders = ['logo', 'sliders', 'promotions', 'payments', 'providers'] as const;
export type StorageFolder = (typeof storageFolders)[number];

/** The logo files of the site settings (their paths stay fixed, so they are revalidated, not versioned). */
const logos: Record<string, () => string> = {
  logo: () => brandLogoSvg('dark'),
  'logo-light': () => brandLogoSvg('light'),
  'mobile-logo': () => brandLogoSvg('dark', true),
  'mobile-logo-light': () => brandLogoSvg('light', true),
  'loader-logo': () => brandIconSvg(128),
  favicon: () => brandIconSvg(64),
};
export const logoSlugs = Object.keys(logos);

/**
 * The SVG served at /storage/{folder}/{slug}.svg. Every name gets a picture: a name we have no artwork for
 * gets a wordless one in the brand's colours. `providerName` is the provider's display name when known.
 * `wordless`: a banner's, tile's or promotion's drawing without its words ({slug}.bn.svg, see banglaArtwork).
 */
export function storageSvg(folder: StorageFolder, slug: string, providerName?: string, wordless = false): string {
  switch (folder) {
    case 'logo':
      return ownEntry(logos, slug)?.() ?? brandIconSvg(64);
    case 'sliders':
      return sliderSvg(slug, wordless) ?? brandPatternSvg(1200, 400, `sliders/${slug}`);
    case 'promotions':
      return promotionArtSvg(slug, wordless) ?? brandPatternSvg(800, 400, `promotions/${slug}`);
    case 'payments':
      return paymentBadgeSvg(slug);
    case 'providers':
      return providerBadgeSvg(providerName ?? slug.toUpperCase());
  }
}

let version: string | undefined;

/**
 * The artwork's version: a hash of what the generators draw for a fixed sample (every named artwork, the
 * logos and a poster of each kind). It changes when a drawing changes, so the seeded `?v=` addresses can be
 * cached for a year and a new drawing is fetched under a new address.
 */
export function artworkVersion(): string {
  if (version) return version;
  const hash = createHash('sha256');
  for (const slug of logoSlugs) hash.update(storageSvg('logo', slug));
  for (const slug of [...artworkSlugs.banners, ...artworkSlugs.favourites, ...artworkSlugs.featured]) hash.update(storageSvg('sliders', slug)).update(storageSvg('sliders', slug, undefined, true));
  for (const slug of artworkSlugs.promotions) hash.update(storageSvg('promotions', slug)).update(storageSvg('promotions', slug, undefined, true));
  hash.update(storageSvg('payments', 'bkash')).update(storageSvg('providers', 'pp', 'Pragmatic Play'));
  for (const [type, name] of [['SLOT', 'Golden Empire'], ['LIVE', 'Speed Roulette'], ['LIVE', 'VIP Baccarat'], ['TABLE', 'Bangla Dice'], ['CASINO', 'Classic Keno'], ['CRASH', 'Aviator X'], ['CRASH', 'Rocket Rush'], ['FISHING', 'Ocean King'], ['ARCADE', 'Plinko Pro'], ['LOTTERY', 'Dhaka Lotto'], ['SPORTS', 'SBO Sports']] as const) {
    hash.update(gamePosterSvg({ code: `V-${type}-${name}`, name, type, platform: 'V', providerName: 'Version' }));
  }
  version = hash.digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  return version;
}

/** A storage path with the artwork's version, e.g. `/storage/sliders/welcome-bonus.svg?v=Ab12Cd34Ef`. */
export function versionedPath(path: string): string {
  return `${path}?v=${artworkVersion()}`;
}

/** A picture for the Bangla site: the word-free drawing's address and the words the site lays over it. */
export type BanglaArtwork = ArtWords & { thumbnail: string };

/**
 * The Bangla version of one of our pictures (issue 22): for `/storage/sliders|promotions/{slug}.svg` (any
 * query) with Bangla words, the word-free drawing `/storage/{folder}/{slug}.bn.svg?v=…` and its words;
 * null for any other address (an uploaded picture keeps its own words, or none).
 */
export function banglaArtwork(path: string): BanglaArtwork | null {
  const match = /^\/storage\/(sliders|promotions)\/([a-z0-9_-]{1,64})\.svg(?:\?.*)?$/.exec(path);
  if (!match) return null;
  const folder = match[1] as 'sliders' | 'promotions';
  const slug = match[2] ?? '';
  const words = banglaWords(folder, slug);
  return words ? { thumbnail: versionedPath(`/storage/${folder}/${slug}.bn.svg`), ...words } : null;
}
