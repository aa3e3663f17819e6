import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Progress.css';
import { Avatar, Group, Progress, Stack, Text } from '@mantine/core';
import type { AccountOverview } from '../../../machines/memberArea';
import { t } from '../../i18n';
import { formatPoints } from '../vip/texts';
import { levelText } from './format';

/** The desktop side navigation's card (spec 2 §2): avatar, username, VIP points and the progress from Normal to Elite I. */
export function SideNavCard({ username, overview }: { username: string; overview: AccountOverview | null }) {
  const vip = overview?.vip ?? null;
  const from = t(levelText[vip?.level ?? 'normal']);
  const to = t(levelText[vip?.nextLevel ?? 'elite1']);
  return (
    <Stack gap="xs" p="md" data-testid="member-side-card">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="gold" radius="xl" size="lg" alt={t('member.avatar', { username })}>
          {username.slice(0, 2).toUpperCase()}
        </Avatar>
        <div>
          <Text fw={700} data-testid="member-username">
            {username}
          </Text>
          <Text size="sm" c="gray.3">
            {t('member.vipPoints')}:{' '}
            <Text span fw={700} c="gold.3" data-testid="member-vip-points">
              {overview ? formatPoints(overview.vipCoin) : '…'}
            </Text>
          </Text>
        </div>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" fw={700} data-testid="member-vip-level">
          {from}
        </Text>
        {vip?.nextLevel ? (
          <Text size="xs" c="gray.3">
            {to}
          </Text>
        ) : null}
      </Group>
      <Progress value={vip?.progress ?? 0} color="gold" size="md" radius="xl" aria-label={t('member.vipProgress', { from, to })} data-testid="member-vip-progress" />
      <Text size="xs" c="gray.3" data-testid="member-vip-progress-text">
        {vip === null
          ? '…'
          : vip.nextLevelExperience === null
            ? t('member.vipTopLevel')
            : t('member.vipProgressValue', { experience: formatPoints(vip.experience), target: formatPoints(vip.nextLevelExperience) })}
      </Text>
    </Stack>
  );
}
