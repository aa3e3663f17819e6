import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Image.css';
import { Carousel } from '@mantine/carousel';
import { Box, Progress } from '@mantine/core';
import { usePrefersReducedMotion } from '../../ui/reducedMotion';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useBannerRotation } from '../../edge/homeContent';
import { t, useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import { bannerProgress, type SliderItem } from '../../../machines/homeContent';

type BannerRotation = ReturnType<typeof useBannerRotation>;

/** The progress bar alone re-renders on the 30 ms tick; the carousel only when the banner changes. */
function BannerProgress({ rotation }: { rotation: BannerRotation }) {
  const value = useSelector(rotation, (snapshot) => bannerProgress(snapshot.context));
  return <Progress value={value} size="xs" mt={4} color="taka" aria-label={t('home.bannerProgress')} transitionDuration={0} />;
}

/**
 * The main banner slideshow (spec 1 §2.4): the rotation machine says which banner shows; a swipe
 * tells it so. Only the first image loads eagerly.
 */
export default function MainBannerCarousel({ banners, height = 160 }: { banners: SliderItem[]; height?: number }) {
  const rotation = useBannerRotation();
  const language = useLanguage();
  // Reduced motion (the device's setting): the banners still change every 3 s, without the bar that
  // moves every 30 ms or the slide between them (docs/decisions.md).
  const reducedMotion = usePrefersReducedMotion();
  const bannerNumber = useSelector(rotation, (snapshot) => snapshot.context.index);
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const shown = banners.length === 0 ? 0 : bannerNumber % banners.length;

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== shown) embla.scrollTo(shown, reducedMotion);
  }, [embla, shown, reducedMotion]);

  if (banners.length === 0) return null;
  return (
    <Box component="section" aria-label={t('home.banners')} data-testid="main-banners" data-banner-index={shown}>
      <Carousel
        getEmblaApi={setEmbla}
        emblaOptions={{ loop: true }}
        withIndicators
        withControls={false}
        height={height}
        onSlideChange={(index) => {
          if (index !== shown) rotation.send({ type: 'banner.chosen', index });
        }}
      >
        {banners.map((banner, index) => (
          <Carousel.Slide key={banner.id} aria-hidden={index !== shown || undefined} data-active={index === shown || undefined}>
            <PictureWithWords
              picture={pictureIn(language, banner.thumbnail, banner.artBn)}
              alt={captionIn(language, banner.name, banner.nameBn)}
              height={height}
              layout="banner"
              radius="md"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </Carousel.Slide>
        ))}
      </Carousel>
      {reducedMotion ? null : <BannerProgress rotation={rotation} />}
    </Box>
  );
}
