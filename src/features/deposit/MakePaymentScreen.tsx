import { Alert, Anchor, Badge, Button, Group, Image, List, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { formatRemaining, type CopiedField, type CopyNotice, type MakePaymentContext, type MakePaymentEvent, type PaymentFieldProblem, type SubmitFailure } from '../../../machines/makePayment';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { ErrorDialog } from '../funds/ErrorDialog';
import { OutcomePanel } from '../funds/OutcomePanel';
import { FUNDS_PAGE_WIDTH, SideBySide } from '../funds/SideBySide';
import { ReceiptDrop } from './ReceiptDrop';

export type MakePaymentPhase = 'editing' | 'submitting' | 'submitted';

type MakePaymentScreenProps = {
  context: MakePaymentContext;
  phase: MakePaymentPhase;
  timeUp: boolean;
  /** The player's phones failed to load: the empty selector says so, with Try again. */
  phonesFailed: boolean;
  send: (event: MakePaymentEvent) => void;
};

function fieldProblemText(problem: PaymentFieldProblem | null): string | undefined {
  if (problem === null) return undefined;
  return problem.code === 'phoneNot11Digits' ? t('makePayment.phone.invalid') : t('makePayment.trx.required');
}

function failureHtml(failure: SubmitFailure | null): string | null {
  if (failure === null) return null;
  return failure.kind === 'rejected' ? t('makePayment.error.submission', { message: failure.message }) : t('makePayment.error.general');
}

function noticeText(notice: CopyNotice): string {
  if (notice.code === 'nothingToCopy') return t(notice.field === 'accountNumber' ? 'makePayment.nothingToCopy.accountNumber' : 'makePayment.nothingToCopy.amount');
  if (notice.code === 'copyFailed') return t(notice.field === 'accountNumber' ? 'makePayment.copyFailed.accountNumber' : 'makePayment.copyFailed.amount', { value: notice.value });
  return t(notice.field === 'accountNumber' ? 'makePayment.copied.accountNumber' : 'makePayment.copied.amount', { value: notice.value });
}

function CopyRow({ label, value, field, buttonLabel, send }: { label: string; value: string; field: CopiedField; buttonLabel: string; send: MakePaymentScreenProps['send'] }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="gray.3">
          {label}
        </Text>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid={`payment-${field}`}>
          {value}
        </Text>
      </Stack>
      {/* The button keeps its whole label (issue 22: "Copy account numbe"): the number beside it wraps instead. */}
      <Button variant="light" color="gold" size="compact-sm" style={{ flexShrink: 0 }} onClick={() => send({ type: 'makePayment.copyPressed', field })}>
        {buttonLabel}
      </Button>
    </Group>
  );
}

/** /make-payment without the deposit's history state (a typed address). */
export function MissingPayment() {
  return (
    <Stack maw={520} mx="auto" gap="sm">
      <Title order={1} size="h2">
        {t('makePayment.missing.title')}
      </Title>
      <Text>{t('makePayment.missing.text')}</Text>
      <Anchor component={Link} href="/deposit">
        {t('makePayment.backToDeposit')}
      </Anchor>
    </Stack>
  );
}

