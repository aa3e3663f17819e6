import { Box } from '@mantine/core';
import { useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import type { SliderItem } from '../../../machines/homeContent';

/**
 * The first main banner as a plain image, same size and place as the slideshow, shown while the
 * slideshow's code loads: the largest picture of the first screen does not wait for the carousel.
 */
export function MainBannerPlaceholder({ banners, height = 160 }: { banners: SliderItem[]; height?: number }) {
  const [first] = banners;
  const language = useLanguage();
  if (!first) return null;
  return (
    <Box component="section" data-testid="main-banners-placeholder" pb={8}>
      <PictureWithWords picture={pictureIn(language, first.thumbnail, first.artBn)} alt={captionIn(language, first.name, first.nameBn)} height={height} layout="banner" radius="md" loading="eager" fetchPriority="high" />
    </Box>
  );
}
