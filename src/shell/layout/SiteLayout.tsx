import type { ReactNode } from 'react';
import { HomeContent, homeContentOptions } from '../../edge/homeContent';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { useLayout } from '../../ui/useLayout';

export function SiteLayout({ children }: { children: ReactNode }) {
  const layout = useLayout();
  return (
    <HomeContent.Provider options={homeContentOptions}>
      {layout === 'mobile' ? <MobileShell>{children}</MobileShell> : <DesktopShell>{children}</DesktopShell>}
    </HomeContent.Provider>
  );
}
