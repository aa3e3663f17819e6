import { Paper, Stack } from '@mantine/core';
import type { ExchangeProfile } from '../../../machines/exchangeAccount';
import { formatDhakaTime } from '../../format/time';
import { t } from '../../i18n';
import { Field } from './Field';

export function ProfileSection({ profile }: { profile: ExchangeProfile }) {
  return (
    <Paper withBorder p="md" radius="md" data-testid="exchange-profile">
      <Stack gap={8}>
        <Field label={t('exchangeAccount.accountId')}>{profile.accountId}</Field>
        <Field label={t('exchangeAccount.profile.username')}>{profile.username}</Field>
        <Field label={t('exchangeAccount.profile.name')}>{profile.name ?? t('exchangeAccount.profile.noName')}</Field>
        <Field label={t('exchangeAccount.profile.currency')}>{profile.currency}</Field>
        <Field label={t('exchangeAccount.timeZone')}>{`${profile.timeZoneLabel} (${profile.timeZone})`}</Field>
        <Field label={t('exchangeAccount.profile.memberSince')}>{formatDhakaTime(profile.memberSince)}</Field>
      </Stack>
    </Paper>
  );
}
