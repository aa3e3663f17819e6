import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Image.css';
import { Carousel } from '@mantine/carousel';
import { Box, Text, Title, UnstyledButton } from '@mantine/core';
import { useFavouritesClick } from '../../edge/favourites';
import type { SliderItem } from '../../../machines/homeContent';
import { useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';

/** The favourites slider (spec 1 §2.4, §4): a click opens the exchange for players, /login for visitors. */
export function FavouritesSlider({ items, title, testId = 'favourites-slider' }: { items: SliderItem[]; title: string; testId?: string }) {
  const choose = useFavouritesClick();
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      <Carousel slideSize={{ base: '70%', sm: '33.333%' }} slideGap="sm" emblaOptions={{ align: 'start', dragFree: true }} withControls={false}>
        {items.map((item) => {
          const caption = captionIn(language, item.name, item.nameBn);
          return (
            <Carousel.Slide key={item.id}>
              <UnstyledButton onClick={choose} w="100%" aria-label={caption}>
                <PictureWithWords picture={pictureIn(language, item.thumbnail, item.artBn)} alt="" height={110} layout="wide" radius="md" />
                <Text size="sm" mt={4} c="gray.2">
                  {caption}
                </Text>
              </UnstyledButton>
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </Box>
  );
}
