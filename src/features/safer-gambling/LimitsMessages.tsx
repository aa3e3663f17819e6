import { Alert } from '@mantine/core';
import type { LimitsNotice, LimitsProblem } from '../../../machines/saferLimits';
import { t } from '../../i18n';
import { formatSaferTime, periodName, periodNames } from './texts';

export function noticeText(notice: LimitsNotice): string {
  switch (notice.code) {
    case 'saved':
      return [
        notice.applied.length > 0 ? t('safer.limits.saved.applied', { periods: periodNames(notice.applied) }) : null,
        notice.pending.length > 0 ? t('safer.limits.saved.pending', { periods: periodNames(notice.pending) }) : null,
      ]
        .filter(Boolean)
        .join(' ');
    case 'nothingChanged':
      return t('safer.limits.nothingChanged');
    case 'confirmed':
      return t('safer.limits.confirmed', { period: periodName(notice.period) });
    case 'cancelled':
      return t('safer.limits.cancelled', { period: periodName(notice.period) });
  }
}

export function problemText(problem: LimitsProblem): string {
  switch (problem.code) {
    case 'saveFailed':
      return problem.message ?? t('safer.limits.saveFailed');
    case 'notConfirmable':
      return problem.confirmableAt ? t('safer.limits.notConfirmable', { time: formatSaferTime(problem.confirmableAt) }) : t('safer.limits.notConfirmableLater');
    case 'changeMissing':
      return t('safer.limits.changeMissing');
    case 'changeFailed':
      return problem.message ?? t('safer.limits.changeFailed');
  }
}

/** What the editor last said: a notice (green) or a problem (red), each closable. */
export function LimitsMessages({ notice, problem, onClose }: { notice: LimitsNotice | null; problem: LimitsProblem | null; onClose: () => void }) {
  return (
    <>
      {notice ? (
        <Alert color="green" variant="light" withCloseButton closeButtonLabel={t('safer.close')} onClose={onClose} data-testid="limits-notice">
          {noticeText(notice)}
        </Alert>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('safer.close')} onClose={onClose} data-testid="limits-problem" role="alert">
          {problemText(problem)}
        </Alert>
      ) : null}
    </>
  );
}
