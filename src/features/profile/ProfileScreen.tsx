import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useSelector } from '@xstate/react';
import { openPopupOf, securityLevelOf, verificationOf, type ProfileUser } from '../../../machines/profile';
import type { VerificationInput } from '../../../machines/verification';
import { useProfileMachine, type ProfileActor } from '../../edge/profile';
import { formatNumber } from '../../format/money';
import { t, type MessageKey } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { BirthdaySection } from './BirthdaySection';
import { ContactRow } from './ContactRow';
import { ExtraPhones } from './ExtraPhones';
import { securityLevelText } from './securityLevel';
import { VerificationPopup } from './VerificationPopup';

function Detail({ label, value, testId }: { label: MessageKey; value: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed">
        {t(label)}
      </Text>
      <Text size="sm" fw={500}>
        {value || t('profile.none')}
      </Text>
    </div>
  );
}

/** Spec 2 §2 Profile: the VIP card, with the player's VIP points and the way to the VIP page. */
function VipCard({ vipCoin }: { vipCoin: number }) {
  return (
    <Paper p="sm" radius="md" withBorder bg="dark.6" data-testid="profile-vip-card">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed">
            {t('profile.vipCard')}
          </Text>
          <Text fw={800} size="lg" c="gold.3" data-testid="profile-vip-points">
            {t('profile.vipPoints', { points: formatNumber(vipCoin) })}
          </Text>
        </div>
        <Anchor component={Link} href="/vip" size="sm">
          {t('profile.vipOpen')}
        </Anchor>
      </Group>
    </Paper>
  );
}

const registeredDate = (createdAt: string) => (createdAt ? createdAt.slice(0, 10) : '');

function ProfileDetails({ user, remoteId, profile }: { user: ProfileUser; remoteId: string; profile: ProfileActor }) {
  const level = securityLevelOf(user);
  const emailInput: VerificationInput = { target: 'email', contact: user.email };
  const phoneInput: VerificationInput = { target: 'phone', contact: user.phone };
  const emailVerification = useSelector(profile, (snapshot) => verificationOf(snapshot.context, emailInput));
  const phoneVerification = useSelector(profile, (snapshot) => verificationOf(snapshot.context, phoneInput));
  const popup = useSelector(profile, (snapshot) => openPopupOf(snapshot.context), (a, b) => a?.actor === b?.actor && a?.input.target === b?.input.target);
  const openPopup = (input: VerificationInput) => profile.send({ type: 'profile.verifyRequested', input });
  const closePopup = () => profile.send({ type: 'profile.popupClosed' });
  const reload = () => profile.send({ type: 'profile.reloadRequested' });
  return (
    <Stack gap="md">
      <VipCard vipCoin={user.vipCoin} />
      <Group justify="space-between" data-testid="profile-card">
        <div>
          <Text fw={700} size="lg" data-testid="profile-username">
            {user.username}
          </Text>
          <Text size="xs" c="dimmed">
            {t('profile.securityLevel')}
          </Text>
        </div>
        <Badge size="lg" color={level === 'safe' ? 'green' : level === 'normal' ? 'yellow' : 'gray'} data-testid="security-level" data-level={level}>
          {t(securityLevelText[level])}
        </Badge>
      </Group>
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Detail label="profile.username" value={user.username} testId="profile-username-row" />
        <Detail label="profile.name" value={user.name} testId="profile-name" />
        <Detail label="profile.registered" value={registeredDate(user.createdAt)} testId="profile-registered" />
      </SimpleGrid>
      <Divider />
      <ContactRow
        testId="profile-email"
        label="profile.email"
        value={user.email}
        verified={user.emailVerified}
        verification={emailVerification}
        onVerify={() => openPopup(emailInput)}
      />
      <ContactRow
        testId="profile-phone"
        label="profile.phone"
        value={user.phone}
        verified={user.phoneVerified}
        verification={phoneVerification}
        onVerify={() => openPopup(phoneInput)}
      />
      <Divider />
      <ExtraPhones profile={profile} />
      <Divider />
      <BirthdaySection remoteId={remoteId} dofb={user.dofb} onSaved={reload} />
      {popup ? <VerificationPopup key={popup.input.target} target={popup.input.target} actor={popup.actor} onClose={closePopup} /> : null}
    </Stack>
  );
}

/** /profile (spec 2 §2 Profile): the player's details, verification, extra phones, birthday and security level. */
export function ProfileScreen() {
  const layout = useLayout();
  const [snapshot, send, profile] = useProfileMachine();
  const { user, loadFailed, remoteId } = snapshot.context;
  const reload = () => send({ type: 'profile.reloadRequested' });
  const body = user ? (
    <ProfileDetails user={user} remoteId={remoteId} profile={profile} />
  ) : loadFailed ? (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('profile.loadFailed')}</Text>
        <Button size="xs" variant="light" onClick={reload}>
          {t('profile.retry')}
        </Button>
      </Stack>
    </Alert>
  ) : (
    <Text c="dimmed" size="sm" role="status">
      {t('site.loading')}
    </Text>
  );
  const heading = (
    <div>
      <Title order={1} size={layout === 'mobile' ? 'h2' : 'h3'}>
        {t('page.profile')}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('profile.intro')}
      </Text>
    </div>
  );
  if (layout === 'mobile') {
    return (
      <Stack maw={520} mx="auto" gap="sm" data-layout="mobile" data-testid="profile">
        {heading}
        <Paper p="md" withBorder radius="md">
          {body}
        </Paper>
      </Stack>
    );
  }
  return (
    <Paper p="xl" withBorder radius="md" data-layout="desktop" data-testid="profile">
      <Stack maw={720} gap="md">
        {heading}
        {body}
      </Stack>
    </Paper>
  );
}
