import { Button, Stack, Text } from '@mantine/core';
import { limitRows } from '../../../machines/saferLimits';
import { useSaferLimitsMachine } from '../../edge/saferLimits';
import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';
import { LimitField } from './LimitField';
import { LimitsMessages } from './LimitsMessages';
import { SaferSection } from './SaferSection';

/** Deposit limits (issue 24, RTS 12): 24 hours, 7 days and 1 month; pending raises with when they can be confirmed. */
export function LimitsSection() {
  const [snapshot, send] = useSaferLimitsMachine();
  const { context } = snapshot;
  const saving = snapshot.matches('saving');
  const busy = saving || snapshot.matches('confirming') || snapshot.matches('cancelling') || snapshot.matches('checking');
  return (
    <SaferSection title={t('safer.limits.title')} testId="safer-limits">
      <Text size="sm" c="gray.3">
        {t('safer.limits.intro')}
      </Text>
      {snapshot.matches('loading') ? (
        <Text size="sm" c="dimmed" role="status">
          {t('safer.limits.loading')}
        </Text>
      ) : snapshot.matches('loadFailed') ? (
        <LoadFailureAlert title={t('safer.limits.loadFailed')} hint={t('safer.loadHint')} retryLabel={t('safer.retry')} testId="limits-load-failed" onRetry={() => send({ type: 'limits.retryPressed' })} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'limits.savePressed' });
          }}
        >
          <Stack gap="md">
            {limitRows(context).map((row) => (
              <LimitField
                key={row.period}
                row={row}
                busy={busy}
                onType={(value) => send({ type: 'limits.amountTyped', period: row.period, value })}
                onConfirm={() => send({ type: 'limits.confirmPressed', period: row.period })}
                onCancel={() => send({ type: 'limits.cancelPressed', period: row.period })}
              />
            ))}
            <LimitsMessages notice={context.notice} problem={context.problem} onClose={() => send({ type: 'limits.noticeDismissed' })} />
            <Button type="submit" color="gold" loading={saving} disabled={busy && !saving} style={{ alignSelf: 'flex-start' }}>
              {t('safer.limits.save')}
            </Button>
          </Stack>
        </form>
      )}
    </SaferSection>
  );
}
