import { Button, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { DEPOSIT_QUICK_AMOUNTS, type AmountRange } from '../../../machines/deposit';
import { formatNumber, formatTaka } from '../../format/money';
import { t } from '../../i18n';

/** `range`: the server's (GET /api/limits), shown only; null when it could not be loaded (then not shown). */
type AmountFieldProps = { amount: string; range: AmountRange | null; readOnly: boolean; onChange: (value: string) => void; onAdd: (value: number) => void };

/** The letter e (exponent) is blocked in the amount (spec 1 §5). */
function blockExponent(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'e' || event.key === 'E') event.preventDefault();
}

/** The amount with its shown range and the quick-add buttons (spec 1 §9); the range is not enforced here. */
export function AmountField({ amount, range, readOnly, onChange, onAdd }: AmountFieldProps) {
  const shownRange = range ? t('deposit.amount.range', { min: formatTaka(range.min), max: formatTaka(range.max) }) : undefined;
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('deposit.amount.label')}
        description={shownRange}
        placeholder={shownRange}
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
