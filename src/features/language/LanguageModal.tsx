import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { Button, Modal, Stack } from '@mantine/core';
import { t, type PreferredLanguage } from '../../i18n';
import { languageName } from './languageNames';

type LanguageModalProps = { language: PreferredLanguage; onChoose: (language: PreferredLanguage) => void; onClose: () => void };

/** The language pop-up (spec 1 §2.4): English or বাংলা; the choice switches every text at once. */
export default function LanguageModal({ language, onChoose, onClose }: LanguageModalProps) {
  return (
    <Modal opened onClose={onClose} title={t('language.title')} centered closeButtonProps={{ 'aria-label': t('popup.close') }}>
      <Stack gap="sm">
        {(['en', 'bn'] as const).map((option) => (
          <Button
            key={option}
            variant={option === language ? 'filled' : 'default'}
            aria-pressed={option === language}
            lang={option}
            onClick={() => onChoose(option)}
          >
            {languageName(option)}
          </Button>
        ))}
      </Stack>
    </Modal>
  );
}
