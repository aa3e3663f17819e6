import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useIsLoggedIn } from '../../app/session';
import { t } from '../../i18n';

/** The home page; its banners, sliders and category bar come with the site issue. */
export default function HomePage() {
  const loggedIn = useIsLoggedIn();
  return (
    <Paper p="xl" withBorder maw={720} mx="auto" mt="lg">
      <Stack gap="md" align="center" ta="center">
        <Title order={1}>{t('site.name')}</Title>
        <Text c="dimmed">{t('site.tagline')}</Text>
        <Group justify="center">
          {loggedIn ? (
            <Button component={Link} href="/deposit" color="gold">
              {t('nav.deposit')}
            </Button>
          ) : (
            <>
              <Button component={Link} href="/login" variant="light">
                {t('nav.login')}
              </Button>
              <Button component={Link} href="/signup" color="gold">
                {t('nav.signup')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
