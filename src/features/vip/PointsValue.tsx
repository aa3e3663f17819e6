import { Text, type TextProps } from '@mantine/core';
import { t } from '../../i18n';
import { formatPoints } from './texts';

/** The player's VP from the latest user/show answer (polled every second), or Loading… before the first. */
export function PointsValue({ vipCoin, ...props }: { vipCoin: number | null } & TextProps) {
  return (
    <Text fw={800} data-testid="vip-points" aria-live="polite" {...props}>
      {vipCoin === null ? t('vip.pointsLoading') : formatPoints(vipCoin)}
    </Text>
  );
}
