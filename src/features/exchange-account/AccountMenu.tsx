import { NavLink, Paper, Stack, Text } from '@mantine/core';
import { EXCHANGE_ACCOUNT_SECTIONS, type ExchangeAccountSection } from '../../../machines/exchangeAccount';
import { accountAddressOf } from '../../edge/exchangeAccount';
import { t } from '../../i18n';
import { Field } from './Field';

/** The menu (spec 1 §2.10): account id, time-zone label and the six items. */
export function AccountMenu({ accountId, onChoose }: { accountId: string | null; onChoose: (section: ExchangeAccountSection) => void }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap={6}>
          <Field label={t('exchangeAccount.accountId')} testId="exchange-account-id">
            {accountId ?? '—'}
          </Field>
          <Field label={t('exchangeAccount.timeZone')} testId="exchange-time-zone">
            {t('exchangeAccount.timeZoneLabel')}
          </Field>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" component="nav" aria-label={t('exchangeAccount.menu')}>
        {EXCHANGE_ACCOUNT_SECTIONS.map((section) => (
          <NavLink
            key={section}
            href={accountAddressOf(section)}
            label={<Text fw={500}>{t(`exchangeAccount.section.${section}`)}</Text>}
            rightSection={<span aria-hidden="true">›</span>}
            onClick={(event) => {
              event.preventDefault();
              onChoose(section);
            }}
          />
        ))}
      </Paper>
    </Stack>
  );
}
