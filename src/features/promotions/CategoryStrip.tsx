import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Button, Group } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { PROMOTION_CATEGORIES, type PromotionCategory } from '../../../machines/promotions';
import type { PromotionsSend } from '../../edge/promotions';
import { t } from '../../i18n';
import classes from './promotions.module.css';
import { categoryLabel } from './texts';

const STRIP: readonly (PromotionCategory | null)[] = [null, ...PROMOTION_CATEGORIES];

/**
 * The category strip (spec 2 §2, §9): ALL, then the visible categories in the spec's order; 7 at full
 * width, 4 up to 1024 px, 3 up to 600 px, 2 up to 480 px, with arrows beside it for the rest.
 */
export function CategoryStrip({ category, send }: { category: PromotionCategory | null; send: PromotionsSend }) {
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  return (
    <Group component="nav" aria-label={t('promotions.categories')} gap={4} wrap="nowrap" data-testid="promotion-categories">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('promotions.categoriesPrevious')} onClick={() => embla?.scrollPrev()}>
        <span aria-hidden="true">‹</span>
      </ActionIcon>
      <Box style={{ flex: 1, minWidth: 0 }} data-testid="promotion-categories-viewport">
        <Carousel
          withControls={false}
          slideGap={6}
          emblaOptions={{ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 'auto', dragFree: true }}
          getEmblaApi={setEmbla}
        >
          {STRIP.map((each) => (
            <Carousel.Slide key={each ?? 'all'} className={classes.slide} data-testid="promotion-category">
              <Button
                fullWidth
                size="compact-md"
                variant={each === category ? 'filled' : 'light'}
                color={each === category ? 'gold' : 'gray'}
                aria-pressed={each === category}
                onClick={() => send({ type: 'promotions.categoryChosen', category: each })}
                styles={{ root: { minWidth: 0, height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 4 }, inner: { minWidth: 0 }, label: { minWidth: 0, height: 'auto', whiteSpace: 'normal' } }}
              >
                <span className={classes.label}>{categoryLabel(each)}</span>
              </Button>
            </Carousel.Slide>
          ))}
        </Carousel>
      </Box>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('promotions.categoriesNext')} onClick={() => embla?.scrollNext()}>
        <span aria-hidden="true">›</span>
      </ActionIcon>
    </Group>
  );
}
