import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Drawer, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { useWhenIdle } from '../../ui/useWhenIdle';
import { BetSlipPanel } from './BetSlipPanel';
import { useOddsViewActors } from './actors';
import classes from './oddsView.module.css';

/**
 * Issue 22: where the bet slip opens. On a phone, a bottom sheet over the page with the stake field
 * focused (it was drawn under the clicked row, half hidden by two bottom bars); on a desktop, the
 * right column beside the market, with the stake field focused on each new price.
 */
export function BetSlipDock({ below = null }: { below?: ReactNode }) {
  const { slip } = useOddsViewActors();
  const phone = useLayout() === 'mobile';
  const open = useSelector(slip, (snapshot) => snapshot.context.selection !== null);
  const rowKey = useSelector(slip, (snapshot) => (snapshot.context.selection ? `${snapshot.context.selection.rowKey}:${snapshot.context.selection.side}` : null));
  // The closed sheet (its portal and scroll lock) is set up once the page is idle, or when the slip opens first.
  const sheetReady = useWhenIdle(open);
  const column = useRef<HTMLElement>(null);
  useEffect(() => {
    if (phone || rowKey === null) return;
    column.current?.querySelector<HTMLInputElement>('[data-testid="stake-input"]')?.focus();
  }, [phone, rowKey]);
  if (phone) {
    if (!sheetReady) return null;
    return (
      <Drawer
        opened={open}
        onClose={() => slip.send({ type: 'slip.closed' })}
        position="bottom"
        size="auto"
        title={t('betSlip.title')}
        closeButtonProps={{ 'aria-label': t('betSlip.close') }}
        // As tall as the slip (Mantine's "auto" size is not a size its stylesheet knows, and the sheet took the whole screen).
        styles={{ content: { height: 'auto', maxHeight: '92dvh', borderTopLeftRadius: 12, borderTopRightRadius: 12 }, body: { padding: 0 } }}
        data-testid="bet-slip-sheet"
      >
        <BetSlipPanel />
      </Drawer>
    );
  }
  return (
    <aside ref={column} className={classes.slipColumn} aria-label={t('betSlip.column')} data-testid="bet-slip-column">
      <Text fw={700} size="sm" px="sm" py={6} className={classes.slipColumnTitle}>
        {t('betSlip.title')}
      </Text>
      {open ? <BetSlipPanel /> : <Text size="sm" c="dark.2" p="sm">{t('betSlip.empty')}</Text>}
      {/* Issue 22: the player's open bets on this event, below the slip (only in this column: a desktop's). */}
      {below}
    </aside>
  );
}
