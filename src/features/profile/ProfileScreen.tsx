import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useCallback, useState } from 'react';
import { Alert, Anchor, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { VerificationInput } from '../../../machines/verification';
import { useProfileUser, useVerificationActor, useVerificationActors, type ProfileUser, type VerificationActor } from '../../app/verification';
import { useRemoteId } from '../../app/session';
import { formatNumber } from '../../format/money';
import { t, type MessageKey } from '../../i18n';
import { useLayout } from '../../layout/useLayout';
import { BirthdaySection } from './BirthdaySection';
import { ContactRow } from './ContactRow';
import { ExtraPhones } from './ExtraPhones';
import { securityLevelOf, securityLevelText } from './securityLevel';
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

function ProfileDetails({ user, remoteId, reload }: { user: ProfileUser; remoteId: string; reload: () => void }) {
  const [popup, setPopup] = useState<{ input: VerificationInput; actor: VerificationActor } | null>(null);
  const level = securityLevelOf(user);
  const verified = useCallback(() => {
    setPopup(null);
    reload();
  }, [reload]);
  // One machine per e-mail or phone for the whole visit: a pop-up closed and reopened within 300 s
  // shows the code field and what is left of the countdown (spec 2 §4).
  const verifications = useVerificationActors(verified);
  const emailInput: VerificationInput = { target: 'email', contact: user.email };
  const phoneInput: VerificationInput = { target: 'phone', contact: user.phone };
  const emailVerification = useVerificationActor(verifications, emailInput);
  const phoneVerification = useVerificationActor(verifications, phoneInput);
  const openPopup = (input: VerificationInput) => setPopup({ input, actor: verifications.open(input) });
  const closePopup = () => {
    verifications.closed();
    setPopup(null);
  };
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
      <ExtraPhones />
      <Divider />
      <BirthdaySection remoteId={remoteId} dofb={user.dofb} onSaved={reload} />
      {popup ? <VerificationPopup key={popup.input.target} target={popup.input.target} actor={popup.actor} onClose={closePopup} /> : null}
    </Stack>
  );
}

/** /profile (spec 2 §2 Profile): the player's details, verification, extra phones, birthday and security level. */
export function ProfileScreen() {
  const layout = useLayout();
  const remoteId = useRemoteId();
  const { user, failed, reload } = useProfileUser();
  const body = user ? (
    <ProfileDetails user={user} remoteId={remoteId} reload={reload} />
  ) : failed ? (
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
