import type { ChangeEvent } from 'react';
import { PasswordInput, TextInput } from '@mantine/core';
import type { AccountField, SignupStepsContext, SignupStepsEvent } from '../../../machines/signupSteps';
import { t, type MessageKey } from '../../i18n';
import { readableErrorProps, stepsProblemText } from './problemText';

type StepProps = { context: SignupStepsContext; send: (event: SignupStepsEvent) => void };

const fields: { field: AccountField; label: MessageKey; hint?: MessageKey; secret?: boolean; autoComplete: string }[] = [
  { field: 'username', label: 'signup.steps.username', hint: 'signup.steps.usernameHint', autoComplete: 'username' },
  { field: 'password', label: 'signup.steps.password', hint: 'signup.steps.passwordHint', secret: true, autoComplete: 'new-password' },
  { field: 'confirmPassword', label: 'signup.steps.confirmPassword', secret: true, autoComplete: 'new-password' },
  { field: 'friendReferCode', label: 'signup.steps.friendReferCode', hint: 'signup.steps.friendReferCodeHint', autoComplete: 'off' },
];

/** Step 1 of the two-step sign-up: account details with their hints (spec 1 §5). */
export function AccountDetailsStep({ context, send }: StepProps) {
  return fields.map((spec) => {
    const shared = {
      label: t(spec.label),
      description: spec.hint ? t(spec.hint) : undefined,
      name: spec.field,
      autoComplete: spec.autoComplete,
      required: spec.field !== 'friendReferCode',
      value: context[spec.field],
      error: stepsProblemText(context.errors[spec.field]),
      errorProps: readableErrorProps,
      onChange: (event: ChangeEvent<HTMLInputElement>) => send({ type: 'signupSteps.accountFieldChanged', field: spec.field, value: event.currentTarget.value }),
    };
    return spec.secret ? <PasswordInput key={spec.field} {...shared} /> : <TextInput key={spec.field} {...shared} autoCapitalize="none" spellCheck={false} />;
  });
}
