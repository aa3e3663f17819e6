import { ActionIcon, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSessionSummary } from '../../edge/session';
import { formatTaka } from '../../format/money';
import { t } from '../../i18n';
import { BalanceRefreshButton } from '../header/BalanceRefresh';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

/** The main wallet balance (the session's, refreshed every 10 s) with the header's refresh button and show/hide. */
export function WalletBalance({ size = 'lg' }: { size?: 'md' | 'lg' | 'xl' }) {
  const { balance } = useSessionSummary();
  const [hidden, { toggle }] = useDisclosure(false);
  return (
    <Group gap={4} wrap="nowrap" data-testid="member-wallet">
      <Text fw={800} size={size} c="gold.3" data-testid="member-balance" aria-live="polite">
        {hidden ? t('member.hiddenBalance') : balance === null ? '…' : formatTaka(balance, { fixedDecimals: true })}
      </Text>
      <BalanceRefreshButton />
      <ActionIcon variant="subtle" color="gray" size="md" onClick={toggle} aria-pressed={hidden} aria-label={hidden ? t('member.showBalance') : t('member.hideBalance')} data-testid="balance-visibility">
        <EyeIcon crossed={hidden} />
      </ActionIcon>
    </Group>
  );
}
