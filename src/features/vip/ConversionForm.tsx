import '@mantine/core/styles/NumberInput.css';
import type { FormEvent } from 'react';
import { Button, NumberInput, Stack, TextInput } from '@mantine/core';
import { MINIMUM_VIP_COINS, realMoneyOf, vipAmountHint, type VipConversionContext, type VipConversionEvent } from '../../../machines/vipConversion';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { MessageDialog } from './MessageDialog';
import { SuccessAnimation } from './SuccessAnimation';
import classes from './vip.module.css';

/** Which part of the conversion is running: the view only shows it. */
export type ConversionPhase = 'editing' | 'converting' | 'celebrating' | 'showingMessage';

export type ConversionFormProps = {
  phase: ConversionPhase;
  context: VipConversionContext;
  /** Whether Convert can be pressed now (the machine's answer, not a rule of the view). */
  canConvert: boolean;
  send: (event: VipConversionEvent) => void;
};

/** Spec 2 §2 VIP, §5: the VP input (digits only), Real Money equal to the VP, Convert to Real Money and the outcome. */
export function ConversionForm({ phase, context, canConvert, send }: ConversionFormProps) {
  const hint = vipAmountHint(context.amount);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canConvert) send({ type: 'vip.convertRequested' });
  };
  return (
    <>
      <form className={classes.form} onSubmit={onSubmit} noValidate aria-busy={phase === 'converting'} data-testid="vip-conversion-form">
        <Stack gap="sm">
          <NumberInput
            label={t('vip.points')}
            placeholder={t('vip.pointsPlaceholder')}
            name="vipCoin"
            inputMode="numeric"
            allowNegative={false}
            allowDecimal={false}
            hideControls
            readOnly={phase !== 'editing'}
            value={context.amount}
            description={t('vip.minimumNote', { min: MINIMUM_VIP_COINS, value: formatTaka(1) })}
            error={hint ? t('vip.hint.notEnoughPoints') : undefined}
            onChange={(value) => send({ type: 'vip.amountChanged', value: String(value) })}
          />
          <TextInput label={t('vip.realMoney')} name="realMoney" readOnly value={formatTaka(realMoneyOf(context.amount))} data-testid="vip-real-money" />
          {phase === 'celebrating' ? <SuccessAnimation onFinished={() => send({ type: 'vip.animationFinished' })} /> : null}
          <Button type="submit" color="gold" fullWidth size="md" loading={phase === 'converting'} disabled={!canConvert && phase !== 'converting'}>
            {t('vip.convert')}
          </Button>
        </Stack>
      </form>
      <MessageDialog message={phase === 'showingMessage' ? context.message : null} onClose={() => send({ type: 'vip.messageDismissed' })} />
    </>
  );
}
