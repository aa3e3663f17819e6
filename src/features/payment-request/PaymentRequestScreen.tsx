import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { secondsLeft, type PaymentRequestContext, type PaymentRequestEvent } from '../../../machines/paymentRequest';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { OutcomePanel } from '../funds/OutcomePanel';
import { FUNDS_PAGE_WIDTH, SideBySide } from '../funds/SideBySide';
import { formatCountdown } from './countdown';
import { TransferAnimation } from './TransferAnimation';

export type PaymentRequestPhase = 'loading' | 'loadFailed' | 'noRequest' | 'countingDown' | 'timeUp' | 'decided';

type Props = {
  context: PaymentRequestContext;
  phase: PaymentRequestPhase;
  /** Arrived straight from a successful withdrawal: says so (spec 1 §7). */
  justWithdrawn: boolean;
  send: (event: PaymentRequestEvent) => void;
};

function CloseLink() {
  return (
    <Button component={Link} href="/account" variant="outline" color="gold" fullWidth>
      {t('paymentRequest.close')}
    </Button>
  );
}

/** /payment-request (spec 1 §2.14), the same in both layouts. */
export function PaymentRequestScreen({ context, phase, justWithdrawn, send }: Props) {
  const request = context.request;
  return (
    <Stack maw={FUNDS_PAGE_WIDTH} mx="auto" gap="sm">
      <Title order={1} size="h2">
        {t('paymentRequest.title')}
      </Title>
      {justWithdrawn ? (
        <Alert color="green" variant="light" role="status" data-testid="withdrawal-success">
          <Text c="gray.1" fw={600}>
            {t('withdrawal.success')}
          </Text>
        </Alert>
      ) : null}
      <Paper p="md" withBorder radius="md">
        <Stack gap="md">
          {phase === 'loading' ? (
            <Group gap="sm" role="status">
              <Loader size="sm" color="gold" />
              <Text c="gray.3">{t('paymentRequest.loading')}</Text>
            </Group>
          ) : null}
          {phase === 'loadFailed' ? (
            <Alert color="red" variant="light" title={t('paymentRequest.loadFailed')}>
              <Stack gap="sm" align="flex-start">
                {context.loadError ? <Text size="sm" c="gray.2">{context.loadError}</Text> : null}
                <Button variant="outline" color="gold" onClick={() => send({ type: 'paymentRequest.reloadRequested' })}>
                  {t('paymentRequest.retry')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          {phase === 'noRequest' ? (
            <Stack gap="xs" data-testid="payment-request-none">
              <Text>{t('paymentRequest.noRequest')}</Text>
              <Anchor component={Link} href="/withdrawal" c="gold.3" underline="always">
                {t('paymentRequest.toWithdrawal')}
              </Anchor>
            </Stack>
          ) : null}
          {request && phase === 'decided' && context.outcome ? <OutcomePanel action="withdraw" amount={request.amount} outcome={context.outcome} /> : null}
          {request && (phase === 'countingDown' || phase === 'timeUp') ? (
            <SideBySide
              main={
                <Stack gap="md">
                  {phase === 'countingDown' ? (
                    <Stack gap={4} align="center">
                      <Text ta="center">{t('paymentRequest.onItsWay')}</Text>
                      <Text
                        fz={40}
                        fw={800}
                        c="gold.3"
                        role="timer"
                        aria-label={t('paymentRequest.timeLeft')}
                        data-testid="payment-request-countdown"
                        style={{ fontVariantNumeric: 'tabular-nums' }}
                      >
                        {formatCountdown(secondsLeft(context))}
                      </Text>
                    </Stack>
                  ) : (
                    <Alert color="yellow" variant="light" data-testid="payment-request-time-up">
                      <Text c="gray.1">{t('paymentRequest.timeUp')}</Text>
                    </Alert>
                  )}
                  <TransferAnimation request={request} />
                </Stack>
              }
              side={
                <Table variant="vertical" withTableBorder>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={140}>{t('paymentRequest.amount')}</Table.Th>
                      <Table.Td data-testid="payment-request-amount">{formatTaka(request.amount, { fixedDecimals: true })}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('paymentRequest.player')}</Table.Th>
                      <Table.Td data-testid="payment-request-player">{request.username}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('paymentRequest.method')}</Table.Th>
                      <Table.Td>{request.methodName}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              }
            />
          ) : null}
          <CloseLink />
        </Stack>
      </Paper>
    </Stack>
  );
}
