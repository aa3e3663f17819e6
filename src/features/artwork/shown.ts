import type { BanglaArt } from '../../../machines/homeContent';
import type { Language } from '../../i18n';

/** The words laid over a word-free drawing ('' for a part the picture has not). */
export type ArtWords = Omit<BanglaArt, 'thumbnail'>;

/** What a picture shows: its address and, on the Bangla site, the words drawn over it as page text. */
export type ShownPicture = { src: string; words: ArtWords | null };

/** A caption in the player's language: the Bangla one on the Bangla site when there is one, else the English. */
export function captionIn(language: Language, english: string, bangla: string | undefined): string {
  return language === 'bn' && bangla ? bangla : english;
}

/**
 * A picture in the player's language (issue 22): on the Bangla site, our word-free drawing with its Bangla
 * words (an `<img>` SVG cannot use the site's Bangla web font); otherwise the picture as it is.
 */
export function pictureIn(language: Language, thumbnail: string, art: BanglaArt | null | undefined): ShownPicture {
  if (language !== 'bn' || !art) return { src: thumbnail, words: null };
  const { thumbnail: src, ...words } = art;
  return { src, words };
}
