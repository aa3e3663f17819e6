import { ActionIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Session } from '../../edge/session';
import { t } from '../../i18n';
import { RefreshIcon } from './icons';
import classes from './header.module.css';

/** Spec 1 §9: the refresh spinner lasts 500 ms. */
export const BALANCE_SPINNER_MS = 500;

/** Asks the session for a fresh balance now; the icon turns once. */
export function BalanceRefreshButton() {
  const session = Session.useActorRef();
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const timer = window.setTimeout(() => setSpinning(false), BALANCE_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [spinning]);
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="md"
      aria-label={t('header.refreshBalance')}
      data-testid="balance-refresh"
      data-spinning={spinning || undefined}
      onClick={() => {
        session.send({ type: 'balance.refreshRequested' });
        setSpinning(true);
      }}
    >
      <span className={spinning ? classes.spinning : undefined} style={{ display: 'inline-flex' }}>
        <RefreshIcon size={18} />
      </span>
    </ActionIcon>
  );
}
