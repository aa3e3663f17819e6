import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { HomeContent } from '../../app/homeContent';
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

/** The mobile home (spec 1 §2.4): banners, marquee, favourites, featured games, categories, footer. */
export function HomeMobile() {
  const sliders = HomeContent.useSelector((snapshot) => snapshot.context.sliders);
  return (
    <Stack gap="md">
      <Title order={1} size="h4">
        {t('home.title')}
      </Title>
      <Suspense fallback={<MainBannerPlaceholder banners={slidersOfType(sliders, 'Main')} />}>
        <MainBannerCarousel banners={slidersOfType(sliders, 'Main')} />
      </Suspense>
      <AnnouncementMarquee text={t('home.announcement')} speed={30} />
      <FavouritesSlider items={slidersOfType(sliders, 'Favourite')} title={t('home.favourites')} />
      <FeaturedGamesSlider items={slidersOfType(sliders, 'Features')} />
      <CategoryBar />
      <Suspense fallback={null}>
        <SiteFooter variant="mobile" />
      </Suspense>
    </Stack>
  );
}
