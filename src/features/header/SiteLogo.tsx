import '@mantine/core/styles/Image.css';
import { Anchor, Image } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSiteLogo } from '../../edge/homeContent';
import { t } from '../../i18n';

/** The site logo from GET logo (mobile_logo on phones), with the text name until it comes or if it fails. */
export function SiteLogo({ variant }: { variant: 'mobile' | 'desktop' }) {
  const logo = useSiteLogo();
  const [broken, setBroken] = useState(false);
  const source = logo ? (variant === 'mobile' ? logo.mobileLogo || logo.logo : logo.logo || logo.mobileLogo) : '';
  if (source === '' || broken) {
    return (
      <Anchor component={Link} href="/" fw={800} fz="xl" c="taka.4" underline="never" data-testid="site-logo">
        {t('site.name')}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} href="/" underline="never" data-testid="site-logo" aria-label={t('header.logoAlt')} style={{ display: 'inline-flex' }}>
      {/* A fixed box (the wordmarks are 420×96 and 300×96), so nothing moves when the picture arrives. */}
      <Image src={source} alt={t('site.name')} h={variant === 'mobile' ? 28 : 40} w={variant === 'mobile' ? 88 : 175} fit="contain" onError={() => setBroken(true)} />
    </Anchor>
  );
}
