import '@mantine/core/styles/SimpleGrid.css';
import { Button, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReferralFigures } from '../../../machines/referral';
import { formatTaka } from '../../format/money';
import { t, type MessageKey } from '../../i18n';

export type ClaimState = { canClaim: boolean; claiming: boolean; onClaim: () => void };

const activeTotal = (figures: ReferralFigures) => figures.activeDownlines.tier1 + figures.activeDownlines.tier2 + figures.activeDownlines.tier3;

function Figure({ label, value, testId }: { label: MessageKey; value: string; testId: string }) {
  return (
    <Paper p="sm" withBorder radius="md">
      <Text size="xs" c="gray.3">
        {t(label)}
      </Text>
      <Text fw={800} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** The reward board: active downlines, lifetime cash rewards, referral turnover and cash rewards, with Claim All. */
export function RewardBoard({ figures, claim }: { figures: ReferralFigures | null; claim: ClaimState }) {
  const money = (value: number | undefined) => (value === undefined ? '…' : formatTaka(value, { fixedDecimals: true }));
  return (
    <Stack gap="sm" aria-label={t('referral.board')} role="group">
      <SimpleGrid cols={2} spacing="sm">
        <Figure label="referral.activeDownlines" value={figures ? String(activeTotal(figures)) : '…'} testId="referral-active-downlines" />
        <Figure label="referral.lifetimeCashRewards" value={money(figures?.lifetimeCashRewards)} testId="referral-lifetime" />
        <Figure label="referral.referralTurnover" value={money(figures?.referralTurnover)} testId="referral-turnover" />
        <Figure label="referral.cashRewards" value={money(figures?.cashRewards)} testId="referral-cash-rewards" />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('referral.activeNote')}
      </Text>
      <ClaimButton claim={claim} />
    </Stack>
  );
}

export function ClaimButton({ claim }: { claim: ClaimState }) {
  return (
    <Button onClick={claim.onClaim} disabled={!claim.canClaim && !claim.claiming} loading={claim.claiming} data-testid="referral-claim">
      {t('referral.claimAll')}
    </Button>
  );
}
