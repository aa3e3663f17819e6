import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import type { InplayListSend, InplayListSnapshot } from '../../edge/inplayList';
import { t } from '../../i18n';

/** Before the first answer: "Loading events..." then "Loading in-play events..." (spec 1 §2.10). */
export function ListLoading({ snapshot }: { snapshot: InplayListSnapshot }) {
  const text = snapshot.matches({ active: 'loadingInPlay' }) ? t('exchangeLists.loadingInPlay') : t('exchangeLists.loadingEvents');
  return (
    <Center py="xl" style={{ flexDirection: 'column', gap: 8 }} data-testid="exchange-loading">
      <Loader size="sm" />
      <Text size="sm" role="status">
        {text}
      </Text>
    </Center>
  );
}

/** A failed load: the last list stays below, with a retry. */
export function ListFailure({ send }: { send: InplayListSend }) {
  return (
    <Alert color="red" variant="light" title={t('exchangeLists.loadFailed')} data-testid="exchange-load-failed" mb="sm">
      <Button size="xs" variant="light" color="red" onClick={() => send({ type: 'inplayList.retryRequested' })}>
        {t('exchangeLists.retry')}
      </Button>
    </Alert>
  );
}

export function NoEvents() {
  return (
    <Text size="sm" c="dark.2" px="sm" py="xs" data-testid="exchange-no-events">
      {t('exchangeLists.noEvents')}
    </Text>
  );
}
