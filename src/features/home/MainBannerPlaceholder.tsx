import { Box, Image } from '@mantine/core';
import type { SliderItem } from '../../../machines/homeContent';

/**
 * The first main banner as a plain image, same size and place as the slideshow, shown while the
 * slideshow's code loads: the largest picture of the first screen does not wait for the carousel.
 */
export function MainBannerPlaceholder({ banners, height = 160 }: { banners: SliderItem[]; height?: number }) {
  const [first] = banners;
  if (!first) return null;
  return (
    <Box component="section" data-testid="main-banners-placeholder" pb={8}>
      <Image src={first.thumbnail} alt={first.name} h={height} fit="cover" radius="md" loading="eager" fetchPriority="high" />
    </Box>
  );
}
