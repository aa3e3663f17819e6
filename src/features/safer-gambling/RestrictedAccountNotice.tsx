import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { noticeOf } from '../../../machines/breakReturn';
import { useBreakReturnMachine } from '../../edge/accountBreak';
import { t } from '../../i18n';
import { breakDate } from './breakFormat';

/**
 * Issue 24: the top of the account area (both layouts) for a player on a time-out or self-exclusion:
 * what is closed and until when; after an exclusion's end, Ask to return, then Confirm my return.
 */
export function RestrictedAccountNotice() {
  const [snapshot, send] = useBreakReturnMachine();
  const context = snapshot.context;
  if (snapshot.matches('returned')) {
    return (
      <Alert color="green" variant="light" role="status" data-testid="restricted-notice">
        {t('breaks.restricted.returned')}
      </Alert>
    );
  }
  const notice = noticeOf(context);
  if (notice === null) return null;
  const busy = snapshot.matches('requestingReturn') || snapshot.matches('confirmingReturn');
  return (
    <Alert color="yellow" variant="light" role="status" data-testid="restricted-notice">
      <Stack gap="xs">
        {notice.kind === 'timeOut' ? <Text size="sm">{t('breaks.restricted.timeOut', { date: breakDate(notice.endsAt) })}</Text> : null}
        {notice.kind === 'selfExclusion' ? <Text size="sm">{t('breaks.restricted.exclusion', { date: breakDate(notice.endsAt) })}</Text> : null}
        {notice.kind === 'exclusionEnded' ? (
          <>
            <Text size="sm">{t('breaks.restricted.ended')}</Text>
            {notice.returnRequested && notice.confirmableAt ? <Text size="sm">{t('breaks.restricted.requested', { date: breakDate(notice.confirmableAt) })}</Text> : null}
            <Group>
              {notice.returnRequested ? (
                <Button size="compact-md" color="gold" loading={busy} onClick={() => send({ type: 'breakReturn.returnConfirmed' })}>
                  {t('breaks.restricted.confirmReturn')}
                </Button>
              ) : (
                <Button size="compact-md" color="gold" loading={busy} onClick={() => send({ type: 'breakReturn.returnRequested' })}>
                  {t('breaks.restricted.askToReturn')}
                </Button>
              )}
            </Group>
          </>
        ) : null}
        {context.problem ? (
          <Text size="sm" c="red" role="alert">
            {context.problem.message ?? t('breaks.restricted.failed')}
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
