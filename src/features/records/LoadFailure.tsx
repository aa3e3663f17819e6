import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';

/** A record list whose call failed: said in place of the list, with Try again (issue 8: a clear error, not a blank page). */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return <LoadFailureAlert title={t('records.loadFailed')} hint={t('records.loadFailedHint')} retryLabel={t('records.retry')} testId="records-load-failed" onRetry={onRetry} />;
}
