import type { ReactNode } from 'react';
import { Anchor, AppShell, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useIsLoggedIn } from '../app/session';
import { t, type MessageKey } from '../i18n';
import { SiteHeaderBrand } from './SiteHeaderBrand';

const playerToolbar: { href: string; label: MessageKey }[] = [
  { href: '/', label: 'nav.home' },
  { href: '/promotions', label: 'nav.promotions' },
  { href: '/deposit', label: 'nav.deposit' },
  { href: '/account', label: 'nav.myAccount' },
];

/** Spec 1 §2.4: logged-in players get Home, Promotions, Deposit, My Account; visitors Login and Sign up. */
function BottomToolbar() {
  const loggedIn = useIsLoggedIn();
  const [location] = useLocation();
  if (!loggedIn) {
    return (
      <Group grow gap="xs" p="xs" h="100%">
        <Button component={Link} href="/login" variant="light">
          {t('nav.login')}
        </Button>
        <Button component={Link} href="/signup" color="gold">
          {t('nav.signup')}
        </Button>
      </Group>
    );
  }
  return (
    <Group grow gap={0} h="100%" wrap="nowrap">
      {playerToolbar.map((item) => (
        <UnstyledButton
          key={item.href}
          component={Link}
          href={item.href}
          ta="center"
          py="xs"
          aria-current={location === item.href ? 'page' : undefined}
        >
          <Text size="sm" fw={location === item.href ? 700 : 500} c={location === item.href ? 'taka.4' : 'gray.3'}>
            {t(item.label)}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}

export function MobileShell({ children }: { children: ReactNode }) {
  return (
    <AppShell header={{ height: 56 }} footer={{ height: 60 }} padding="sm" data-layout="mobile">
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <SiteHeaderBrand />
          <Anchor component={Link} href="/chat" size="sm" c="gray.2">
            {t('nav.help')}
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content">{children}</AppShell.Main>
      <AppShell.Footer component="nav" aria-label={t('nav.bottomNavigation')}>
        <BottomToolbar />
      </AppShell.Footer>
    </AppShell>
  );
}
