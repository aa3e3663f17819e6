import { Alert, Anchor, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { CodeKind } from '../../../machines/codeCapture';
import { useCodeCapture } from '../../edge/codeCapture';
import { t } from '../../i18n';

/** /referral_code and /affiliate_code (spec 1 §2.1): keeps the code and goes to sign-up, or says none was given. */
export function CodeCapture({ kind }: { kind: CodeKind }) {
  const [snapshot] = useCodeCapture(kind);
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="code-capture">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(kind === 'referral_code' ? 'capture.referral_code.title' : 'capture.affiliate_code.title')}
        </Title>
        {snapshot.matches('showingMissingCode') ? (
          <Alert color="red" variant="light" role="alert" title={t('capture.missingCode', { type: kind })}>
            <Anchor component={Link} href="/signup" c="gray.2" underline="always">
              {t('capture.signup')}
            </Anchor>
          </Alert>
        ) : (
          <Center role="status" aria-label={t('capture.redirecting')}>
            <Loader type="dots" />
          </Center>
        )}
      </Stack>
    </Paper>
  );
}
