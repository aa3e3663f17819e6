import { Center, Loader, Text } from '@mantine/core';
import { t } from '../../i18n';

export function Loading() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('bettingRecords.loading')} />
    </Center>
  );
}

/** Spec 2 §8: an empty list shows No Data. */
export function NoData() {
  return (
    <Text ta="center" py="xl" c="dimmed" data-testid="records-no-data">
      {t('bettingRecords.noData')}
    </Text>
  );
}
