import '@mantine/carousel/styles.css';
import '@mantine/core/styles/Image.css';
import { Carousel } from '@mantine/carousel';
import { Box, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { HomeContent } from '../../edge/homeContent';
import { t, useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';

/** New Promotions on the desktop overview (spec 2 §2): the site's promotions (already loaded by the layout), each a link to /promotions. */
export function PromotionsSlider() {
  const promotions = HomeContent.useSelector((snapshot) => snapshot.context.promotions);
  const language = useLanguage();
  if (promotions.length === 0) return null;
  return (
    <Box component="section" aria-label={t('member.newPromotions')} data-testid="member-promotions">
      <Title order={2} size="h5" mb={6}>
        {t('member.newPromotions')}
      </Title>
      <Carousel slideSize="33.333%" slideGap="sm" emblaOptions={{ align: 'start', dragFree: true }} withControls={promotions.length > 3}>
        {promotions.map((promotion) => {
          // Issue 22: the Bangla site shows the Bangla caption and the picture's Bangla words.
          const name = captionIn(language, promotion.name, promotion.nameBn);
          return (
            <Carousel.Slide key={promotion.id}>
              <UnstyledButton component={Link} href="/promotions" w="100%" display="block" aria-label={name}>
                {promotion.thumbnail ? <PictureWithWords picture={pictureIn(language, promotion.thumbnail, promotion.artBn)} alt="" height={110} radius="md" layout="promotion" /> : null}
                <Text size="sm" mt={4} c="gray.2" lineClamp={1}>
                  {name}
                </Text>
              </UnstyledButton>
            </Carousel.Slide>
          );
        })}
      </Carousel>
    </Box>
  );
}
