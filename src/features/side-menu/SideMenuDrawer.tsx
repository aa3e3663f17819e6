import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Image.css';
import { Anchor, Box, Divider, Drawer, Group, Image, Loader, NavLink, ScrollArea, Stack, Text, Transition, UnstyledButton } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import { Link } from 'wouter';
import { categoryLabel } from '../../edge/sideMenu';
import { t, type MessageKey } from '../../i18n';
import { gameCategories, sportsPlatforms, MENU_SLIDE_MS, type MenuCategory, type SideMenuEvent, sideMenuMachine } from '../../../machines/sideMenu';

export const AFFILIATE_LOGIN_URL = 'https://affiliates.takaplay.example/login';

type Props = { snapshot: SnapshotFrom<typeof sideMenuMachine>; send: (event: SideMenuEvent) => void };

const menuCategories: MenuCategory[] = ['SPORTS', ...gameCategories];

/** Spec 1 §2.3 other links; Affiliate opens the external affiliate login in a new tab. */
const otherLinks: { href: string; label: MessageKey; external?: boolean }[] = [
  { href: '/promotions', label: 'nav.promotions' },
  { href: '/refrrel-program', label: 'menu.referralProgram' },
  { href: '/', label: 'nav.vip' },
  { href: AFFILIATE_LOGIN_URL, label: 'menu.affiliate', external: true },
  { href: '/chat', label: 'menu.liveChat' },
  { href: '/', label: 'menu.brandAmbassador' },
];

function CategoryContent({ snapshot, send }: Props) {
  if (snapshot.matches({ open: 'showingSports' })) {
    return (
      <Stack gap={4}>
        <NavLink component={Link} href="/exchange" label={t('nav.exchange')} onClick={() => send({ type: 'sideMenu.linkFollowed' })} />
        {sportsPlatforms.map((platform) => (
          <NavLink key={platform} component="button" label={t(`menu.sport.${platform}` as MessageKey)} onClick={() => send({ type: 'sideMenu.sportChosen', platform })} />
        ))}
      </Stack>
    );
  }
  if (snapshot.matches({ open: 'loadingProviders' })) {
    return (
      <Group gap="xs" p="sm" role="status">
        <Loader size="xs" />
        <Text size="sm" c="gray.3">
          {t('menu.providersLoading')}
        </Text>
      </Group>
    );
  }
  if (snapshot.matches({ open: 'providersUnavailable' })) {
    return (
      <Text size="sm" c="gray.3" p="sm" role="status">
        {t('menu.providersUnavailable')}
      </Text>
    );
  }
  const { providers } = snapshot.context;
  if (providers.length === 0) {
    return (
      <Text size="sm" c="gray.3" p="sm">
        {t('menu.noProviders')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {providers.map((provider) => (
        <UnstyledButton
          key={provider.platform}
          onClick={() => send({ type: 'sideMenu.providerChosen', provider })}
          aria-label={t('menu.providerLabel', { name: provider.name })}
          p={6}
        >
          <Group gap="xs" wrap="nowrap">
            {provider.icon ? <Image src={provider.icon} alt="" w={28} h={28} loading="lazy" /> : null}
            <Text size="sm" c="gray.1">
              {provider.name}
            </Text>
          </Group>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

/** The mobile side menu overlay (spec 1 §2.3); what it shows follows the side menu machine. */
export default function SideMenuDrawer({ snapshot, send }: Props) {
  const opened = snapshot.matches('open');
  const switching = snapshot.matches({ open: 'switchingCategory' });
  const current = snapshot.context.category;
  return (
    <Drawer opened={opened} onClose={() => send({ type: 'sideMenu.closed' })} title={t('menu.title')} closeButtonProps={{ 'aria-label': t('menu.close') }} size="85%" padding="sm" data-testid="side-menu">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box component="nav" aria-label={t('menu.categories')} w={120} style={{ flexShrink: 0 }}>
          <NavLink component={Link} href="/" label={t('nav.home')} onClick={() => send({ type: 'sideMenu.linkFollowed' })} />
          {menuCategories.map((category) => (
            <NavLink
              key={category}
              component="button"
              label={categoryLabel(category)}
              active={category === current}
              aria-current={category === current ? 'true' : undefined}
              onClick={() => send({ type: 'sideMenu.categoryChosen', category })}
            />
          ))}
        </Box>
        <ScrollArea.Autosize mah="60vh" style={{ flex: 1 }}>
          {/* Spec 1 §2.3: the content slides out and back while the category switches (500 ms). */}
          <Transition mounted={!switching} transition="slide-right" duration={MENU_SLIDE_MS / 2}>
            {(styles) => (
              <Box style={styles} data-testid="side-menu-content" aria-live="polite">
                <CategoryContent snapshot={snapshot} send={send} />
              </Box>
            )}
          </Transition>
        </ScrollArea.Autosize>
      </Group>
      <Divider my="sm" />
      <Stack gap={2}>
        {otherLinks.map((link) =>
          link.external ? (
            <Anchor key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" c="gray.1" p={6} onClick={() => send({ type: 'sideMenu.linkFollowed' })}>
              {t(link.label)}
            </Anchor>
          ) : (
            <Anchor key={link.label} component={Link} href={link.href} c="gray.1" p={6} onClick={() => send({ type: 'sideMenu.linkFollowed' })}>
              {t(link.label)}
            </Anchor>
          ),
        )}
      </Stack>
    </Drawer>
  );
}
