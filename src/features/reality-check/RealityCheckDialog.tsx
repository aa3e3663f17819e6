import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { dialogOf, hoursAndMinutes, netResultOf } from '../../../machines/realityCheck';
import { useRealityCheckRunner } from '../../edge/realityCheck';
import { formatNumber } from '../../format/money';
import { t } from '../../i18n';

function netText(netWinLoss: string | null): string {
  const net = netResultOf(netWinLoss);
  switch (net.kind) {
    case 'win':
      return t('breaks.dialog.netWin', { amount: formatNumber(net.amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
    case 'loss':
      return t('breaks.dialog.netLoss', { amount: formatNumber(net.amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) });
    case 'even':
      return t('breaks.dialog.netEven');
    case 'unknown':
      return t('breaks.dialog.netUnknown');
  }
}

/**
 * The reality check (issue 24 §2): runs the session's reality-check machine while a player is logged
 * in (the shell mounts it once) and shows its dialog at each check: the time logged in, the net win
 * or loss, and Continue, View history and Log out.
 */
export function RealityCheckDialog() {
  const actor = useRealityCheckRunner();
  const dialog = useSelector(actor, dialogOf, (a, b) => a?.minutes === b?.minutes && a?.netWinLoss === b?.netWinLoss);
  const time = dialog ? hoursAndMinutes(dialog.minutes) : null;
  return (
    <Modal
      opened={dialog !== null}
      onClose={() => actor.send({ type: 'realityCheck.continued' })}
      title={t('breaks.dialog.title')}
      centered
      // Above the game's full-screen frame (/gamerun).
      zIndex={2000}
      closeOnClickOutside={false}
      data-testid="reality-check-dialog"
    >
      {dialog && time ? (
        <Stack gap="md">
          <Text data-testid="reality-check-time">{t('breaks.dialog.loggedIn', { hours: time.hours, minutes: time.minutes })}</Text>
          <Text data-testid="reality-check-net" fw={600}>
            {netText(dialog.netWinLoss)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actor.send({ type: 'realityCheck.logOutPressed' })}>
              {t('breaks.dialog.logOut')}
            </Button>
            <Button variant="default" onClick={() => actor.send({ type: 'realityCheck.historyViewed' })}>
              {t('breaks.dialog.history')}
            </Button>
            <Button color="gold" onClick={() => actor.send({ type: 'realityCheck.continued' })}>
              {t('breaks.dialog.continue')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
