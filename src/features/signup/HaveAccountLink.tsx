import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n';

/** Under both sign-up forms: "Already have an account?" and the way to /login. */
export function HaveAccountLink() {
  return (
    <Stack gap={6}>
      <Text size="sm" ta="center" c="gray.3">
        {t('signup.haveAccount')}
      </Text>
      <Button component={Link} href="/login" variant="outline" color="gold" fullWidth>
        {t('signup.login')}
      </Button>
    </Stack>
  );
}
