import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Image.css';
import { Carousel } from '@mantine/carousel';
import { Box, Progress } from '@mantine/core';
import { usePrefersReducedMotion } from '../../ui/reducedMotion';
import { useSelector } from '@xstate/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useBannerRotation } from '../../edge/homeContent';
import { t, useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import { BANNER_ROTATION_MS, type SliderItem } from '../../../machines/homeContent';
import classes from './bannerProgress.module.css';

type BannerRotation = ReturnType<typeof useBannerRotation>;

const running = () => true;
const drawnByTheServer = () => false;
const noSubscription = () => () => undefined;

/**
 * The bar that fills while a banner shows (spec 1 §9: 3 s). The rotation machine counts its 30 ms ticks; the bar
 * is a CSS animation of the same length, a new one for each banner, so the ticks render nothing (they cost a
 * phone a quarter of a core, docs/bench.md). Decorative: a 3 s countdown is nothing to read out.
 */
function BannerProgress({ rotation }: { rotation: BannerRotation }) {
  const bannerNumber = useSelector(rotation, (snapshot) => snapshot.context.index);
  // Paused in the server's HTML until the script has taken it over (the clock starts then).
  const clockRunning = useSyncExternalStore(noSubscription, running, drawnByTheServer);
  return (
    <Progress.Root size="xs" mt={4} aria-hidden data-testid="banner-progress">
      <Progress.Section
        key={bannerNumber}
        value={100}
        color="taka"
        className={classes.fill}
        style={{ animationDuration: `${BANNER_ROTATION_MS}ms` }}
        data-running={clockRunning || undefined}
        data-banner={bannerNumber}
      />
    </Progress.Root>
  );
}

/**
 * The main banner slideshow (spec 1 §2.4): the rotation machine says which banner shows; a swipe
 * tells it so. Only the first image loads eagerly.
 */
export default function MainBannerCarousel({ banners, height = 160 }: { banners: SliderItem[]; height?: number }) {
  const rotation = useBannerRotation();
  const language = useLanguage();
  // Reduced motion (the device's setting): the banners still change every 3 s, without the bar that
  // fills or the slide between them (docs/decisions.md).
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
