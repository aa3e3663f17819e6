import type { ReactNode } from 'react';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { useLayout } from './useLayout';

export function SiteLayout({ children }: { children: ReactNode }) {
  const layout = useLayout();
  return layout === 'mobile' ? <MobileShell>{children}</MobileShell> : <DesktopShell>{children}</DesktopShell>;
}
