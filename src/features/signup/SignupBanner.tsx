import { Paper, Text, Title } from '@mantine/core';
import { t } from '../../i18n';

/** The banner above the sign-up forms (spec 1 §2.6): a styled heading, no extra call. */
export function SignupBanner() {
  return (
    <Paper
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-dark-6), var(--mantine-color-dark-8))', border: '1px solid var(--mantine-color-gold-8)' }}
      data-testid="signup-banner"
    >
      <Text fw={700} size="xl" c="gold.4" component="p">
        {t('signup.bannerTitle')}
      </Text>
      <Text size="sm" c="gray.3">
        {t('signup.bannerText')}
      </Text>
    </Paper>
  );
}

/** The page heading, kept apart so both forms title their card the same way. */
export function FormTitle({ text }: { text: string }) {
  return (
    <Title order={1} size="h2">
      {text}
    </Title>
  );
}
