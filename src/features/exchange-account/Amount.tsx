import { Text, type TextProps } from '@mantine/core';
import { formatTaka } from '../../format/money';

/** An amount in taka; a loss (or a debit) red. */
export function Amount({ value, signed = false, ...props }: { value: number; signed?: boolean } & TextProps) {
  const loss = value < 0;
  const text = signed && value > 0 ? `+${formatTaka(value, { fixedDecimals: true })}` : formatTaka(value, { fixedDecimals: true });
  return (
    <Text component="span" c={loss ? 'red.4' : undefined} data-loss={loss ? 'true' : 'false'} {...props}>
      {text}
    </Text>
  );
}
