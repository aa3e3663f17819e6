import { Text } from '@mantine/core';
import { allowanceLeft, type DepositContext } from '../../../machines/deposit';
import { formatTaka } from '../../format/money';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';

/** Under the amount (issue 24): what the deposit limits leave, and until when; nothing when no limit is set. */
export function DepositAllowance({ context }: { context: Pick<DepositContext, 'allowance'> }) {
  const allowance = allowanceLeft(context);
  if (!allowance) return null;
  const left = formatTaka(allowance.left, { fixedDecimals: !Number.isInteger(allowance.left) });
  const time = allowance.resetsAt === null ? null : formatDhakaTime(allowance.resetsAt, 'D MMM YYYY, HH:mm');
  const text =
    allowance.left > 0
      ? time === null
        ? t('safer.deposit.allowanceNoTime', { left })
        : t('safer.deposit.allowance', { left, time })
      : time === null
        ? t('safer.deposit.limitReachedNoTime')
        : t('safer.deposit.limitReached', { time });
  return (
    <Text size="sm" c={allowance.left > 0 ? 'gray.3' : 'red.4'} data-testid="deposit-allowance">
      {text}
    </Text>
  );
}
