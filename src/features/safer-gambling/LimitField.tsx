import { Stack, Text, TextInput } from '@mantine/core';
import type { LimitRow } from '../../../machines/saferLimits';
import { t } from '../../i18n';
import { PendingChange } from './PendingChange';
import { errorText, formatSaferAmount, formatSaferTime, periodName } from './texts';

type LimitFieldProps = {
  row: LimitRow;
  busy: boolean;
  onType: (value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** One period: its free-text amount, what is used and left, and a pending change if there is one. */
export function LimitField({ row, busy, onType, onConfirm, onCancel }: LimitFieldProps) {
  const current = row.current;
  const usage = current && current.amount !== null ? t('safer.limits.usage', { used: formatSaferAmount(current.used), left: formatSaferAmount(current.left ?? 0) }) : undefined;
  return (
    <Stack gap={6} data-testid={`limit-row-${row.period}`}>
      <TextInput
        label={t('safer.limits.field', { period: periodName(row.period) })}
        placeholder={t('safer.limits.noLimit')}
        inputMode="decimal"
        autoComplete="off"
        value={row.typed}
        description={usage}
        error={errorText(row.error)}
        disabled={busy}
        onChange={(event) => onType(event.currentTarget.value)}
      />
      {row.resetsAt ? (
        <Text size="xs" c="dimmed">
          {t('safer.limits.resets', { time: formatSaferTime(row.resetsAt) })}
        </Text>
      ) : null}
      {row.pending ? <PendingChange row={{ ...row, pending: row.pending }} busy={busy} onConfirm={onConfirm} onCancel={onCancel} /> : null}
    </Stack>
  );
}
