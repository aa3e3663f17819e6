import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Image.css';
import { Carousel } from '@mantine/carousel';
import { Box, Image, Text, Title, UnstyledButton } from '@mantine/core';
import { useFavouritesClick } from '../../app/favourites';
import type { SliderItem } from '../../../machines/homeContent';

/** The favourites slider (spec 1 §2.4, §4): a click opens the exchange for players, /login for visitors. */
export function FavouritesSlider({ items, title, testId = 'favourites-slider' }: { items: SliderItem[]; title: string; testId?: string }) {
  const choose = useFavouritesClick();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Title order={2} size="h5" mb={6}>
        {title}
      </Title>
      <Carousel slideSize={{ base: '70%', sm: '33.333%' }} slideGap="sm" emblaOptions={{ align: 'start', dragFree: true }} withControls={false}>
        {items.map((item) => (
          <Carousel.Slide key={item.id}>
            <UnstyledButton onClick={choose} w="100%" aria-label={item.name}>
              <Image src={item.thumbnail} alt="" h={110} radius="md" fit="cover" loading="lazy" />
              <Text size="sm" mt={4} c="gray.2">
                {item.name}
              </Text>
            </UnstyledButton>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
