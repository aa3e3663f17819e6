import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { t, useLanguage, type PreferredLanguage } from '../../i18n';
import { chooseLanguage, languageCode } from './languageNames';

// The pop-up loads when first opened: the header stays light.
const LanguageModal = lazy(() => import('./LanguageModal'));

/** Header button opening the language pop-up (spec 1 §2.4): English or বাংলা. */
export function LanguagePicker() {
  const [opened, { open, close }] = useDisclosure(false);
  const language = useLanguage();

  const choose = (next: PreferredLanguage) => {
    void chooseLanguage(next);
    close();
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        // Narrow sides: the logged-in mobile header fits its balance, links and this button at 360 px.
        px={4}
        onClick={open}
        aria-label={t('language.openLabel', { code: languageCode(language) })}
        aria-haspopup="dialog"
        data-testid="language-picker"
      >
        {languageCode(language)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageModal language={language} onChoose={choose} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
