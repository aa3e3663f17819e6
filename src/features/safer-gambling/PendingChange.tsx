import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { LimitRow } from '../../../machines/saferLimits';
import { t } from '../../i18n';
import { formatSaferAmount, formatSaferTime } from './texts';

type PendingChangeProps = { row: LimitRow & { pending: NonNullable<LimitRow['pending']> }; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** A raise or removal waiting 24 hours: what was asked, when it can be confirmed, Confirm (once the time has passed) and Cancel. */
export function PendingChange({ row, busy, onConfirm, onCancel }: PendingChangeProps) {
  const { pending } = row;
  return (
    <Paper withBorder radius="sm" p="xs" bg="dark.6" data-testid={`limit-pending-${row.period}`}>
      <Stack gap={4}>
        <Text size="sm">{pending.amount === null ? t('safer.limits.pending.remove') : t('safer.limits.pending.raise', { amount: formatSaferAmount(pending.amount) })}</Text>
        <Text size="sm" c={pending.confirmable ? 'green.4' : 'gray.4'} data-testid={`limit-pending-when-${row.period}`}>
          {pending.confirmable ? t('safer.limits.pending.ready') : t('safer.limits.pending.when', { time: formatSaferTime(pending.confirmableAt) })}
        </Text>
        <Group gap="xs">
          <Button size="xs" color="gold" disabled={!pending.confirmable || busy} onClick={onConfirm}>
            {t('safer.limits.confirm')}
          </Button>
          <Button size="xs" variant="subtle" color="gray" disabled={busy} onClick={onCancel}>
            {t('safer.limits.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
