import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { dismissBreakStartedNotice, useBreakStartedNotice } from '../../edge/accountBreak';
import { t } from '../../i18n';
import { breakDate } from '../safer-gambling/breakFormat';

/** After a time-out or self-exclusion has started the site is logged out and says when the break ends. */
export function BreakStartedNotice() {
  const notice = useBreakStartedNotice();
  return (
    <Modal opened={notice !== null} onClose={dismissBreakStartedNotice} title={t('breaks.started.title')} centered data-testid="break-started-notice">
      {notice ? (
        <Stack gap="md">
          <Text role="status">{t(notice.kind === 'time_out' ? 'breaks.started.timeOut' : 'breaks.started.exclusion', { date: breakDate(notice.endsAt) })}</Text>
          <Group justify="flex-end">
            <Button color="gold" onClick={dismissBreakStartedNotice}>
              {t('breaks.started.ok')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
