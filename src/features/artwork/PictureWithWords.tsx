import '@mantine/core/styles/Image.css';
import { Box, Image, type MantineRadius } from '@mantine/core';
import type { ShownPicture } from './shown';
import classes from './artwork.module.css';

/**
 * Where the words sit, matching the drawing (server/artwork/content.ts): `banner` a main banner (words
 * left, picture right), `wide` a favourite tile, `tile` a featured tile (words under the picture),
 * `promotion` a promotion's picture (a big offer over its label).
 */
export type WordsLayout = 'banner' | 'wide' | 'tile' | 'promotion';

type Props = {
  picture: ShownPicture;
  alt: string;
  /** The picture's fixed height; or none, and `className` gives its size (an aspect ratio, say). */
  height?: number;
  className?: string;
  layout: WordsLayout;
  radius?: MantineRadius;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low' | 'auto';
  fallbackSrc?: string;
};

/**
 * A picture of fixed height (no layout shift) with its words over it as page text in the site's fonts
 * when it has them (the Bangla site, issue 22). The words restate the picture's alt text or the caption
 * beside it, so screen readers skip them.
 */
export function PictureWithWords({ picture, alt, height, className, layout, radius, loading = 'lazy', fetchPriority, fallbackSrc, ...rest }: Props & { 'data-testid'?: string }) {
  const { words } = picture;
  const image = (
    <Image
      src={picture.src}
      alt={alt}
      h={words ? (height ?? '100%') : height}
      className={words ? undefined : className}
      fit="cover"
      radius={radius}
      loading={loading}
      fetchPriority={fetchPriority}
      fallbackSrc={fallbackSrc}
      {...(words ? {} : rest)}
    />
  );
  if (!words) return image;
  return (
    <Box className={className ? `${classes.frame} ${className}` : classes.frame} h={height} data-layout={layout} style={{ borderRadius: radius ? `var(--mantine-radius-${radius})` : undefined }} {...rest}>
      {image}
      {/* The words are drawn as generated content (each span's data-text, see artwork.module.css), not text
          nodes: they restate the picture's alt text or the link's caption, and as text they would become
          part of a button's visible label that its accessible name (the caption) does not contain. */}
      <div className={classes.words} aria-hidden="true" data-testid="picture-words">
        {words.kicker ? <span className={classes.kicker} data-text={words.kicker} /> : null}
        {/* A promotion's picture reads offer first (its big figure), then the label. */}
        {words.offer && layout === 'promotion' ? <span className={classes.offer} data-text={words.offer} /> : null}
        {words.headline ? <span className={classes.headline} data-text={words.headline} /> : null}
        {words.offer && layout !== 'promotion' ? <span className={classes.offer} data-text={words.offer} /> : null}
        {words.cta ? <span className={classes.cta} data-text={words.cta} /> : null}
      </div>
    </Box>
  );
}
