import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Image, Loader, NumberInput, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { isFormLocked, QUICK_AMOUNTS, type WithdrawalContext, type WithdrawalEvent, type WithdrawalPhase } from '../../../machines/withdrawal';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { ErrorDialog } from '../funds/ErrorDialog';
import { SideBySide } from '../funds/SideBySide';
import { EligibilityAlert } from './EligibilityAlert';
import { fieldOf, problemHtml, problemText } from './problemText';

export type WithdrawalFormProps = {
  context: WithdrawalContext;
  /** Which part of the machine is running: the view only shows it. `checking`: the server check on opening runs; the fields can be filled in, the form cannot be sent yet. */
  phase: WithdrawalPhase;
  balance: number | null;
  send: (event: WithdrawalEvent) => void;
};

/** Spec 1 §2.13: balance, payment method, amount with quick-add buttons, phone choice, Submit and the note. */
export function WithdrawalForm({ context, phase, balance, send }: WithdrawalFormProps) {
  if (phase === 'loading') {
    return (
      <Group gap="sm" py="lg" role="status">
        <Loader size="sm" color="gold" />
        <Text c="gray.3">{t('withdrawal.loading')}</Text>
      </Group>
    );
  }
  if (phase === 'loadFailed') {
    return (
      <Alert color="red" variant="light" title={t('withdrawal.loadFailed')} data-testid="withdrawal-load-failed">
        <Stack gap="sm" align="flex-start">
          {context.problem ? <Text size="sm" c="gray.2">{problemText(context.problem)}</Text> : null}
          <Button variant="outline" color="gold" onClick={() => send({ type: 'withdrawal.reloadRequested' })}>
            {t('withdrawal.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const sending = phase === 'sending';
  /** Open turnover: the form stays visible but cannot be used (issue 22). */
  const locked = isFormLocked(context);
  const field = fieldOf(context.fieldProblem);
  const fieldError = (name: typeof field) => (field === name && context.fieldProblem ? problemText(context.fieldProblem) : undefined);
  const dialogProblem = phase === 'editing' ? context.problem : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'editing') send({ type: 'withdrawal.submitted' });
  };

  return (
    <>
      <SideBySide
        main={
          <Stack gap="md">
            {context.eligibility ? <EligibilityAlert problem={context.eligibility} /> : null}
            <Group justify="space-between" wrap="nowrap">
              <Text c="gray.3">{t('withdrawal.balance')}</Text>
              <Text fw={700} size="lg" data-testid="withdrawal-balance">
                {balance === null ? t('withdrawal.balanceUnknown') : formatTaka(balance, { fixedDecimals: true })}
              </Text>
            </Group>
            <form onSubmit={onSubmit} noValidate aria-busy={sending} data-testid="withdrawal-form">
              <Stack gap="md">
                <Radio.Group
                  label={t('withdrawal.paymentMethod')}
                  value={context.paymentId === null ? null : String(context.paymentId)}
                  onChange={(value) => send({ type: 'withdrawal.paymentMethodChosen', id: Number(value) })}
                  error={fieldError('paymentMethod')}
                  readOnly={sending}
                >
                  <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
                    {context.methods.map((method) => (
                      <Radio
                        key={method.id}
                        value={String(method.id)}
                        color="gold"
                        disabled={locked}
                        label={
                          <Group gap={6} wrap="nowrap">
                            {method.icon ? <Image src={method.icon} alt="" w={24} h={24} fit="contain" /> : null}
                            <span>{method.name}</span>
                          </Group>
                        }
                      />
                    ))}
                  </SimpleGrid>
                </Radio.Group>

                <Stack gap={6}>
                  <NumberInput
                    label={t('withdrawal.amount')}
                    placeholder={t('withdrawal.amountPlaceholder')}
                    name="amount"
                    inputMode="decimal"
                    allowNegative={false}
                    decimalScale={2}
                    hideControls
                    readOnly={sending}
                    disabled={locked}
                    value={context.amount}
                    error={fieldError('amount')}
                    description={context.amountRange ? t('withdrawal.range', { min: formatTaka(context.amountRange.min), max: formatTaka(context.amountRange.max) }) : undefined}
                    onChange={(value) => send({ type: 'withdrawal.amountChanged', value: String(value) })}
                  />
                  <SimpleGrid cols={{ base: 3, sm: 5 }} spacing={6} role="group" aria-label={t('withdrawal.quickAmounts')}>
                    {QUICK_AMOUNTS.map((amount) => (
                      <Button key={amount} variant="light" color="gold" size="xs" disabled={sending || locked} onClick={() => send({ type: 'withdrawal.quickAmountAdded', amount })}>
                        {t('withdrawal.quickAdd', { amount: formatTaka(amount) })}
                      </Button>
                    ))}
                  </SimpleGrid>
                </Stack>

                <Radio.Group
                  label={t('withdrawal.accountNumber')}
                  description={t('withdrawal.accountNumberHint')}
                  value={context.accountNumber === '' ? null : context.accountNumber}
                  onChange={(value) => send({ type: 'withdrawal.accountNumberChosen', value })}
                  error={fieldError('accountNumber')}
                  readOnly={sending}
                >
                  <Stack gap="xs" mt="xs">
                    {context.phones.length === 0 ? <Text size="sm" c="gray.3">{t('withdrawal.noPhones')}</Text> : null}
                    {context.phones.map((phone) => (
                      <Radio
                        key={phone.number}
                        value={phone.number}
                        color="gold"
                        disabled={locked}
                        label={phone.verified ? phone.number : t('withdrawal.phoneUnverified', { number: phone.number })}
                      />
                    ))}
                  </Stack>
                </Radio.Group>

                <Button type="submit" color="gold" fullWidth size="md" disabled={locked} loading={sending || phase === 'checking'}>
                  {t('withdrawal.submit')}
                </Button>
              </Stack>
            </form>
          </Stack>
        }
        side={
          <Stack gap={4} p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="withdrawal-note">
            <Text size="sm" c="gray.3">
              {t('withdrawal.note')}
            </Text>
            <Anchor component={Link} href="/profile" size="sm" c="gold.3" underline="always" w="fit-content">
              {t('withdrawal.noteLink')}
            </Anchor>
          </Stack>
        }
      />
      <ErrorDialog html={dialogProblem ? problemHtml(dialogProblem) : null} onClose={() => send({ type: 'withdrawal.problemDismissed' })} />
    </>
  );
}
