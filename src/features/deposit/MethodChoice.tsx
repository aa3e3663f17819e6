import { Badge, Group, Image, Radio, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isMobileWallet, paymentTypeOf, paymentTypesOf, shownPaymentType, type DepositMethod, type PaymentType } from '../../../machines/deposit';
import { t, type MessageKey } from '../../i18n';
import { chosenCardStyle, ChosenMark } from './ChosenCard';

const typeKeys: Record<PaymentType, MessageKey> = { eWallet: 'deposit.type.eWallet', bank: 'deposit.type.bank', crypto: 'deposit.type.crypto' };

type MethodChoiceProps = { methods: DepositMethod[]; chosen: string | null; onChoose: (name: string) => void };

/** The payment type tab and the payment method list (spec 1 §2.11). */
export function MethodChoice({ methods, chosen, onChoose }: MethodChoiceProps) {
  const types = paymentTypesOf(methods);
  const [pickedType, setType] = useState<PaymentType | null>(null);
  const type = pickedType ?? shownPaymentType(methods, chosen);
  if (methods.length === 0) return <Text c="gray.3">{t('deposit.method.none')}</Text>;
  return (
    <Stack gap="xs">
      {types.length > 1 && (
        <SegmentedControl
          aria-label={t('deposit.type.label')}
          value={type}
          onChange={(value) => setType(value as PaymentType)}
          data={types.map((value) => ({ value, label: t(typeKeys[value]) }))}
          fullWidth
        />
      )}
      <Radio.Group label={t('deposit.method.label')} value={chosen} onChange={onChoose}>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt={6}>
          {methods
            .filter((method) => paymentTypeOf(method) === type)
            .map((method) => (
              <Radio.Card key={method.name} value={method.name} p="xs" radius="md" aria-label={method.name} data-testid={`deposit-method-${method.name}`} style={chosenCardStyle(method.name === chosen)}>
                <ChosenMark chosen={method.name === chosen} />
                <Group gap={6} wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap">
                    {method.icon && <Image src={method.icon} alt="" w={24} h={24} fit="contain" />}
                    <Text size="sm" fw={600}>
                      {method.name}
                    </Text>
                  </Group>
                  {isMobileWallet(method.name) && (
                    <Badge size="xs" color="teal.9" variant="filled">
                      {t('deposit.method.rebate')}
                    </Badge>
                  )}
                </Group>
              </Radio.Card>
            ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
