import type { FormEvent } from 'react';
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { LoginContext, LoginEvent } from '../../../machines/login';
import { t } from '../../i18n';
import { CaptchaField } from '../captcha/CaptchaField';
import { FormSwitchLink } from '../../ui/FormSwitchLink';
import { problemText, triesLeftText } from './problemText';

type LoginFormProps = {
  context: LoginContext;
  submitting: boolean;
  loadingCaptcha: boolean;
  send: (event: LoginEvent) => void;
};

/**
 * Spec 1 §2.5: username and password, a back link home, links to /forgot-password and /signup; after a
 * wrong password the tries left before a pause, and the captcha when the server asks for one.
 */
export function LoginForm({ context, submitting, loadingCaptcha, send }: LoginFormProps) {
  const triesLeft = triesLeftText(context.triesLeft);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'login.submitted' });
  };
  return (
    <Stack maw={420} mx="auto" mt={{ base: 'xs', sm: 'xl' }} gap="sm">
      <Anchor component={Link} href="/" size="sm" c="gray.3" w="fit-content">
        ← {t('login.backHome')}
      </Anchor>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {t('login.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('login.intro')}
            </Text>
          </div>
          <form onSubmit={onSubmit} noValidate aria-busy={submitting} data-testid="login-form">
            <Stack gap="sm">
              <TextInput
                label={t('login.username')}
                placeholder={t('login.usernamePlaceholder')}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                required
                readOnly={submitting}
                value={context.username}
                error={problemText(context.errors.username)}
                onChange={(event) => send({ type: 'login.fieldChanged', field: 'username', value: event.currentTarget.value })}
              />
              <PasswordInput
                label={t('login.password')}
                placeholder={t('login.passwordPlaceholder')}
                name="password"
                autoComplete="current-password"
                required
                readOnly={submitting}
                value={context.password}
                error={problemText(context.errors.password)}
                onChange={(event) => send({ type: 'login.fieldChanged', field: 'password', value: event.currentTarget.value })}
              />
              {triesLeft && (
                <Text size="sm" c="gray.3" role="status" data-testid="login-tries-left">
                  {triesLeft}
                </Text>
              )}
              {context.captchaNeeded && (
                <CaptchaField
                  value={context.captcha}
                  image={context.captchaImage}
                  loading={loadingCaptcha}
                  locked={submitting}
                  error={problemText(context.errors.captcha)}
                  onChange={(value) => send({ type: 'login.captchaChanged', value })}
                  onRefresh={() => send({ type: 'login.captchaRefreshed' })}
                />
              )}
              <Group justify="flex-end">
                <Anchor component={Link} href="/forgot-password" size="sm">
                  {t('login.forgotPassword')}
                </Anchor>
              </Group>
              <Button type="submit" color="gold" fullWidth size="md" loading={submitting} disabled={loadingCaptcha}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
          <FormSwitchLink question={t('login.noAccount')} label={t('login.signup')} href="/signup" questionColor="dimmed" />
        </Stack>
      </Paper>
    </Stack>
  );
}
