import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AccountOverview } from '../../../machines/memberArea';
import { t } from '../../i18n';
import { dhakaDate, dhakaTimeOrNoData, fundsSummaryText } from './format';
import { PromotionsSlider } from './PromotionsSlider';

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="gray.3">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={`${testId}-value`}>
        {children}
      </Text>
    </Paper>
  );
}

function InfoRow({ label, value, testId, action }: { label: string; value: string; testId: string; action?: ReactNode }) {
  return (
    <Group justify="space-between" data-testid={testId}>
      <Text size="sm" c="gray.3">
        {label}
      </Text>
      <Group gap="xs">
        <Text size="sm" fw={500} data-testid={`${testId}-value`}>
          {value || t('member.notSet')}
        </Text>
        {action}
      </Group>
    </Group>
  );
}

/** The desktop overview (spec 2 §2): last login, last deposit, last withdrawal, date registered (Dhaka) and personal info. */
export function AccountOverviewPanel({ overview }: { overview: AccountOverview }) {
  const { profile } = overview;
  return (
    <Stack gap="md" data-testid="member-overview">
      <SimpleGrid cols={4} spacing="sm">
        <Figure label={t('member.lastLogin')} testId="member-last-login">
          {dhakaTimeOrNoData(overview.lastLogin)}
        </Figure>
        <Figure label={t('member.lastDeposit')} testId="member-last-deposit">
          {fundsSummaryText(overview.lastDeposit)}
        </Figure>
        <Figure label={t('member.lastWithdrawal')} testId="member-last-withdrawal">
          {fundsSummaryText(overview.lastWithdrawal)}
        </Figure>
        <Figure label={t('member.registered')} testId="member-registered">
          {dhakaDate(overview.createdAt)}
        </Figure>
      </SimpleGrid>
      <PromotionsSlider />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h5" mb="sm">
          {t('member.personalInfo')}
        </Title>
        <Stack gap="xs">
          <InfoRow label={t('member.name')} value={profile.name} testId="member-name" />
          <InfoRow
            label={t('member.phone')}
            value={profile.phone}
            testId="member-phone"
            action={
              profile.phoneVerified ? null : (
                <Anchor component={Link} href="/profile" size="sm">
                  {t('member.verify')}
                </Anchor>
              )
            }
          />
          <InfoRow label={t('member.email')} value={profile.email} testId="member-email" />
          <InfoRow
            label={t('member.birthday')}
            value={profile.dofb ?? ''}
            testId="member-birthday"
            action={
              profile.dofb ? null : (
                <Anchor component={Link} href="/profile" size="sm">
                  {t('member.editBirthday')}
                </Anchor>
              )
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
