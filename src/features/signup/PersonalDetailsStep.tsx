import type { ChangeEvent } from 'react';
import { Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  CALLING_CODES,
  STEP_CURRENCIES,
  type CallingCode,
  type PersonalTextField,
  type SignupStepsContext,
  type SignupStepsEvent,
  type StepCurrencyCode,
  type StepsField,
} from '../../../machines/signupSteps';
import { t } from '../../i18n';
import { CaptchaField } from './CaptchaField';
import { readableErrorProps, stepsProblemText } from './problemText';

type StepProps = { context: SignupStepsContext; loadingCaptcha: boolean; locked: boolean; send: (event: SignupStepsEvent) => void };

/** Step 2 of the two-step sign-up: personal details, the captcha and the age box (spec 1 §2.6). */
export function PersonalDetailsStep({ context, loadingCaptcha, locked, send }: StepProps) {
  const change = (field: PersonalTextField) => (event: ChangeEvent<HTMLInputElement>) =>
    send({ type: 'signupSteps.personalFieldChanged', field, value: event.currentTarget.value });
  const problem = (field: StepsField) => stepsProblemText(context.errors[field]);
  return (
    <>
      <TextInput label={t('signup.steps.realName')} name="realName" autoComplete="name" required readOnly={locked} value={context.realName} errorProps={readableErrorProps} error={problem('realName')} onChange={change('realName')} />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NativeSelect
          label={t('signup.steps.callingCode')}
          name="callingCode"
          disabled={locked}
          w={130}
          value={context.callingCode}
          data={CALLING_CODES.map((code) => ({ value: code, label: t(`signup.steps.callingCode.${code}`) }))}
          onChange={(event) => send({ type: 'signupSteps.personalFieldChanged', field: 'callingCode', value: event.currentTarget.value as CallingCode })}
        />
        <TextInput
          label={t('signup.steps.phoneNumber')}
          name="phoneNumber"
          type="tel"
          autoComplete="tel-national"
          required
          readOnly={locked}
          style={{ flex: 1 }}
          value={context.phoneNumber}
          errorProps={readableErrorProps} error={problem('phoneNumber')}
          onChange={change('phoneNumber')}
        />
      </Group>
      <TextInput label={t('signup.steps.email')} name="email" type="email" autoComplete="email" required readOnly={locked} value={context.email} errorProps={readableErrorProps} error={problem('email')} onChange={change('email')} />
      <CaptchaField
        value={context.captcha}
        image={context.captchaImage}
        loading={loadingCaptcha}
        locked={locked}
        error={problem('captcha')}
        onChange={(value) => send({ type: 'signupSteps.personalFieldChanged', field: 'captcha', value })}
        onRefresh={() => send({ type: 'signupSteps.captchaRefreshed' })}
      />
      <Checkbox
        label={t('signup.steps.ageCheck')}
        name="ageCheck"
        disabled={locked}
        checked={context.ageCheck}
        onChange={(event) => send({ type: 'signupSteps.personalFieldChanged', field: 'ageCheck', value: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('signup.steps.currency')}
        name="currency"
        disabled={locked}
        value={String(context.currency)}
        errorProps={readableErrorProps} error={problem('currency')}
        data={STEP_CURRENCIES.map((option) => ({ value: String(option.code), label: option.currency }))}
        onChange={(event) => send({ type: 'signupSteps.personalFieldChanged', field: 'currency', value: Number(event.currentTarget.value) as StepCurrencyCode })}
      />
    </>
  );
}
