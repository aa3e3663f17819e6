import { Button, Group, Loader, NativeSelect, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { isAmountOpen, type DepositContext, type DepositEvent } from '../../../machines/deposit';
import { t } from '../../i18n';
import { ErrorDialog } from '../funds/ErrorDialog';
import { SideBySide } from '../funds/SideBySide';
import { AmountField } from './AmountField';
import { ChannelChoice } from './ChannelChoice';
import { DepositAllowance } from './DepositAllowance';
import { DepositRecords } from './DepositRecords';
import { DepositTips } from './DepositTips';
import { LimitPrompt } from './LimitPrompt';
import { MethodChoice } from './MethodChoice';
import { depositProblemHtml } from './problemHtml';

export type DepositFormProps = {
  context: DepositContext;
  phase: 'loading' | 'editing' | 'loadingChannels' | 'sending';
  layout: 'mobile' | 'desktop';
  send: (event: DepositEvent) => void;
};

/** The deposit form (spec 1 §2.11); on the desktop the amount and the button open once a channel is chosen (spec 1 §4). */
export function DepositForm({ context, phase, layout, send }: DepositFormProps) {
  if (phase === 'loading') {
    return (
      <Group justify="center" py="xl" role="status" aria-label={t('deposit.loading')}>
        <Loader color="gold" />
      </Group>
    );
  }
  const locked = layout === 'desktop' && !isAmountOpen(context);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'deposit.nextPressed' });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={phase === 'sending'} data-testid="deposit-form">
      <SideBySide
        main={
          <Stack gap="md">
            {context.limitPrompt ? <LimitPrompt onDismiss={() => send({ type: 'deposit.limitPromptDismissed' })} /> : null}
            <Group justify="flex-end">
              <DepositRecords deposits={context.deposits} />
            </Group>
            <NativeSelect
              label={t('deposit.promotion.label')}
              value={context.promotionId === null ? '' : String(context.promotionId)}
              onChange={(event) => send({ type: 'deposit.promotionChosen', promotionId: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
              data={[
                { value: '', label: t('deposit.promotion.none') },
                ...context.promotions.map((promotion) => ({ value: String(promotion.id), label: `${promotion.name} ${t('deposit.promotion.bonus', { percent: promotion.bonusPercent })}` })),
              ]}
            />
            <MethodChoice methods={context.methods} chosen={context.methodName} onChoose={(name) => send({ type: 'deposit.methodChosen', name })} />
            <ChannelChoice
              channels={context.channels}
              chosen={context.channelId}
              methodChosen={context.methodName !== null}
              loading={phase === 'loadingChannels'}
              onChoose={(channelId) => send({ type: 'deposit.channelChosen', channelId })}
            />
            <AmountField
              amount={context.amount}
              range={context.amountRange}
              readOnly={locked}
              onChange={(value) => send({ type: 'deposit.amountChanged', value })}
              onAdd={(value) => send({ type: 'deposit.amountAdded', value })}
            />
            <DepositAllowance context={context} />
            <Button type="submit" color="gold" size="md" fullWidth disabled={locked || phase === 'loadingChannels'} loading={phase === 'sending'}>
              {layout === 'desktop' ? t('deposit.submitDesktop') : t('deposit.next')}
            </Button>
          </Stack>
        }
        side={<DepositTips />}
      />
      <ErrorDialog html={depositProblemHtml(context.problem)} onClose={() => send({ type: 'deposit.problemDismissed' })} />
    </form>
  );
}
