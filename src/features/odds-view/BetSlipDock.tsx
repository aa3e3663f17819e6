import { Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { useWhenIdle } from '../../ui/useWhenIdle';
import { useOddsViewActors } from './actors';
import classes from './oddsView.module.css';

// The slip's own chunks (its inputs, and on a phone the sheet): the odds view's first screen does not show them.
const BetSlipSheet = lazy(() => import('./BetSlipSheet'));
const loadPanel = () => import('./BetSlipPanel');
const BetSlipPanel = lazy(loadPanel);

/**
 * Issue 22: where the bet slip opens. On a phone, a bottom sheet over the page with the stake field
 * focused (it was drawn under the clicked row, half hidden by two bottom bars); on a desktop, the
 * right column beside the market, with the stake field focused on each new price.
 */
export function BetSlipDock({ below = null }: { below?: ReactNode }) {
  const { slip } = useOddsViewActors();
  const phone = useLayout() === 'mobile';
  const open = useSelector(slip, (snapshot) => snapshot.context.selection !== null);
  // The closed sheet (its chunk, portal and scroll lock) is set up once the page is idle, or when the slip opens first;
  // a desktop's column fetches the slip's chunk then, so that the first price taken does not wait for it.
  const idle = useWhenIdle(open);
  useEffect(() => {
    // A failed fetch (offline) is not an error here: rendering the slip asks for it again.
    if (idle && !phone) loadPanel().catch(() => undefined);
  }, [idle, phone]);
  if (phone) {
    if (!idle) return null;
    return (
      <Suspense fallback={null}>
        <BetSlipSheet opened={open} onClose={() => slip.send({ type: 'slip.closed' })} />
      </Suspense>
    );
  }
  return (
    <aside className={classes.slipColumn} aria-label={t('betSlip.column')} data-testid="bet-slip-column">
      <Text fw={700} size="sm" px="sm" py={6} className={classes.slipColumnTitle}>
        {t('betSlip.title')}
      </Text>
      {open ? (
        <Suspense fallback={null}>
          <BetSlipPanel focusEachPrice />
        </Suspense>
      ) : (
        <Text size="sm" c="dark.2" p="sm">
          {t('betSlip.empty')}
        </Text>
      )}
      {/* Issue 22: the player's open bets on this event, below the slip (only in this column: a desktop's). */}
      {below}
    </aside>
  );
}
