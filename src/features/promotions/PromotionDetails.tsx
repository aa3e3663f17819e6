import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { listedPromotion, type PromotionSummary } from '../../../machines/promotions';
import type { PromotionsSend, PromotionsSnapshot } from '../../edge/promotions';
import { t, useLanguage } from '../../i18n';
import { PictureWithWords } from '../artwork/PictureWithWords';
import { captionIn, pictureIn } from '../artwork/shown';
import { DEFAULT_PROMOTION_IMAGE } from './PromotionImage';
import classes from './promotions.module.css';
import { durationText } from './texts';

/** The Details modal: the promotion's image, duration and tag, then its full text from promotions/{id}; an error with Retry. */
export function PromotionDetails({ snapshot, send }: { snapshot: PromotionsSnapshot; send: PromotionsSend }) {
  const { context } = snapshot;
  const language = useLanguage();
  const open = context.openedId !== null;
  const current: PromotionSummary | null = context.opened ?? listedPromotion(context, context.openedId);
  // Keeps the text on screen while the modal fades out after Close.
  const [shown, setShown] = useState<PromotionSummary | null>(current);
  if (current && current !== shown) setShown(current);
  const promotion = current ?? shown;
  return (
    <Modal opened={open} onClose={() => send({ type: 'promotions.detailsClosed' })} title={promotion ? captionIn(language, promotion.name, promotion.nameBn) : undefined} centered size="lg" closeButtonProps={{ 'aria-label': t('promotions.detail.close') }}>
      {promotion && (
        <Stack gap="sm" data-testid="promotion-details">
          <PictureWithWords picture={pictureIn(language, promotion.thumbnail || DEFAULT_PROMOTION_IMAGE, promotion.artBn)} fallbackSrc={DEFAULT_PROMOTION_IMAGE} alt="" radius="sm" height={160} layout="promotion" />
          <Group gap="xs">
            <Text size="sm" c="gray.3">
              {t('promotions.durationLabel')}: {durationText(promotion)}
            </Text>
            {promotion.tag ? (
              <Badge color="gold" variant="filled">
                {promotion.tag}
              </Badge>
            ) : null}
          </Group>
          <Text className={classes.description}>{captionIn(language, promotion.description, promotion.descriptionBn)}</Text>
          {snapshot.matches({ showingPromotions: 'loadingDetails' }) ? (
            <Center py="sm">
              <Loader size="sm" role="status" aria-label={t('promotions.detail.loading')} />
            </Center>
          ) : null}
          {context.opened ? (
            <Text size="sm" className={classes.description} data-testid="promotion-terms">
              {context.opened.terms}
            </Text>
          ) : null}
          {snapshot.matches({ showingPromotions: 'detailsUnavailable' }) ? (
            <Alert color="red" variant="light" role="alert" title={t('promotions.detail.failed')}>
              <Stack gap="xs" align="flex-start">
                {context.detailFailure?.message ? <Text size="sm">{context.detailFailure.message}</Text> : null}
                <Button size="xs" variant="light" onClick={() => send({ type: 'promotions.detailsRetryRequested' })}>
                  {t('promotions.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </Stack>
      )}
    </Modal>
  );
}
