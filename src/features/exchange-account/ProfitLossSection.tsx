import { Paper, Stack, Text } from '@mantine/core';
import type { ProfitLossRow } from '../../../machines/exchangeAccount';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { Amount } from './Amount';
import { Field } from './Field';

/** Settled markets with their profit or loss, and the total of the period. */
export function ProfitLossSection({ rows, totals }: { rows: readonly ProfitLossRow[]; totals: { bets: number; stake: number; profitLoss: number } }) {
  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md" data-testid="exchange-profit-loss-total">
        <Field label={t('exchangeAccount.profitLoss.total')}>
          <Amount value={totals.profitLoss} signed fw={700} />
        </Field>
        <Field label={t('exchangeAccount.bet.stake')}>
          <Amount value={totals.stake} />
        </Field>
        <Field label={t('exchangeAccount.profitLoss.bets')}>{totals.bets}</Field>
      </Paper>
      {rows.map((row) => (
        <Paper key={`${row.eventId}-${row.marketName}-${row.settledAt}`} withBorder p="sm" radius="md" data-testid="exchange-profit-loss-row">
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {row.eventName}
            </Text>
            <Text size="xs" c="dimmed">
              {row.marketName} · {formatDhakaTime(row.settledAt)}
            </Text>
            <Field label={t('exchangeAccount.bet.stake')}>
              <Amount value={row.stake} />
            </Field>
            <Field label={t('exchangeAccount.bet.profitLoss')}>
              <Amount value={row.profitLoss} signed />
            </Field>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
