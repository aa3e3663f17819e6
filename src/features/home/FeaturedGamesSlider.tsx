import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/LoadingOverlay.css';
import { Carousel } from '@mantine/carousel';
import { Alert, Box, LoadingOverlay, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { useGameLaunch } from '../../edge/gameLaunch';
import { t, useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import { featuredGameRequest } from '../../../machines/gameLaunch';
import type { SliderItem } from '../../../machines/homeContent';

/** Featured games (spec 1 §2.4, §4): each item's link ("JILI-SLOT") opens that platform's game of the type. */
export function FeaturedGamesSlider({ items }: { items: SliderItem[] }) {
  const { launch, launching, error, dismissError } = useGameLaunch();
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={t('home.featuredGames')} data-testid="featured-games" pos="relative">
      <LoadingOverlay visible={launching} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('home.featuredLaunching') }} />
      <Title order={2} size="h5" mb={6}>
        {t('home.featuredGames')}
      </Title>
      {error ? (
        <Alert color="red" withCloseButton onClose={dismissError} mb="xs" title={t('games.launch.errorTitle')}>
          {error}
        </Alert>
      ) : null}
      <Carousel slideSize={{ base: '45%', sm: '25%' }} slideGap="sm" emblaOptions={{ align: 'start', dragFree: true }} withControls={false}>
        {items.map((item) => {
          const request = featuredGameRequest(item.link);
          const caption = captionIn(language, item.name, item.nameBn);
          const face = (
            <>
              <PictureWithWords picture={pictureIn(language, item.thumbnail, item.artBn)} alt="" height={120} layout="tile" radius="md" />
              <Text size="sm" mt={4} c="gray.2">
                {caption}
              </Text>
            </>
          );
          return (
            <Carousel.Slide key={item.id}>
              {/* A link that is not "PLATFORM-TYPE" is an ordinary address on the site. */}
              {request ? (
                <UnstyledButton w="100%" aria-label={caption} onClick={() => launch(request)}>
                  {face}
                </UnstyledButton>
              ) : (
                <UnstyledButton component={Link} href={item.link || '/'} w="100%" display="block" aria-label={caption}>
                  {face}
                </UnstyledButton>
              )}
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </Box>
  );
}
