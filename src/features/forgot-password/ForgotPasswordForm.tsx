import type { FormEvent } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, PasswordInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'wouter';
import {
  COUNTRY_CODES,
  OTP_LENGTH,
  type CountryCode,
  type ForgotPasswordContext,
  type ForgotPasswordEvent,
  type OtpChannel,
} from '../../../machines/forgotPassword';
import { t } from '../../i18n';
import { fieldError, formError } from './problems';

/** The machine's state, as the page hands it over. */
export type ForgotPasswordPhase = 'enteringContact' | 'sendingOtp' | 'enteringNewPassword' | 'resettingPassword' | 'passwordChanged' | 'leftForLogin';

type Props = {
  phase: ForgotPasswordPhase;
  context: ForgotPasswordContext;
  send: (event: ForgotPasswordEvent) => void;
};

const isChannel = (value: string | null): value is OtpChannel => value === 'email' || value === 'sms';
const isCountryCode = (value: string): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value);

/** Spec 1 §2.7: Email and SMS tabs to send a code, then the code with a new password. */
export function ForgotPasswordForm({ phase, context, send }: Props) {
  const contactStep = phase === 'enteringContact' || phase === 'sendingOtp';
  return (
    <Stack maw={460} mx="auto" mt={{ base: 'xs', sm: 'xl' }} gap="sm">
      <Anchor component={Link} href="/login" size="sm" c="gray.3" w="fit-content">
        ← {t('forgotPassword.backToLogin')}
      </Anchor>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('forgotPassword.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('forgotPassword.intro')}
            </Text>
          </div>
          {contactStep ? (
            <ContactStep sending={phase === 'sendingOtp'} context={context} send={send} />
          ) : (
            <NewPasswordStep phase={phase} context={context} send={send} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

function ProblemAlert({ context }: { context: ForgotPasswordContext }) {
  const text = formError(context.problem);
  if (!text) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="forgot-password-error">
      {text}
    </Alert>
  );
}

function ContactStep({ sending, context, send }: { sending: boolean; context: ForgotPasswordContext; send: Props['send'] }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'otp.requested' });
  };
  const username = (
    <TextInput
      label={t('forgotPassword.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      readOnly={sending}
      value={context.username}
      error={fieldError(context.problem, 'username')}
      onChange={(event) => send({ type: 'username.changed', value: event.currentTarget.value })}
    />
  );
  return (
    <Tabs
      value={context.channel}
      onChange={(value) => {
        if (isChannel(value) && value !== context.channel) send({ type: value === 'sms' ? 'smsTab.selected' : 'emailTab.selected' });
      }}
      keepMounted={false}
      color="gold"
    >
      <Tabs.List grow aria-label={t('forgotPassword.channels')}>
        <Tabs.Tab value="email" disabled={sending && context.channel !== 'email'}>
          {t('forgotPassword.tab.email')}
        </Tabs.Tab>
        <Tabs.Tab value="sms" disabled={sending && context.channel !== 'sms'}>
          {t('forgotPassword.tab.sms')}
        </Tabs.Tab>
      </Tabs.List>
      <form onSubmit={onSubmit} noValidate aria-busy={sending} data-testid="forgot-password-contact">
        <Tabs.Panel value="email" pt="md">
          <Stack gap="sm">
            {username}
            <TextInput
              label={t('forgotPassword.email')}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              readOnly={sending}
              value={context.email}
              error={fieldError(context.problem, 'email')}
              onChange={(event) => send({ type: 'email.changed', value: event.currentTarget.value })}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="sms" pt="md">
          <Stack gap="sm">
            {username}
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <NativeSelect
                label={t('forgotPassword.countryCode')}
                name="countryCode"
                w={132}
                style={{ flexShrink: 0 }}
                disabled={sending}
                value={context.countryCode}
                data={COUNTRY_CODES.map((code) => ({ value: code, label: t(`forgotPassword.country.${code}`) }))}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (isCountryCode(value)) send({ type: 'countryCode.selected', countryCode: value });
                }}
              />
              <TextInput
                label={t('forgotPassword.phone')}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                flex={1}
                miw={0}
                readOnly={sending}
                value={context.phone}
                error={fieldError(context.problem, 'phone')}
                onChange={(event) => send({ type: 'phone.changed', value: event.currentTarget.value })}
              />
            </Group>
          </Stack>
        </Tabs.Panel>
        <Stack gap="sm" mt="md">
          <ProblemAlert context={context} />
          <Button type="submit" color="gold" fullWidth size="md" loading={sending}>
            {t('forgotPassword.sendOtp')}
          </Button>
        </Stack>
      </form>
    </Tabs>
  );
}

function NewPasswordStep({ phase, context, send }: Props) {
  const resetting = phase === 'resettingPassword';
  const changed = phase === 'passwordChanged' || phase === 'leftForLogin';
  const locked = resetting || changed;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'passwordReset.requested' });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={resetting} data-testid="forgot-password-reset">
      <Stack gap="sm">
        {changed ? (
          <Alert color="green" variant="light" role="status" data-testid="forgot-password-success">
            {t('forgotPassword.passwordChanged')}
          </Alert>
        ) : (
          <Alert color="green" variant="light" role="status" data-testid="forgot-password-sent">
            {t('forgotPassword.otpSent', { channel: context.channel })}
          </Alert>
        )}
        <TextInput
          label={t('forgotPassword.otp')}
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          required
          readOnly={locked}
          value={context.otp}
          error={fieldError(context.problem, 'otp')}
          onChange={(event) => send({ type: 'otp.changed', value: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('forgotPassword.newPassword')}
          name="newPassword"
          autoComplete="new-password"
          required
          readOnly={locked}
          value={context.newPassword}
          error={fieldError(context.problem, 'newPassword')}
          onChange={(event) => send({ type: 'newPassword.changed', value: event.currentTarget.value })}
        />
        <PasswordInput
          label={t('forgotPassword.confirmPassword')}
          name="passwordConfirmation"
          autoComplete="new-password"
          required
          readOnly={locked}
          value={context.passwordConfirmation}
          error={fieldError(context.problem, 'passwordConfirmation')}
          onChange={(event) => send({ type: 'passwordConfirmation.changed', value: event.currentTarget.value })}
        />
        <ProblemAlert context={context} />
        <Button type="submit" color="gold" fullWidth size="md" loading={resetting} disabled={changed}>
          {t('forgotPassword.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
