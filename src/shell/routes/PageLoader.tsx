import { Center, Loader } from '@mantine/core';
import { t } from '../../i18n';

export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label={t('site.loading')}>
      <Loader />
    </Center>
  );
}
