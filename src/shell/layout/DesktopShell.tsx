import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, AppShell, Button, Group, Text } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { Link, useLocation } from 'wouter';
import { BalanceRefreshButton } from '../../features/header/BalanceRefresh';
import headerClasses from '../../features/header/header.module.css';
import { LanguagePicker } from '../../features/language/LanguagePicker';
import { useIsLoggedIn, useSessionSummary } from '../../edge/session';
import { formatTaka } from '../../format/money';
import { t, type MessageKey } from '../../i18n';
import { DESKTOP_FLOATING_GUTTER_PX, hidesFloatingControls } from '../../ui/pageKinds';
import { SiteHeaderBrand } from './SiteHeaderBrand';

// The dropdown (and the floating-ui code behind it) loads after the first render; until then Sports is a plain link.
const SportsDropdown = lazy(() => import('../../features/header/SportsDropdown'));

function SportsLink() {
  return (
    <Anchor component={Link} href="/player/playGame?t=sport&v=CRICKET" size="sm" c="gray.1" fw={500}>
      {t('nav.sports')}
    </Anchor>
  );
}

/** Spec 1 §2.2 top links after Home and Sports (Sports opens the sports game and has its dropdown). */
const topLinks: { href: string; label: MessageKey }[] = [
  { href: '/casino', label: 'nav.casino' },
  { href: '/slot', label: 'nav.slot' },
  { href: '/table', label: 'nav.table' },
  { href: '/crash', label: 'nav.crash' },
  { href: '/fishing', label: 'nav.fishing' },
  { href: '/arcade', label: 'nav.arcade' },
  { href: '/lottery', label: 'nav.lottery' },
  { href: '/promotions', label: 'nav.promotions' },
  { href: '/vip', label: 'nav.vip' },
  { href: '/referral', label: 'nav.referral' },
];

function PlayerActions() {
  const loggedIn = useIsLoggedIn();
  const { balance } = useSessionSummary();
  if (!loggedIn) {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} href="/login" variant="light" size="sm">
          {t('nav.login')}
        </Button>
        <Button component="a" href="/page/guest/register.jsp" color="gold" size="sm">
          {t('nav.signup')}
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Group gap={2} wrap="nowrap">
        <Text size="sm" c="gray.2" data-testid="header-balance">
          {t('nav.mainWallet')}: {balance === null ? '…' : formatTaka(balance, { fixedDecimals: true })}
        </Text>
        <BalanceRefreshButton />
      </Group>
      <Button component={Link} href="/deposit" color="gold" size="sm">
        {t('nav.deposit')}
      </Button>
      <Button component={Link} href="/account" variant="light" size="sm">
        {t('nav.memberCenter')}
      </Button>
      {/* Desktop log-out is a full page load (spec 1 §4 Session). */}
      <Button component="a" href="/player/logout" variant="subtle" size="sm">
        {t('nav.logout')}
      </Button>
    </Group>
  );
}

/** Spec 1 §2.4: scrolling over 300 px activates the compact desktop nav. */
export const DESKTOP_NAV_SCROLL_PX = 300;

/** The brand row (56 px) over the links row (40 px). */
const DESKTOP_HEADER_HEIGHT = 96;

export function DesktopShell({ children }: { children: ReactNode }) {
  const [scroll] = useWindowScroll();
  const scrolled = scroll.y > DESKTOP_NAV_SCROLL_PX;
  const [location] = useLocation();
  // Issue 22: a gutter at the right kept free for the chat, scroll-to-top and contact controls.
  const gutter = hidesFloatingControls(location) ? undefined : { paddingRight: DESKTOP_FLOATING_GUTTER_PX };
  return (
    <AppShell header={{ height: DESKTOP_HEADER_HEIGHT }} padding="md" data-layout="desktop">
      <AppShell.Header px="md" className={scrolled ? headerClasses.scrolled : undefined} data-scrolled={scrolled || undefined}>
        {/* Two rows: the brand and the player's actions, then the links. In one row the links and a
            logged-in player's actions ran past 1366 px, and Bangla labels are longer still. */}
        <Group h={56} justify="space-between" wrap="nowrap" gap="md">
          <SiteHeaderBrand />
          <Group gap="xs" wrap="nowrap">
            <LanguagePicker />
            <PlayerActions />
          </Group>
        </Group>
        <Group component="nav" aria-label={t('nav.mainNavigation')} h={40} gap="md" wrap="nowrap">
          <Anchor component={Link} href="/" size="sm" c="gray.1" fw={500}>
            {t('nav.home')}
          </Anchor>
          <Suspense fallback={<SportsLink />}>
            <SportsDropdown />
          </Suspense>
          {topLinks.map((link) => (
            <Anchor key={link.href} component={Link} href={link.href} size="sm" c="gray.1" fw={500}>
              {t(link.label)}
            </Anchor>
          ))}
          <Anchor href="/page/site/component/appDownload.jsp" target="_blank" rel="noopener" size="sm" c="gray.1" fw={500}>
            {t('nav.appDownload')}
          </Anchor>
        </Group>
      </AppShell.Header>
      <AppShell.Main id="main-content" style={gutter}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
