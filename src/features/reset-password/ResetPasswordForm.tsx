import type { FormEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import type { PasswordChangeContext, PasswordChangeEvent, PasswordField } from '../../../machines/passwordChange';
import { t, type MessageKey } from '../../i18n';
import { fieldError, formError } from './problems';
import classes from './resetPassword.module.css';

/** Which part of the machine is running: the view only shows it. */
export type ResetPasswordPhase = 'editing' | 'changing' | 'changed';

export type ResetPasswordFormProps = {
  phase: ResetPasswordPhase;
  context: PasswordChangeContext;
  send: (event: PasswordChangeEvent) => void;
};

const fields: { field: PasswordField; label: MessageKey; name: string; autoComplete: string; value: (context: PasswordChangeContext) => string }[] = [
  { field: 'current', label: 'resetPassword.currentPassword', name: 'currentPassword', autoComplete: 'current-password', value: (context) => context.currentPassword },
  { field: 'new', label: 'resetPassword.newPassword', name: 'newPassword', autoComplete: 'new-password', value: (context) => context.newPassword },
  { field: 'confirmation', label: 'resetPassword.confirmPassword', name: 'passwordConfirmation', autoComplete: 'new-password', value: (context) => context.passwordConfirmation },
];

/** Spec 2 §2 Reset password: current, new and confirmation with show/hide toggles, and Confirm. */
export function ResetPasswordForm({ phase, context, send }: ResetPasswordFormProps) {
  const locked = phase !== 'editing';
  const problemText = formError(context.problem);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!locked) send({ type: 'password.submitted' });
  };
  return (
    <form className={classes.form} onSubmit={onSubmit} noValidate aria-busy={phase === 'changing'} data-testid="reset-password-form">
      <Stack gap="sm">
        {phase === 'changed' ? (
          <Alert color="green" variant="light" role="status" data-testid="reset-password-success">
            {t('resetPassword.passwordChanged')}
          </Alert>
        ) : null}
        {fields.map(({ field, label, name, autoComplete, value }) => (
          <PasswordInput
            key={field}
            label={t(label)}
            name={name}
            autoComplete={autoComplete}
            readOnly={locked}
            value={value(context)}
            description={field === 'new' ? t('resetPassword.newPasswordHint') : undefined}
            error={fieldError(context.problem, field)}
            visibilityToggleButtonProps={{ 'aria-label': t('resetPassword.showPassword', { field: t(label) }) }}
            onChange={(event) => send({ type: 'password.fieldChanged', field, value: event.currentTarget.value })}
          />
        ))}
        {problemText ? (
          <Alert color="red" variant="light" role="alert" data-testid="reset-password-error">
            {problemText}
          </Alert>
        ) : null}
        <Button type="submit" color="gold" fullWidth size="md" loading={phase === 'changing'} disabled={phase === 'changed'}>
          {t('resetPassword.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