/** The payment confirmation (spec 1 §2.12): countdown, tips, what to pay, then phone, TRX ID, receipt and Submit. */
export function MakePaymentScreen({ context, phase, timeUp, phonesFailed, send }: MakePaymentScreenProps) {
  const payment = context.payment;
  if (!payment) return <MissingPayment />;
  const submitting = phase === 'submitting';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'makePayment.submitted' });
  };
  return (
    <Stack maw={FUNDS_PAGE_WIDTH} mx="auto" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {payment.methodIcon && <Image src={payment.methodIcon} alt="" w={32} h={32} fit="contain" />}
          <Title order={1} size="h2">
            {t('makePayment.title', { method: payment.methodName })}
          </Title>
        </Group>
        {phase !== 'submitted' && (
          <Badge size="lg" color={timeUp ? 'red' : 'gold'} variant="light" role="timer" aria-label={`${t('makePayment.countdownLabel')} ${formatRemaining(context.remainingMs)}`} data-testid="payment-countdown">
            {formatRemaining(context.remainingMs)}
          </Badge>
        )}
      </Group>
      {phase === 'submitted' ? (
        <Paper p="md" withBorder radius="md" data-testid="payment-pending">
          <Stack gap="sm" align="center">
            {context.outcome && context.outcome.status !== 'pending' ? (
              <OutcomePanel action="deposit" amount={payment.amount} outcome={context.outcome} />
            ) : (
              <>
                <Alert color="teal" variant="light" w="100%">
                  {t('makePayment.success')}
                </Alert>
                <Text ta="center" fw={600}>
                  {t('makePayment.pending.text')}
                </Text>
                <Badge color="yellow" variant="light" size="lg">
                  {t('makePayment.pending.status')}
                </Badge>
                {context.depositId !== null && (
                  <Text size="xs" c="dimmed" ta="center">
                    {t('funds.outcome.checking')}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Paper>
      ) : (
        <SideBySide
          main={
            <Stack gap="sm">
              {timeUp && (
                <Alert color="red" variant="light" data-testid="payment-time-up">
                  <Stack gap={4}>
                    <Text size="sm">{t('makePayment.timeUp')}</Text>
                    <Anchor component={Link} href="/deposit" size="sm">
                      {t('makePayment.backToDeposit')}
                    </Anchor>
                  </Stack>
                </Alert>
              )}
              <Paper p="sm" withBorder radius="md">
                <Title order={2} size="h5" mb={6}>
                  {t('makePayment.tips.title')}
                </Title>
                <List size="sm" spacing={4}>
                  <List.Item>{t('makePayment.tips.sameAmount')}</List.Item>
                  <List.Item>{t('makePayment.tips.registeredPhone')}</List.Item>
                </List>
              </Paper>
              <Paper p="md" withBorder radius="md">
                <Stack gap="sm">
                  <Text size="sm" c="gray.3">
                    {t('makePayment.channel', { channel: t(`deposit.channel.${payment.accountType}`) })}
                  </Text>
                  <CopyRow label={t('makePayment.accountNumber')} value={payment.accountNumber} field="accountNumber" buttonLabel={t('makePayment.copyAccountNumber')} send={send} />
                  <CopyRow label={t('makePayment.amount')} value={formatTaka(payment.amount)} field="amount" buttonLabel={t('makePayment.copyAmount')} send={send} />
                  {context.notice && (
                    <Alert
                      color={context.notice.code === 'copied' ? 'teal' : context.notice.code === 'copyFailed' ? 'red' : 'yellow'}
                      variant="light"
                      withCloseButton
                      closeButtonLabel={t('makePayment.dismiss')}
                      onClose={() => send({ type: 'makePayment.noticeDismissed' })}
                      data-testid="copy-notice"
                    >
                      {noticeText(context.notice)}
                    </Alert>
                  )}
                </Stack>
              </Paper>
            </Stack>
          }
          side={
            <Paper p="md" withBorder radius="md">
              <form onSubmit={onSubmit} noValidate aria-busy={submitting} data-testid="payment-form">
                <Stack gap="sm">
                  <NativeSelect
                    label={t('makePayment.phone.label')}
                    value={context.phone ?? ''}
                    onChange={(event) => send({ type: 'makePayment.phoneChosen', phone: event.currentTarget.value })}
                    data={[{ value: '', label: t('makePayment.phone.placeholder'), disabled: true }, ...context.phones.map((phone) => ({ value: phone, label: phone }))]}
                    error={fieldProblemText(context.errors.phone)}
                    disabled={submitting}
                  />
                  {phonesFailed ? (
                    <Alert color="red" variant="light" role="alert" p="xs" data-testid="phones-failed">
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text size="sm">{t('makePayment.phone.loadFailed')}</Text>
                        <Button size="compact-sm" variant="light" disabled={submitting} onClick={() => send({ type: 'makePayment.phonesReloadRequested' })}>
                          {t('makePayment.phone.retry')}
                        </Button>
                      </Group>
                    </Alert>
                  ) : null}
                  <TextInput
                    label={t('makePayment.trx.label')}
                    placeholder={t('makePayment.trx.placeholder')}
                    value={context.transactionId}
                    onChange={(event) => send({ type: 'makePayment.transactionIdChanged', value: event.currentTarget.value })}
                    error={fieldProblemText(context.errors.transactionId)}
                    readOnly={submitting}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <ReceiptDrop
                    receipt={context.receipt}
                    problem={context.receiptProblem}
                    disabled={submitting}
                    onChoose={(receipt) => send({ type: 'makePayment.receiptChosen', receipt })}
                    onReset={() => send({ type: 'makePayment.receiptCleared' })}
                  />
                  <Button type="submit" color="gold" size="md" fullWidth disabled={timeUp} loading={submitting}>
                    {t('makePayment.submit')}
                  </Button>
                </Stack>
              </form>
            </Paper>
          }
        />
      )}
      <ErrorDialog html={failureHtml(context.failure)} onClose={() => send({ type: 'makePayment.failureDismissed' })} />
    </Stack>
  );
}
