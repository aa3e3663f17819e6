import type { FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { FormSwitchLink } from '../../ui/FormSwitchLink';
import type { SignupStepsContext, SignupStepsEvent } from '../../../machines/signupSteps';
import { t } from '../../i18n';
import { AccountDetailsStep } from './AccountDetailsStep';
import { PersonalDetailsStep } from './PersonalDetailsStep';
import { FormTitle, SignupBanner } from './SignupBanner';
import { stepsProblemText } from './problemText';

type SignupStepsFormProps = {
  context: SignupStepsContext;
  step: 1 | 2;
  loadingCaptcha: boolean;
  registering: boolean;
  send: (event: SignupStepsEvent) => void;
};

/** Spec 1 §2.6, the two-step variant: step 1 account details, step 2 personal details. */
export function SignupStepsForm({ context, step, loadingCaptcha, registering, send }: SignupStepsFormProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(step === 1 ? { type: 'signupSteps.nextPressed' } : { type: 'signupSteps.submitted' });
  };
  const stepProblem = stepsProblemText(context.stepProblem);
  return (
    <Stack maw={480} mx="auto" mt={{ base: 'xs', sm: 'xl' }} gap="sm">
      <SignupBanner />
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder radius="md">
        <Stack gap="md">
          <FormTitle text={t('signup.steps.title')} />
          <Group gap="xs" aria-label={t('signup.steps.stepper')} role="group">
            <Badge color="gold" variant={step === 1 ? 'filled' : 'outline'} aria-current={step === 1 ? 'step' : undefined}>
              1. {t('signup.steps.step1')}
            </Badge>
            <Badge color="gold" variant={step === 2 ? 'filled' : 'outline'} aria-current={step === 2 ? 'step' : undefined}>
              2. {t('signup.steps.step2')}
            </Badge>
          </Group>
          {context.registered !== null && (
            <Alert color="green" variant="light" role="status" title={t('signup.steps.success')} data-testid="signup-steps-success">
              <Anchor component={Link} href="/login" size="sm">
                {t('signup.steps.successLogin')}
              </Anchor>
            </Alert>
          )}
          <form onSubmit={onSubmit} noValidate aria-busy={registering} data-testid="signup-steps-form">
            <Stack gap="sm">
              {step === 1 ? (
                <AccountDetailsStep context={context} send={send} />
              ) : (
                <PersonalDetailsStep context={context} loadingCaptcha={loadingCaptcha} locked={registering} send={send} />
              )}
              {stepProblem && (
                <Alert color="red" variant="light" role="alert" data-testid="signup-steps-error">
                  {stepProblem}
                </Alert>
              )}
              {step === 1 ? (
                <Button type="submit" color="gold" fullWidth size="md">
                  {t('signup.steps.next')}
                </Button>
              ) : (
                <Group grow>
                  <Button variant="outline" color="gold" size="md" disabled={registering} onClick={() => send({ type: 'signupSteps.previousPressed' })}>
                    {t('signup.steps.previous')}
                  </Button>
                  <Button type="submit" color="gold" size="md" loading={registering} disabled={loadingCaptcha}>
                    {t('signup.steps.submit')}
                  </Button>
                </Group>
              )}
            </Stack>
          </form>
          <FormSwitchLink question={t('signup.haveAccount')} label={t('signup.login')} href="/login" questionColor="gray.3" />
        </Stack>
      </Paper>
    </Stack>
  );
}
