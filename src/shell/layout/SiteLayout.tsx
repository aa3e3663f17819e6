import type { ReactNode } from 'react';
import { HomeContent, homeContentOptions } from '../../edge/homeContent';
import { useFirstScreenInput } from '../../edge/firstScreenState';
import { DesktopShell } from './DesktopShell';
import { MobileShell } from './MobileShell';
import { useLayout } from '../../ui/useLayout';

export function SiteLayout({ children }: { children: ReactNode }) {
  const layout = useLayout();
  const input = useFirstScreenInput('homeContent') ?? {};
  return (
    <HomeContent.Provider options={{ ...homeContentOptions, input }}>
      {layout === 'mobile' ? <MobileShell>{children}</MobileShell> : <DesktopShell>{children}</DesktopShell>}
    </HomeContent.Provider>
  );
}
