import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { t, useLanguage } from '../../i18n';
import type { BanglaArt, PromotionBanner, SliderItem } from '../../../machines/homeContent';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';

/** Spec 1 §2.4: the desktop home has 7 announcement banners. */
export const DESKTOP_BANNER_COUNT = 7;

export type AnnouncementBanner =
  | { kind: 'slider'; key: string; name: string; nameBn?: string; image: string; artBn?: BanglaArt | null; link: string }
  | { kind: 'promotion'; key: string; name: string; nameBn?: string; image: string | null; artBn?: BanglaArt | null; bonusPercent: number };

/** Main sliders first, then promotions, up to seven. */
export function announcementBanners(main: SliderItem[], promotions: PromotionBanner[]): AnnouncementBanner[] {
  const fromSliders = main.map((slider): AnnouncementBanner => ({ kind: 'slider', key: `slider-${slider.id}`, name: slider.name, nameBn: slider.nameBn, image: slider.thumbnail, artBn: slider.artBn, link: slider.link || '/' }));
  const fromPromotions = promotions.map(
    (promotion): AnnouncementBanner => ({ kind: 'promotion', key: `promotion-${promotion.id}`, name: promotion.name, nameBn: promotion.nameBn, image: promotion.thumbnail, artBn: promotion.artBn, bonusPercent: promotion.bonusPercent }),
  );
  return [...fromSliders, ...fromPromotions].slice(0, DESKTOP_BANNER_COUNT);
}

export function AnnouncementBanners({ banners }: { banners: AnnouncementBanner[] }) {
  const language = useLanguage();
  if (banners.length === 0) return null;
  return (
    <Box component="section" aria-label={t('home.announcementBanners')} data-testid="announcement-banners">
      <Title order={2} size="h5" mb={6}>
        {t('home.announcementBanners')}
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="sm">
        {banners.map((banner) => (
          <Paper key={banner.key} component={Link} href={banner.kind === 'slider' ? banner.link : '/promotions'} radius="md" bg="dark.6" style={{ overflow: 'hidden', textDecoration: 'none' }} data-testid="announcement-banner">
            {banner.image ? (
              <PictureWithWords picture={pictureIn(language, banner.image, banner.artBn)} alt="" height={110} layout={banner.kind === 'slider' ? 'banner' : 'promotion'} />
            ) : (
              <Box h={110} bg="dark.5" />
            )}
            <Box p="xs">
              <Text size="sm" fw={600} c="gray.1" truncate>
                {captionIn(language, banner.name, banner.nameBn)}
              </Text>
              {banner.kind === 'promotion' && banner.bonusPercent > 0 ? (
                <Badge color="gold" size="sm" mt={4}>
                  {t('home.promotionBonus', { percent: banner.bonusPercent })}
                </Badge>
              ) : null}
            </Box>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}
