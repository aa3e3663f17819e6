import { Paper, Stack, Text, Title } from '@mantine/core';
import { usePasswordChangeMachine } from '../../edge/passwordChange';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { ResetPasswordForm, type ResetPasswordPhase } from './ResetPasswordForm';

/** Runs the password-change machine and hands its snapshot to the form. */
function ResetPasswordMachineView() {
  const [snapshot, send] = usePasswordChangeMachine();
  const phase: ResetPasswordPhase = snapshot.matches('changingPassword')
    ? 'changing'
    : snapshot.matches('passwordChanged') || snapshot.matches('leftForLogin')
      ? 'changed'
      : 'editing';
  return <ResetPasswordForm phase={phase} context={snapshot.context} send={send} />;
}

/** /reset-password (spec 2 §2): a page of its own on a phone, the account area's panel on a desktop. */
export function ResetPasswordScreen() {
  const layout = useLayout();
  const heading = (
    <div>
      <Title order={1} size={layout === 'mobile' ? 'h2' : 'h3'}>
        {t('resetPassword.title')}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t('resetPassword.intro')}
      </Text>
    </div>
  );
  if (layout === 'mobile') {
    return (
      <Stack maw={520} mx="auto" gap="sm" data-layout="mobile">
        {heading}
        <Paper p="md" withBorder radius="md">
          <ResetPasswordMachineView />
        </Paper>
      </Stack>
    );
  }
  return (
    <Paper p="xl" withBorder radius="md" data-layout="desktop">
      <Stack maw={480} gap="md">
        {heading}
        <ResetPasswordMachineView />
      </Stack>
    </Paper>
  );
}
