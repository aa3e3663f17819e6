import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { promotionPreview, type PromotionSummary } from '../../../machines/promotions';
import type { PromotionsSend } from '../../edge/promotions';
import { t, useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import { DEFAULT_PROMOTION_IMAGE } from './PromotionImage';
import { durationText } from './texts';

export type CallToAction = { href: string; label: string };

/** One card (spec 2 §2, §9): image, title, the first 5 words, duration, tag, Sign Up Now (or Deposit Now) and Details. */
export function PromotionCard({ promotion, action, send }: { promotion: PromotionSummary; action: CallToAction; send: PromotionsSend }) {
  const language = useLanguage();
  const name = captionIn(language, promotion.name, promotion.nameBn);
  return (
    <Paper component="article" withBorder radius="md" p={0} style={{ overflow: 'hidden' }} aria-labelledby={`promotion-${promotion.id}-title`} data-testid="promotion-card">
      <PictureWithWords
        picture={pictureIn(language, promotion.thumbnail || DEFAULT_PROMOTION_IMAGE, promotion.artBn)}
        fallbackSrc={DEFAULT_PROMOTION_IMAGE}
        alt={t('promotions.imageAlt', { name })}
        height={140}
        layout="promotion"
      />
      <Stack gap={6} p="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" id={`promotion-${promotion.id}-title`} data-testid="promotion-title">
            {name}
          </Title>
          {promotion.tag ? (
            <Badge color="gold" variant="filled" style={{ flexShrink: 0 }} data-testid="promotion-tag">
              {promotion.tag}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="gray.3" data-testid="promotion-preview">
          {promotionPreview(captionIn(language, promotion.description, promotion.descriptionBn))}
        </Text>
        <Text size="xs" c="gray.4" data-testid="promotion-duration">
          {t('promotions.durationLabel')}: {durationText(promotion)}
        </Text>
        <Group gap="xs" grow mt={4}>
          <Button component={Link} href={action.href} color="gold" size="sm">
            {action.label}
          </Button>
          <Button variant="light" color="gray" size="sm" aria-label={t('promotions.detailsOf', { name })} onClick={() => send({ type: 'promotions.detailsOpened', id: promotion.id })}>
            {t('promotions.details')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
