import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { preferredLanguage, t, type PreferredLanguage } from '../../i18n';
import { chooseLanguage, languageCode, subscribeToLanguage } from './languageNames';

// The pop-up loads when first opened: the header stays light.
const LanguageModal = lazy(() => import('./LanguageModal'));

/** Header button opening the language pop-up (spec 1 §2.4): English or বাংলা. */
export function LanguagePicker() {
  const [opened, { open, close }] = useDisclosure(false);
  const language = useSyncExternalStore(subscribeToLanguage, () => preferredLanguage());

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const choose = (next: PreferredLanguage) => {
    chooseLanguage(next);
    // Bangla stays open to show that its texts are still coming.
    if (next === 'en') close();
  };

  return (
    <>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
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
