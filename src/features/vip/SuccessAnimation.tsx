import '@mantine/core/styles/ThemeIcon.css';
import { Paper, Text, ThemeIcon, Transition } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';
import { t } from '../../i18n';

/** How long the success animation plays before the Message dialog (spec 2 §4). */
export const CELEBRATION_MS = 900;

/** A short pop of a check mark after a conversion; then `onFinished` (the machine moves on to the Message dialog). */
export function SuccessAnimation({ onFinished }: { onFinished: () => void }) {
  const mounted = useMounted();
  const finish = useEffectEvent(onFinished);
  useEffect(() => {
    const timer = setTimeout(() => finish(), CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Transition mounted={mounted} transition="pop" duration={350} timingFunction="ease-out">
      {(styles) => (
        <Paper style={{ ...styles, textAlign: 'center' }} p="md" radius="md" withBorder role="status" data-testid="vip-success-animation">
          <ThemeIcon color="green" radius="xl" size={48} mx="auto" aria-hidden="true">
            <Text fw={800} size="xl" c="white">
              ✓
            </Text>
          </ThemeIcon>
          <Text fw={700} mt="xs" c="green.4">
            {t('vip.converted')}
          </Text>
        </Paper>
      )}
    </Transition>
  );
}
