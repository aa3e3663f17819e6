import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ExchangeBetRow } from '../../../machines/exchangeAccount';
import { localizeDigits } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { Amount } from './Amount';
import { Field } from './Field';

const betTypeKey = (betType: string) => (betType === 'lay' ? 'lay' : betType === 'yes' ? 'yes' : betType === 'no' ? 'no' : 'back');
const statusColour = { open: 'yellow', WON: 'green', LOST: 'red', VOID: 'gray' } as const;

function BetCard({ bet }: { bet: ExchangeBetRow }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="exchange-bet">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {bet.eventName}
            </Text>
            <Text size="xs" c="dimmed">
              {bet.marketName}
            </Text>
          </Stack>
          <Badge color={statusColour[bet.status]} variant="light" style={{ flexShrink: 0 }} data-testid="exchange-bet-status">
            {t(`exchangeAccount.bet.status.${bet.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
          <Field label={t('exchangeAccount.bet.selection')}>
            {bet.selectionName} · {t(`exchangeAccount.bet.betType.${betTypeKey(bet.betType)}`)}
          </Field>
          <Field label={bet.run === null ? t('exchangeAccount.bet.odds') : t('exchangeAccount.bet.run')}>{localizeDigits(bet.run === null ? String(bet.odds) : `${bet.run} @ ${bet.odds}`)}</Field>
          <Field label={t('exchangeAccount.bet.stake')}>
            <Amount value={bet.stake} />
          </Field>
          {bet.netProfitLoss === null ? (
            <>
              <Field label={t('exchangeAccount.bet.potentialProfit')}>
                <Amount value={bet.potentialProfit} />
              </Field>
              <Field label={t('exchangeAccount.bet.liability')}>
                <Amount value={-bet.potentialLiability} />
              </Field>
            </>
          ) : (
            <Field label={t('exchangeAccount.bet.profitLoss')}>
              <Amount value={bet.netProfitLoss} signed data-testid="exchange-bet-profit-loss" />
            </Field>
          )}
          <Field label={t('exchangeAccount.bet.placed')}>{formatDhakaTime(bet.placedAt)}</Field>
          {bet.settledAt !== null && <Field label={t('exchangeAccount.bet.settled')}>{formatDhakaTime(bet.settledAt)}</Field>}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('exchangeAccount.bet.transactionId')}: {bet.transactionId}
        </Text>
      </Stack>
    </Paper>
  );
}

/** My Bets (open) and Bets History (settled): one card per bet, with the spec 2 §3 fields. */
export function BetsSection({ rows }: { rows: readonly ExchangeBetRow[] }) {
  return (
    <Stack gap="sm">
      {rows.map((bet) => (
        <BetCard key={bet.transactionId} bet={bet} />
      ))}
    </Stack>
  );
}
