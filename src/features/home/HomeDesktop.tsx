import { Stack, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { HomeContent, useSiteOrigin } from '../../edge/homeContent';
import { t } from '../../i18n';
import { slidersOfType } from '../../../machines/homeContent';
import { AnnouncementBanners, announcementBanners } from './AnnouncementBanners';
import { AnnouncementMarquee } from './AnnouncementMarquee';
import { CategoryBar } from './CategoryBar';
import { ContactSlider } from './ContactSlider';
import { FavouritesSlider } from './FavouritesSlider';
import { FeaturedGamesSlider } from './FeaturedGamesSlider';
import { MainBannerPlaceholder } from './MainBannerPlaceholder';

const SiteFooter = lazy(() => import('../footer/SiteFooter'));
const MainBannerCarousel = lazy(() => import('./MainBannerCarousel'));

/**
 * The desktop home (spec 1 §2.4): the banner slideshow, 7 announcement banners, the backup-address
 * marquee, two favourites carousels, featured games, categories, the contact side-slider and the footer.
 */
export function HomeDesktop() {
  const sliders = HomeContent.useSelector((snapshot) => snapshot.context.sliders);
  const promotions = HomeContent.useSelector((snapshot) => snapshot.context.promotions);
  const general = HomeContent.useSelector((snapshot) => snapshot.context.general);
  const origin = useSiteOrigin();
  const main = slidersOfType(sliders, 'Main');
  const favourites = slidersOfType(sliders, 'Favourite');
  return (
    <Stack gap="lg" maw={1280} mx="auto">
      <Title order={1} size="h3">
        {t('home.title')}
      </Title>
      <Suspense fallback={<MainBannerPlaceholder banners={main} height={320} />}>
        <MainBannerCarousel banners={main} height={320} />
      </Suspense>
      <AnnouncementMarquee text={t('home.backupNotice', { origin })} speed={50} />
      <AnnouncementBanners banners={announcementBanners(main, promotions)} />
      <FavouritesSlider items={favourites} title={t('home.cricket')} testId="favourites-cricket" />
      <FavouritesSlider items={[...favourites].reverse()} title={t('home.soccer')} testId="favourites-soccer" />
      <FeaturedGamesSlider items={slidersOfType(sliders, 'Features')} />
      <CategoryBar />
      <ContactSlider general={general} />
      <Suspense fallback={null}>
        <SiteFooter variant="desktop" />
      </Suspense>
    </Stack>
  );
}
