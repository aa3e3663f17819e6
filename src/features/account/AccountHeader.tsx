import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { MemberProfile } from '../../../machines/memberArea';
import { t } from '../../i18n';
import { securityLevelOf } from '../../../machines/profile';
import { securityLevelText } from '../profile/securityLevel';
import { WalletBalance } from './WalletBalance';

/** What withdrawal still needs (spec 2 §5: birthday and a verified phone), as words. */
export function missingForWithdrawal(profile: MemberProfile): string[] {
  return [...(profile.dofb ? [] : [t('member.verifyTip.birthday')]), ...(profile.phoneVerified ? [] : [t('member.verifyTip.phone')])];
}

function VerifyLink({ label, verified, testId }: { label: string; verified: boolean; testId: string }) {
  return (
    <Group gap={4} data-testid={testId} data-verified={verified}>
      <Text size="sm">{label}:</Text>
      {verified ? (
        <Text size="sm" c="green.4">
          {t('member.verified')}
        </Text>
      ) : (
        <Anchor component={Link} href="/profile" size="sm">
          {t('member.verify')}
        </Anchor>
      )}
    </Group>
  );
}

/** The desktop account header (spec 2 §2): the tip before withdrawal while something is missing, main wallet, security level. */
export function AccountHeader({ profile }: { profile: MemberProfile | null }) {
  const missing = profile ? missingForWithdrawal(profile) : [];
  const level = profile ? securityLevelOf(profile) : null;
  return (
    <Stack gap="sm">
      {missing.length > 0 ? (
        <Alert color="yellow" variant="light" data-testid="member-verify-tip">
          <Group gap="xs">
            <Text size="sm">{t('member.verifyTip', { missing: missing.join(', ') })}</Text>
            <Anchor component={Link} href="/profile" size="sm">
              {t('member.verifyTip.link')}
            </Anchor>
          </Group>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text size="sm" c="gray.3">
              {t('member.mainWallet')}
            </Text>
            <WalletBalance />
          </div>
          <Stack gap={4}>
            <Group gap="xs">
              <Text size="sm" c="gray.3">
                {t('member.securityLevel')}
              </Text>
              {level ? (
                <Badge color={level === 'safe' ? 'green' : level === 'normal' ? 'yellow' : 'gray'} data-testid="member-security-level" data-level={level}>
                  {t(securityLevelText[level])}
                </Badge>
              ) : null}
            </Group>
            {profile ? (
              <Group gap="md">
                <VerifyLink label={t('member.mail')} verified={profile.emailVerified} testId="member-mail-verify" />
                <VerifyLink label={t('member.phone')} verified={profile.phoneVerified} testId="member-phone-verify" />
              </Group>
            ) : null}
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
