import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { LoadFailureAlert } from '../../ui/LoadFailureAlert';

/** A record list whose call failed: said in place of the list, with Try again (issue 8: a clear error, not a blank page). */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return <LoadFailureAlert title={t('records.loadFailed')} hint={t('records.loadFailedHint')} retryLabel={t('records.retry')} testId="records-load-failed" onRetry={onRetry} />;
}

/** The records machine's states that show something other than rows. */
type RecordsSnapshot = { matches(state: 'loadingRecords' | 'showingLoadFailure' | 'showingNoData'): boolean };

/** What a record page shows in place of its rows (loading, the failure with Try again, No Data), or null when it shows rows. */
export function recordsStatusOf(snapshot: RecordsSnapshot, onRetry: () => void): ReactNode | null {
  if (snapshot.matches('loadingRecords')) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('records.loading')} />
      </Center>
    );
  }
  if (snapshot.matches('showingLoadFailure')) return <LoadFailure onRetry={onRetry} />;
  if (snapshot.matches('showingNoData')) {
    return (
      <Text ta="center" py="xl" c="dimmed" data-testid="records-no-data">
        {t('records.noData')}
      </Text>
    );
  }
  return null;
}
