import { ActionIcon, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { cycleTab, REFERRAL_RATIO_TABS, type ReferralRates } from '../../../machines/referral';
import { localizeDigits } from '../../format/money';
import { t, type MessageKey } from '../../i18n';

/** The turnover each Cash Reward Ratio tab applies from, by tab. */
const THRESHOLDS: readonly MessageKey[] = ['referral.ratio.threshold1', 'referral.ratio.threshold2', 'referral.ratio.threshold3'];

/** Cash Reward Ratio: three tabs of spec 2 §9 rates (the server's; "…" until loaded), cycled by arrows with wrap-around. */
export function RatioBoard({ rates }: { rates: ReferralRates | null }) {
  const [index, setIndex] = useState(0);
  const threshold = THRESHOLDS[index] ?? THRESHOLDS[0];
  if (!threshold) return null;
  const count = REFERRAL_RATIO_TABS;
  const tabRates = rates?.[index] ?? null;
  return (
    <Paper p="md" withBorder radius="md" data-testid="referral-ratio">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('referral.ratio.title')}
        </Title>
        <Group justify="space-between" wrap="nowrap">
          <ActionIcon variant="light" aria-label={t('referral.ratio.previous')} onClick={() => setIndex((current) => cycleTab(current, -1, count))}>
            ‹
          </ActionIcon>
          <div style={{ textAlign: 'center' }}>
            <Text fw={800} data-testid="referral-ratio-tab">
              {t('referral.ratio.tab', { tab: index + 1 })}
            </Text>
            <Text size="sm" c="gray.3">
              {t(threshold)}
            </Text>
          </div>
          <ActionIcon variant="light" aria-label={t('referral.ratio.next')} onClick={() => setIndex((current) => cycleTab(current, 1, count))}>
            ›
          </ActionIcon>
        </Group>
        <Table withTableBorder>
          <Table.Tbody>
            {([0, 1, 2] as const).map((tier) => (
              <Table.Tr key={tier}>
                <Table.Td>{t('referral.ratio.tier', { tier: tier + 1 })}</Table.Td>
                <Table.Td data-testid={`referral-rate-${tier + 1}`}>{tabRates ? localizeDigits(`${tabRates[tier]}%`) : '…'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          {t('referral.ratio.cap')}
        </Text>
      </Stack>
    </Paper>
  );
}
