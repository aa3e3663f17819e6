import '../../i18n/texts/oddsView';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Drawer } from '@mantine/core';
import { t } from '../../i18n';
import BetSlipPanel from './BetSlipPanel';

/**
 * The phone's bet slip: a bottom sheet over the page (issue 22). A chunk of its own, loaded once the page is idle
 * or when the slip opens first: the sheet (Drawer, scroll areas, focus trap) and the slip's inputs were a seventh of
 * the scripts the odds view loaded before its first screen, for a slip that is closed then (docs/bench.md, stop 48).
 */
export default function BetSlipSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
