import type { ReactNode } from 'react';
import { HomeContent, homeContentOptions } from '../app/homeContent';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { useLayout } from './useLayout';

export function SiteLayout({ children }: { children: ReactNode }) {
  const layout = useLayout();
  return (
    <HomeContent.Provider options={homeContentOptions}>
      {layout === 'mobile' ? <MobileShell>{children}</MobileShell> : <DesktopShell>{children}</DesktopShell>}
    </HomeContent.Provider>
  );
}
