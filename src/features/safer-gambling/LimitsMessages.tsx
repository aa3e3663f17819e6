import { Alert } from '@mantine/core';
import type { LimitsNotice, LimitsProblem } from '../../../machines/saferLimits';
import { t } from '../../i18n';
import { noticeText, problemText } from './texts';

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
