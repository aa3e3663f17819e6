import '../../i18n/texts/oddsView';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { betPreview, QUICK_STAKES } from '../../../machines/betSlip';
import { formatNumber, formatTaka, localizeDigits } from '../../format/money';
import { t } from '../../i18n';
import { useOddsViewActors } from './actors';
import classes from './oddsView.module.css';

/**
 * The bet slip (in a bottom sheet on a phone, the right column on a desktop): stake, limits, profit or liability per outcome, place, the answer.
 * `focusEachPrice`: the desktop's column focuses the stake field on each new price (the sheet focuses it as it opens).
 */
export default function BetSlipPanel({ focusEachPrice = false }: { focusEachPrice?: boolean }) {
  const { slip } = useOddsViewActors();
  const state = useSelector(slip, (snapshot) => snapshot.value);
  const context = useSelector(slip, (snapshot) => snapshot.context);
  const { selection, stake, failure, matched } = context;
  const priceKey = selection ? `${selection.rowKey}:${selection.side}` : null;
  const stakeInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusEachPrice && priceKey !== null) stakeInput.current?.focus();
  }, [focusEachPrice, priceKey]);
  if (!selection) return null;
  const runnerMarket = selection.market !== 'fancy';
  const backing = selection.side === 'back' || selection.side === 'yes';
  const limits = context.limits.stake[selection.market];
  const placing = state === 'placingBet';

  if (state === 'betMatched' && matched) {
    return (
      <div className={classes.slip} data-testid="bet-slip">
        <Alert color="green" variant="light" role="status" data-testid="bet-matched" title={matched.message}>
          <Text size="sm">{t('betSlip.balanceAfter', { balance: formatTaka(matched.balance, { fixedDecimals: true }), exposure: formatTaka(matched.exposure, { fixedDecimals: true }) })}</Text>
          <Button mt="xs" size="xs" variant="light" onClick={() => slip.send({ type: 'slip.closed' })}>
            {t('betSlip.close')}
          </Button>
        </Alert>
      </div>
    );
  }

  const preview = betPreview(selection, stake, context.limits.fancyStakedTypes);
  return (
    <form
      className={`${classes.slip} ${backing ? classes.slipBack : classes.slipLay}`}
      aria-label={t('betSlip.title')}
      data-testid="bet-slip"
      aria-busy={placing}
      onSubmit={(event) => {
        event.preventDefault();
        slip.send({ type: 'slip.placeRequested' });
      }}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t(`betSlip.side.${selection.side}`)} · {selection.label} ·{' '}
          {runnerMarket ? (
            <span data-testid="slip-odds">{localizeDigits(String(selection.odds))}</span>
          ) : (
            <span data-testid="slip-odds">{t('betSlip.line', { run: selection.run ?? '', rate: selection.odds })}</span>
          )}
        </Text>
        <TextInput
          ref={stakeInput}
          label={t('betSlip.stake')}
          inputMode="numeric"
          autoComplete="off"
          value={stake === 0 ? '' : String(stake)}
          disabled={placing}
          onChange={(event) => slip.send({ type: 'slip.stakeTyped', text: event.currentTarget.value })}
          data-testid="stake-input"
          data-autofocus
        />
        <div className={classes.quick} role="group" aria-label={t('betSlip.quickStakes')}>
          {QUICK_STAKES.map((amount) => (
            <Button key={amount} size="compact-sm" variant="default" disabled={placing} onClick={() => slip.send({ type: 'slip.stakeChanged', stake: amount })}>
              {formatNumber(amount)}
            </Button>
          ))}
        </div>
        <Text size="xs" c={context.stakeRefused ? 'red.5' : 'dark.2'} data-testid="stake-limits">
          {context.stakeRefused
            ? t('betSlip.stakeOutside', { min: formatTaka(limits.min), max: formatTaka(limits.max) })
            : t('betSlip.limits', { min: formatTaka(limits.min), max: formatTaka(limits.max) })}
        </Text>
        {runnerMarket ? (
          <label style={{ fontSize: 13, display: 'flex', gap: 6, alignItems: 'center' }}>
            <input type="checkbox" checked={context.acceptBetterOdds} disabled={placing} onChange={() => slip.send({ type: 'slip.acceptBetterOddsToggled' })} />
            {t('betSlip.acceptBetterOdds')}
          </label>
        ) : null}
        <div aria-label={t('betSlip.preview')} data-testid="slip-preview">
          {preview.outcomes.map((outcome) => (
            <Group key={outcome.key} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" truncate>
                {runnerMarket ? outcome.label : outcome.key === 'win' ? t('betSlip.ifWins') : t('betSlip.ifLoses')}
              </Text>
              <Text size="xs" fw={700} c={outcome.profit >= 0 ? 'green.5' : 'red.5'}>
                {formatTaka(outcome.profit, { fixedDecimals: true })}
              </Text>
            </Group>
          ))}
          <Text size="xs" c="dark.2">
            {t('betSlip.liability', { amount: formatTaka(preview.liability, { fixedDecimals: true }) })}
          </Text>
        </div>
        {failure ? (
          <Alert color="red" variant="light" role="alert" data-testid="bet-refused" p="xs">
            <Text size="sm">{failure.kind === 'refused' ? failure.message : (failure.message ?? t('betSlip.networkFailed'))}</Text>
            {failure.kind === 'refused' && failure.newPrice !== null ? (
              <Button mt="xs" size="compact-sm" variant="light" onClick={() => slip.send({ type: 'slip.newPriceTaken' })} data-testid="take-new-price">
                {t('betSlip.takeNewPrice', { price: failure.newPrice })}
              </Button>
            ) : null}
          </Alert>
        ) : null}
        <Group grow gap="xs">
          <Button variant="default" onClick={() => slip.send({ type: 'slip.closed' })} disabled={placing}>
            {t('betSlip.cancel')}
          </Button>
          <Button type="submit" loading={placing} data-testid="place-bet">
            {t('betSlip.place')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
