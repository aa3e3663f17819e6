import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ChatPromotion } from '../../../machines/chat';
import { t, useLanguage } from '../../i18n';
import { captionIn } from '../artwork/shown';

/**
 * The chat home's promotion card (spec 2 §9): the newest current promotion's title, the first 100 words of
 * its description (cut by the machine, with an ellipsis when cut) and a link to /promotions.
 */
export function PromotionCard({ promotion }: { promotion: ChatPromotion }) {
  const language = useLanguage();
  return (
    <Paper component="section" withBorder p="sm" radius="md" aria-label={t('chat.promotion.label')} data-testid="chat-promotion">
      <Stack gap={4}>
        <Text size="xs" c="dark.2" tt="uppercase" fw={700}>
          {t('chat.promotion.label')}
        </Text>
        <Text fw={700} data-testid="chat-promotion-title">
          {captionIn(language, promotion.title, promotion.titleBn)}
        </Text>
        <Text size="sm" c="dark.1" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="chat-promotion-description">
          {captionIn(language, promotion.preview, promotion.previewBn)}
        </Text>
        <Anchor component={Link} href="/promotions" size="sm" data-testid="chat-promotion-link">
          {t('chat.promotion.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
