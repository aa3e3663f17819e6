import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useRunningRealityCheck, useSessionClock, type RealityCheckRef } from '../../edge/realityCheck';
import { localizeDigits } from '../../format/money';
import { t } from '../../i18n';

function Clock({ actor }: { actor: RealityCheckRef }) {
  const clock = useSessionClock(actor);
  if (clock === null) return null;
  return (
    <Badge variant="light" color="gray" size="md" style={{ flexShrink: 0 }} data-testid="session-clock" aria-live="off">
      {t('breaks.sessionClock', { clock: localizeDigits(clock) })}
    </Badge>
  );
}

/** Issue 24 §2: in a game the session's elapsed time always shows ("Session 0:42:10"), from the reality check's clock. */
export function SessionClockBadge() {
  const actor = useRunningRealityCheck();
  return actor ? <Clock actor={actor} /> : null;
}
