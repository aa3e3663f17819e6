import { Button, Group, Text } from '@mantine/core';
import type { VipLevel, VipStanding } from '../../../machines/memberArea';
import { t } from '../../i18n';

/** The level names the site shows for the server's level codes (spec 2 §9: Normal, then Elite I). */
export const LEVEL_TEXT = { normal: 'vip.level.normal', elite1: 'vip.level.elite1' } as const satisfies Record<VipLevel, string>;

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
