import '@mantine/core/styles/NavLink.css';
import { Button, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { Session } from '../../edge/session';
import type { MemberAreaSend, MemberAreaSnapshot } from '../../edge/member';
import { t, type MessageKey } from '../../i18n';
import { formatPoints } from '../vip/texts';
import { ContactLinks } from './ContactLinks';
import { LoadProblem } from './LoadProblem';
import { WalletBalance } from './WalletBalance';
import { RestrictedAccountNotice } from '../safer-gambling/RestrictedAccountNotice';

/** The member menu's links (spec 2 §2), grouped as the menu shows them. */
export const MEMBER_LINKS: { title: MessageKey; links: { href: string; label: MessageKey }[] }[] = [
  {
    title: 'member.funds',
    links: [
      { href: '/deposit', label: 'member.link.deposit' },
      { href: '/withdrawal', label: 'member.link.withdrawal' },
    ],
  },
  {
    title: 'member.history',
    links: [
      { href: '/betting-record', label: 'member.link.bettingRecord' },
      { href: '/turnover-record', label: 'member.link.turnoverRecord' },
      { href: '/transaction-record', label: 'member.link.transactionRecord' },
    ],
  },
  {
    title: 'member.profileSection',
    links: [
      { href: '/profile', label: 'member.link.profile' },
      { href: '/reset-password', label: 'member.link.resetPassword' },
      { href: '/inbox', label: 'member.link.inbox' },
      { href: '/refrrel-program', label: 'member.link.referral' },
      { href: '/vip', label: 'member.link.vip' },
      { href: '/safer-gambling', label: 'member.link.saferGambling' },
    ],
  },
];

/** /account on a phone (spec 2 §2 Member menu): username, VP, main wallet, the links, contacts and Log out. */
export function MemberMenu({ snapshot, send }: { snapshot: MemberAreaSnapshot; send: MemberAreaSend }) {
  const session = Session.useActorRef();
  const username = Session.useSelector((state) => state.context.credentials?.username ?? '');
  const overview = snapshot.context.overview;
  return (
    <Stack maw={520} mx="auto" gap="sm" data-layout="mobile" data-testid="member-menu">
      <Title order={1} size="h2">
        {t('member.title')}
      </Title>
      <RestrictedAccountNotice />
      <Paper p="md" withBorder radius="md">
        <Stack gap={6}>
          <Text fw={700} size="lg" data-testid="member-username">
            {username}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="gray.3">
              {t('member.vipPoints')}
            </Text>
            <Text size="sm" fw={700} data-testid="member-vip-points">
              {overview ? formatPoints(overview.vipCoin) : '…'}
            </Text>
          </Group>
          <Text size="sm" c="gray.3">
            {t('member.mainWallet')}
          </Text>
          <WalletBalance />
        </Stack>
      </Paper>
      {overview === null && snapshot.matches({ overview: 'overviewFailed' }) ? <LoadProblem onRetry={() => send({ type: 'member.refreshRequested' })} /> : null}
      <nav aria-label={t('member.menu')}>
        <Stack gap="sm">
          {MEMBER_LINKS.map((group) => (
            <Paper key={group.title} withBorder radius="md" py={4}>
              <Text size="xs" c="dimmed" px="sm" pt={4} fw={700} tt="uppercase">
                {t(group.title)}
              </Text>
              {group.links.map((link) => (
                <NavLink key={link.href} component={Link} href={link.href} label={t(link.label)} />
              ))}
            </Paper>
          ))}
        </Stack>
      </nav>
      <Paper withBorder radius="md" p="sm">
        <Text size="xs" c="dimmed" fw={700} tt="uppercase" mb={4}>
          {t('member.contactUs')}
        </Text>
        <ContactLinks />
      </Paper>
      <Button variant="light" color="red" onClick={() => session.send({ type: 'session.loggedOut' })} data-testid="member-logout">
        {t('member.logout')}
      </Button>
    </Stack>
  );
}
