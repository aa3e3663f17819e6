import { Button, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { DEPOSIT_QUICK_AMOUNTS, DEPOSIT_SHOWN_RANGE } from '../../../machines/deposit';
import { formatNumber, formatTaka } from '../../format/money';
import { t } from '../../i18n';

type AmountFieldProps = { amount: string; readOnly: boolean; onChange: (value: string) => void; onAdd: (value: number) => void };

/** The letter e (exponent) is blocked in the amount (spec 1 §5). */
function blockExponent(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'e' || event.key === 'E') event.preventDefault();
}

/** The amount with its shown range and the quick-add buttons (spec 1 §9); the range is not enforced here. */
export function AmountField({ amount, readOnly, onChange, onAdd }: AmountFieldProps) {
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('deposit.amount.label')}
        description={t('deposit.amount.range', { min: formatTaka(DEPOSIT_SHOWN_RANGE.min), max: formatTaka(DEPOSIT_SHOWN_RANGE.max) })}
        placeholder={t('deposit.amount.range', { min: formatTaka(DEPOSIT_SHOWN_RANGE.min), max: formatTaka(DEPOSIT_SHOWN_RANGE.max) })}
        value={amount}
        onChange={(value) => onChange(String(value))}
        onKeyDown={blockExponent}
        readOnly={readOnly}
        allowNegative={false}
        decimalScale={2}
        hideControls
        inputMode="decimal"
        name="amount"
      />
      <SimpleGrid cols={{ base: 4, xs: 5 }} spacing={6}>
        {DEPOSIT_QUICK_AMOUNTS.map((value) => (
          <Button key={value} size="compact-sm" variant="light" color="gold" px={4} disabled={readOnly} onClick={() => onAdd(value)}>
            +{formatNumber(value)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
