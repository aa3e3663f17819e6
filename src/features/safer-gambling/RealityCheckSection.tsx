import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { REALITY_CHECK_INTERVALS, shownIntervalOf, type RealityCheckInterval } from '../../../machines/realityCheck';
import { useRunningRealityCheck, type RealityCheckRef } from '../../edge/realityCheck';
import { t } from '../../i18n';
import { SaferSection } from './SaferSection';

function IntervalControl({ actor, labelId }: { actor: RealityCheckRef; labelId: string }) {
  const interval = useSelector(actor, (snapshot) => shownIntervalOf(snapshot.context));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ running: 'saving' }));
  const outcome = useSelector(actor, (snapshot) => snapshot.context.saveOutcome);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.startedAt !== null);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={labelId}>
        {t('breaks.realityCheck.interval')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data-testid="reality-check-interval"
        disabled={saving || !loaded}
        value={String(interval)}
        onChange={(value) => actor.send({ type: 'realityCheck.intervalChosen', minutes: Number(value) as RealityCheckInterval })}
        data={REALITY_CHECK_INTERVALS.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? t('breaks.realityCheck.off') : t('breaks.realityCheck.minutes', { minutes }) }))}
      />
      <Text size="sm" role="status" data-testid="reality-check-saved" c={outcome?.kind === 'failed' ? 'red' : undefined}>
        {saving ? t('breaks.realityCheck.saving') : outcome?.kind === 'saved' ? t('breaks.realityCheck.saved') : outcome?.kind === 'failed' ? (outcome.message ?? t('breaks.realityCheck.saveFailed')) : ''}
      </Text>
    </Stack>
  );
}

/** /safer-gambling: the reality-check interval (issue 24 §2), saved through the session's reality-check machine. */
export function RealityCheckSection() {
  const actor = useRunningRealityCheck();
  const labelId = useId();
  return (
    <SaferSection title={t('breaks.realityCheck.title')} testId="reality-check-section">
      <Text size="sm" c="gray.3">
        {t('breaks.realityCheck.intro')}
      </Text>
      {actor ? <IntervalControl actor={actor} labelId={labelId} /> : null}
    </SaferSection>
  );
}
