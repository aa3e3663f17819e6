import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useIsLoggedIn, useSessionSummary } from '../../edge/session';
import { useSideMenuMachine } from '../../edge/sideMenu';
import { BalanceRefreshButton } from '../../features/header/BalanceRefresh';
import { HomeIcon, UserIcon } from '../../features/exchange/icons';
import { DownloadIcon, GiftIcon, HelpIcon, WalletIcon } from '../../features/header/icons';
import { LanguagePicker } from '../../features/language/LanguagePicker';
import { formatTaka } from '../../format/money';
import { t, type MessageKey } from '../../i18n';
import { isExchangePage, PHONE_FLOATING_SLOT_PX } from '../../ui/pageKinds';
import { SiteHeaderBrand } from './SiteHeaderBrand';

// The drawer and its styles load on the first open: the first render stays light.
const SideMenuDrawer = lazy(() => import('../../features/side-menu/SideMenuDrawer'));

const playerToolbar: { href: string; label: MessageKey; Icon: (props: { size?: number }) => ReactNode }[] = [
  { href: '/', label: 'nav.home', Icon: HomeIcon },
  { href: '/promotions', label: 'nav.promotions', Icon: GiftIcon },
  { href: '/deposit', label: 'nav.deposit', Icon: WalletIcon },
  { href: '/account', label: 'nav.myAccount', Icon: UserIcon },
];

/** Spec 1 §2.4: logged-in players get Home, Promotions, Deposit, My Account; visitors language, Login and Sign up. */
function BottomToolbar() {
  const loggedIn = useIsLoggedIn();
  const [location] = useLocation();
  // Issue 22: the chat and scroll-to-top buttons sit in a slot kept free at the bar's right end, on
  // every page (a bar that changed width from page to page would move its buttons under the thumb).
  const slot = PHONE_FLOATING_SLOT_PX;
  if (!loggedIn) {
    return (
      // Longhands only: after a log-out React turns the player's bar into this one in place, and a
      // `padding` shorthand set then would reset the unchanged padding-right (the chat slot) to xs.
      <Group gap="xs" h="100%" wrap="nowrap" style={{ paddingTop: 'var(--mantine-spacing-xs)', paddingBottom: 'var(--mantine-spacing-xs)', paddingLeft: 'var(--mantine-spacing-xs)', paddingRight: slot }}>
        <LanguagePicker />
        <Button component={Link} href="/login" variant="light" style={{ flex: 1 }}>
          {t('nav.login')}
        </Button>
        <Button component={Link} href="/signup" color="gold" style={{ flex: 1 }}>
          {t('nav.signup')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap={0} h="100%" wrap="nowrap" style={{ paddingRight: slot }}>
      {playerToolbar.map((item) => (
        <UnstyledButton
          key={item.href}
          component={Link}
          href={item.href}
          ta="center"
          py="xs"
          px={4}
          // Each item as wide as its label, the rest shared out (issue 22: "আমার অ্যাকাউন্ট" wrapped in an equal
          // quarter at 390 px). Only where even that does not fit beside the chat slot (360 px) does a label wrap.
          // An icon over each label, as on the exchange's bar and the apps players know.
          style={{ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, color: location === item.href ? 'var(--mantine-color-taka-4)' : 'var(--mantine-color-gray-3)' }}
          aria-current={location === item.href ? 'page' : undefined}
        >
          <item.Icon size={20} />
          <Text size="xs" fw={location === item.href ? 700 : 500} c="inherit" style={{ letterSpacing: '-0.01em', lineHeight: 1.2 }}>
            {t(item.label)}
          </Text>
        </UnstyledButton>
      ))}
    </Group>
  );
}

/** "৳1,00,000.00" wide, less on a phone narrower than about 405 px, where the header's other parts take the rest. */
const BALANCE_RESERVE = 'min(11ch, calc(100vw - 310px))';

/** The logged-in player's balance with its refresh button (spec 1 §2.4, §9). */
function HeaderBalance() {
  const { balance } = useSessionSummary();
  return (
    <Group gap={2} wrap="nowrap">
      {/*
        The width of a typical balance from the start, from its left edge: the refresh button and the icons stay where
        they are when the balance arrives or changes, and the taka sign drawn again in the Bangla font moves nothing (issue 26 §2).
        Never more than the header has free on a narrow phone (360 px in Bangla, tests/e2e/bangla.spec.ts).
      */}
      <Text size="sm" c="gray.1" fw={600} style={{ minWidth: BALANCE_RESERVE }} data-testid="mobile-header-balance">
        {balance === null ? '…' : formatTaka(balance, { fixedDecimals: true })}
      </Text>
      <BalanceRefreshButton />
    </Group>
  );
}

/** The mobile header (spec 1 §2.4): menu button, logo, Help, App download, language; the balance once logged in. */
export function MobileShell({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const [menu, sendToMenu] = useSideMenuMachine();
  const menuOpen = menu.matches('open');
  const [location] = useLocation();
  // Issue 22: inside the exchange its own bottom navigation replaces the site's bar (one bar at a time).
  const siteBar = !isExchangePage(location);
  // The drawer's code is fetched on the first open and then kept.
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <AppShell header={{ height: 56 }} footer={siteBar ? { height: 60 } : undefined} padding="sm" data-layout="mobile">
      <AppShell.Header px="sm">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              size="sm"
              opened={menuOpen}
              onClick={() => {
                setMenuLoaded(true);
                sendToMenu({ type: menuOpen ? 'sideMenu.closed' : 'sideMenu.opened' });
              }}
              aria-label={t('header.openMenu')}
              aria-expanded={menuOpen}
            />
            <SiteHeaderBrand variant="mobile" />
          </Group>
          <Group gap={4} wrap="nowrap">
            {loggedIn ? <HeaderBalance /> : null}
            <ActionIcon component={Link} href="/chat" variant="subtle" color="gray" aria-label={t('nav.help')}>
              <HelpIcon size={18} />
            </ActionIcon>
            <ActionIcon component={Link} href="/page/site/component/appDownload.jsp" variant="subtle" color="gray" aria-label={t('nav.appDownload')}>
              <DownloadIcon size={18} />
            </ActionIcon>
            {loggedIn ? <LanguagePicker /> : null}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content">{children}</AppShell.Main>
      {siteBar ? (
        <AppShell.Footer component="nav" aria-label={t('nav.bottomNavigation')}>
          <BottomToolbar />
        </AppShell.Footer>
      ) : null}
      {menuLoaded ? (
        <Suspense fallback={null}>
          <SideMenuDrawer snapshot={menu} send={sendToMenu} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
