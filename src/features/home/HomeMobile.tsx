import { Stack, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { HomeContent } from '../../edge/homeContent';
import { t } from '../../i18n';
import { slidersOfType } from '../../../machines/homeContent';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { CategoryBar } from './CategoryBar';
import { FavouritesSlider } from './FavouritesSlider';
import { FeaturedGamesSlider } from './FeaturedGamesSlider';
import { MainBannerPlaceholder } from './MainBannerPlaceholder';

// Below the fold: loads after the banners.
const SiteFooter = lazy(() => import('../footer/SiteFooter'));
const MainBannerCarousel = lazy(() => import('./MainBannerCarousel'));

/** How long the sections under the banners wait for them at most (a slow sliders call). */
export const BANNER_WAIT_MS = 1_500;

/**
 * True once the banners have come (or failed), or after BANNER_WAIT_MS. The banners, favourites and
 * featured games sit above the marquee, the category bar and the footer: shown before them, those
 * were pushed down the screen when they came (a layout shift on every visit, issue 6).
 */
function useBannersPlaced(): boolean {
  const settled = HomeContent.useSelector((snapshot) => snapshot.matches({ banners: 'settled' }));
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => setWaitedLongEnough(true), BANNER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || waitedLongEnough;
}

/** The mobile home (spec 1 §2.4): banners, marquee, favourites, featured games, categories, footer. */
export function HomeMobile() {
  const sliders = HomeContent.useSelector((snapshot) => snapshot.context.sliders);
  const bannersPlaced = useBannersPlaced();
  return (
    <Stack gap="md">
      <Title order={1} size="h4">
        {t('home.title')}
      </Title>
      <Suspense fallback={<MainBannerPlaceholder banners={slidersOfType(sliders, 'Main')} />}>
        <MainBannerCarousel banners={slidersOfType(sliders, 'Main')} />
      </Suspense>
      {bannersPlaced ? (
        <>
          <AnnouncementMarquee text={t('home.announcement')} speed={30} />
          <FavouritesSlider items={slidersOfType(sliders, 'Favourite')} title={t('home.favourites')} />
          <FeaturedGamesSlider items={slidersOfType(sliders, 'Features')} />
          <CategoryBar />
          <Suspense fallback={null}>
            <SiteFooter variant="mobile" />
          </Suspense>
        </>
      ) : null}
    </Stack>
  );
}
