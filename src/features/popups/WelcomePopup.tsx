import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { PopupsEvent } from '../../../machines/popups';
import { t } from '../../i18n';

/** Spec 1 §2.4: after registration, a welcome pop-up with Home Page and Deposit now buttons. */
export function WelcomePopup({ send }: { send: (event: PopupsEvent) => void }) {
  return (
    <Modal
      opened
      centered
      onClose={() => send({ type: 'welcomePopup.closed' })}
      title={t('popup.welcome.title', { site: t('site.name') })}
      closeButtonProps={{ 'aria-label': t('popup.close') }}
      data-testid="welcome-popup"
    >
      <Text size="sm">{t('popup.welcome.body')}</Text>
      <Group grow mt="lg">
        <Button variant="default" onClick={() => send({ type: 'welcomePopup.homeChosen' })}>
          {t('popup.welcome.home')}
        </Button>
        <Button color="gold" onClick={() => send({ type: 'welcomePopup.depositChosen' })}>
          {t('popup.welcome.deposit')}
        </Button>
      </Group>
    </Modal>
  );
}
