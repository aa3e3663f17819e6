import type { ChangeEvent, FormEvent } from 'react';
import { Alert, Anchor, Button, NativeSelect, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'wouter';
import { FormSwitchLink } from '../../ui/FormSwitchLink';
import { SIGNUP_CURRENCIES, type SignupContext, type SignupCurrency, type SignupEvent, type SignupTextField } from '../../../machines/signup';
import { t, type MessageKey } from '../../i18n';
import { CaptchaField } from '../captcha/CaptchaField';
import { FormTitle, SignupBanner } from './SignupBanner';
import { loginProblemText, readableErrorProps, signupProblemText } from './problemText';

type SignupFormProps = {
  context: SignupContext;
  /** Sending or logging in: fields are read-only and the button shows it is busy. */
  busy: boolean;
  loginFailed: boolean;
  /** A new captcha picture is on its way: the form cannot be sent meanwhile. */
  loadingCaptcha: boolean;
  send: (event: SignupEvent) => void;
};

type TextFieldSpec = { field: SignupTextField; label: MessageKey; placeholder: MessageKey; autoComplete: string; secret?: boolean; required?: boolean; type?: string };

const textFields: (TextFieldSpec & { field: Exclude<SignupTextField, 'captcha'> })[] = [
  { field: 'username', label: 'signup.username', placeholder: 'signup.usernamePlaceholder', autoComplete: 'username', required: true },
  { field: 'email', label: 'signup.email', placeholder: 'signup.emailPlaceholder', autoComplete: 'email', required: true, type: 'email' },
  { field: 'phone', label: 'signup.phone', placeholder: 'signup.phonePlaceholder', autoComplete: 'tel-national', required: true, type: 'tel' },
  { field: 'password', label: 'signup.password', placeholder: 'signup.passwordPlaceholder', autoComplete: 'new-password', secret: true, required: true },
  { field: 'confirmPassword', label: 'signup.confirmPassword', placeholder: 'signup.confirmPasswordPlaceholder', autoComplete: 'new-password', secret: true, required: true },
  { field: 'name', label: 'signup.name', placeholder: 'signup.namePlaceholder', autoComplete: 'name' },
  { field: 'referralCode', label: 'signup.referralCode', placeholder: 'signup.referralCodePlaceholder', autoComplete: 'off' },
];

/**
 * Spec 1 §2.6: the sign-up form with its banner; each problem under its field. Once the server asks
 * for a captcha (a second sign-up from the same address within the hour), the two-step form's captcha
 * shows above the button.
 */
export function SignupForm({ context, busy, loginFailed, loadingCaptcha, send }: SignupFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'signup.submitted' });
  };
  const locked = busy || loginFailed;
  return (
    <Stack maw={480} mx="auto" mt={{ base: 'xs', sm: 'xl' }} gap="sm">
      <Anchor component={Link} href="/" size="sm" c="gray.3" w="fit-content">
        ← {t('signup.backHome')}
      </Anchor>
      <SignupBanner />
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="md">
          <div>
            <FormTitle text={t('signup.title')} />
            <Text c="gray.3" size="sm" mt={4}>
              {t('signup.intro')}
            </Text>
          </div>
          {context.loginProblem && (
            <Alert color="yellow" variant="light" role="alert" title={t('signup.loginFailed.title')} data-testid="signup-login-failed">
              <Stack gap="xs">
                <Text size="sm">{loginProblemText(context.loginProblem)}</Text>
                <Text size="sm">{t('signup.loginFailed.help')}</Text>
                <Button variant="outline" color="gold" loading={busy} onClick={() => send({ type: 'signup.loginRetried' })}>
                  {t('signup.loginFailed.retry')}
                </Button>
                <Anchor component={Link} href="/login" size="sm">
                  {t('signup.login')}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="signup-form">
            <Stack gap="sm">
              {textFields.map((spec) => {
                const shared = {
                  label: t(spec.label),
                  placeholder: t(spec.placeholder),
                  name: spec.field,
                  autoComplete: spec.autoComplete,
                  required: spec.required ?? false,
                  readOnly: locked,
                  value: context[spec.field],
                  error: signupProblemText(context.errors[spec.field]),
                  errorProps: readableErrorProps,
                  onChange: (event: ChangeEvent<HTMLInputElement>) => send({ type: 'signup.fieldChanged', field: spec.field, value: event.currentTarget.value }),
                };
                if (spec.secret) return <PasswordInput key={spec.field} {...shared} />;
                return (
                  <TextInput
                    key={spec.field}
                    {...shared}
                    type={spec.type ?? 'text'}
                    autoCapitalize="none"
                    spellCheck={false}
                    leftSection={spec.field === 'phone' ? <Text size="sm" c="gray.3" aria-hidden>{t('signup.phonePrefix')}</Text> : undefined}
                    leftSectionWidth={spec.field === 'phone' ? 44 : undefined}
                  />
                );
              })}
              <NativeSelect
                label={t('signup.currency')}
                name="currency"
                disabled={locked}
                value={context.currency}
                data={[...SIGNUP_CURRENCIES]}
                error={signupProblemText(context.errors.currency)}
                errorProps={readableErrorProps}
                onChange={(event) => send({ type: 'signup.fieldChanged', field: 'currency', value: event.currentTarget.value as SignupCurrency })}
              />
              {context.captchaRequired && (
                <CaptchaField
                  value={context.captcha}
                  image={context.captchaImage}
                  loading={loadingCaptcha}
                  locked={locked}
                  errorProps={readableErrorProps}
                  error={signupProblemText(context.errors.captcha)}
                  onChange={(value) => send({ type: 'signup.fieldChanged', field: 'captcha', value })}
                  onRefresh={() => send({ type: 'signup.captchaRefreshed' })}
                />
              )}
              {context.formProblem && (
                <Alert color="red" variant="light" role="alert" data-testid="signup-error">
                  {signupProblemText(context.formProblem)}
                </Alert>
              )}
              <Button type="submit" color="gold" fullWidth size="md" loading={busy} disabled={loginFailed || loadingCaptcha}>
                {t('signup.submit')}
              </Button>
            </Stack>
          </form>
          <FormSwitchLink question={t('signup.haveAccount')} label={t('signup.login')} href="/login" questionColor="gray.3" />
        </Stack>
      </Paper>
    </Stack>
  );
}
