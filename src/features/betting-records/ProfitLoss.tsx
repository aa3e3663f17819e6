import { Text, type TextProps } from '@mantine/core';
import { t } from '../../i18n';
import { isLoss } from '../../../machines/bettingRecords';
import { profitLossText } from './display';

/** A profit/loss amount: a loss red and in brackets (spec 2 §2); an open bet has none yet. */
export function ProfitLoss({ amount, ...props }: { amount: number | null } & TextProps) {
  const loss = isLoss(amount);
  return (
    <Text component="span" c={loss ? 'red.4' : undefined} data-loss={loss ? 'true' : 'false'} data-testid="profit-loss" {...props}>
      {amount === null ? t('bettingRecords.none') : profitLossText(amount)}
    </Text>
  );
}
