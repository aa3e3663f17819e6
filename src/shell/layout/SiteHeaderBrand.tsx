import { SiteLogo } from '../../features/header/SiteLogo';

export function SiteHeaderBrand({ variant = 'desktop' }: { variant?: 'mobile' | 'desktop' }) {
  return <SiteLogo variant={variant} />;
}
