import { Button, Group, Text } from '@mantine/core';
import type { VipStanding } from '../../../machines/memberArea';
import { t } from '../../i18n';
import { LEVEL_TEXT } from './texts';

/** What the level card knows of the player's level: the standing from account/overview, and whether asking for it failed. */
export type VipLevelProps = { standing: VipStanding | null; failed: boolean; onRetry: () => void };

/** The player's real VIP level (account/overview), Loading… while it is asked for, or the failure with Try again. */
export function VipLevelName({ standing, failed, onRetry }: VipLevelProps) {
  if (failed && !standing) {
    return (
      <Group gap="xs" data-testid="vip-level-failed" role="alert">
        <Text size="sm" c="red.4">
          {t('vip.levelFailed')}
        </Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('vip.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Text fw={800} size="xl" c="gold.3" data-testid="vip-level">
      {standing ? t(LEVEL_TEXT[standing.level]) : t('vip.pointsLoading')}
    </Text>
  );
}
