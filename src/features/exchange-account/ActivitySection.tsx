import { Badge, Group, Paper, Stack } from '@mantine/core';
import type { ActivityRow } from '../../../machines/exchangeAccount';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { Field } from './Field';

/** The player's logins: when, last seen, and whether the session is still active. */
export function ActivitySection({ rows }: { rows: readonly ActivityRow[] }) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" radius="md" data-testid="exchange-activity">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={row.status === 'active' ? 'green' : 'gray'} variant="light">
                {t(`exchangeAccount.activity.status.${row.status}`)}
              </Badge>
              {row.current && (
                <Badge color="blue" variant="outline">
                  {t('exchangeAccount.activity.current')}
                </Badge>
              )}
            </Group>
            <Field label={t('exchangeAccount.activity.loggedIn')}>{formatDhakaTime(row.loggedInAt)}</Field>
            <Field label={t('exchangeAccount.activity.lastSeen')}>{formatDhakaTime(row.lastSeenAt)}</Field>
            {row.endedAt !== null && <Field label={t('exchangeAccount.activity.ended')}>{formatDhakaTime(row.endedAt)}</Field>}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
