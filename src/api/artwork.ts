import { z } from 'zod/mini';
import type { BanglaArt } from '../../machines/homeContent';

/** A picture's Bangla version (issue 22, `art_bn`): the word-free drawing and its words; a malformed one is none. */
export const banglaArtField = z.catch(
  z.optional(z.nullable(z.object({ thumbnail: z.string(), kicker: z.string(), headline: z.string(), offer: z.string(), cta: z.string() }))),
  null,
);

/** The picture's Bangla version, or null when the server sends none. */
export const banglaArtOf = (art: BanglaArt | null | undefined): BanglaArt | null => (art ? { thumbnail: art.thumbnail, kicker: art.kicker, headline: art.headline, offer: art.offer, cta: art.cta } : null);
