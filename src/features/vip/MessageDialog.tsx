import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { VipMessage } from '../../../machines/vipConversion';
import { t } from '../../i18n';
import { vipMessageText } from './texts';

/** The Message dialog (spec 2 §4, §8). The server's words are shown as plain text, never as HTML. */
export function MessageDialog({ message, onClose }: { message: VipMessage | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('vip.messageTitle')} centered size="sm">
      <Text data-testid="vip-message">{message ? vipMessageText(message) : null}</Text>
      <Group justify="flex-end" mt="md">
        <Button color="gold" onClick={onClose}>
          {t('vip.messageOk')}
        </Button>
      </Group>
    </Modal>
  );
}
