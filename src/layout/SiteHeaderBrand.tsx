import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../i18n';

export function SiteHeaderBrand() {
  return (
    <Anchor component={Link} href="/" fw={800} fz="xl" c="taka.4" underline="never">
      {t('site.name')}
    </Anchor>
  );
}
