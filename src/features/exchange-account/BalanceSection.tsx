import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BalanceFigures, LedgerRow } from '../../../machines/exchangeAccount';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { Amount } from './Amount';
import { Field } from './Field';
import { NoData } from './States';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Amount value={value} fw={700} size="lg" />
    </Paper>
  );
}

/** Main balance, exposure and their sum, then the exchange's movements of the wallet, newest first. */
export function BalanceSection({ figures, rows }: { figures: BalanceFigures; rows: readonly LedgerRow[] }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('exchangeAccount.balance.main')} value={figures.balance} testId="exchange-main-balance" />
        <Figure label={t('exchangeAccount.balance.exposure')} value={-figures.exposure} testId="exchange-exposure" />
        <Figure label={t('exchangeAccount.balance.total')} value={figures.total} testId="exchange-total" />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('exchangeAccount.balance.movements')}
      </Title>
      {rows.length === 0 ? (
        <NoData />
      ) : (
        rows.map((row) => (
          <Paper key={row.id} withBorder p="sm" radius="md" data-testid="exchange-movement">
            <Stack gap={4}>
              <Field label={t(`exchangeAccount.balance.movement.${row.movement}`)}>
                <Amount value={row.amount} signed />
              </Field>
              {row.eventName !== null && (
                <Text size="xs" c="dimmed">
                  {row.eventName} · {row.marketName}
                </Text>
              )}
              <Field label={t('exchangeAccount.balance.balanceAfter')}>
                <Amount value={row.balanceAfter} />
              </Field>
              <Text size="xs" c="dimmed">
                {formatDhakaTime(row.createdAt)}
              </Text>
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
