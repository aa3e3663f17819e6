// The frame's texts (member menu, wallet, the break and restriction notices, the security level, VIP names); each page brings its own besides.
import '../../i18n/texts/account';
import '../../i18n/texts/breaks';
import '../../i18n/texts/member';
import '../../i18n/texts/profile';
import '../../i18n/texts/safer';
import { useContext, type ReactNode } from 'react';
import { useMemberAreaMachine } from '../../edge/member';
import { useLayout } from '../../ui/useLayout';
import { AccountDesktop, type AccountSectionValue } from './AccountDesktop';
import { InsideAccountArea } from './insideAccountArea';

function DesktopAccountArea({ section }: { section: AccountSectionValue }) {
  const [snapshot, send] = useMemberAreaMachine();
  return <AccountDesktop snapshot={snapshot} send={send} section={section} />;
}

/**
 * A page that is also a section of the desktop account area (VIP, Referral, the records; issue 22):
 * on a desktop, opened by its own address (the top navigation's VIP and Referral, a link to the
 * records), it shows inside the account area with its side menu, its tab chosen; on a phone, or
 * already inside the account area, the page itself.
 */
export function AccountSectionFrame({ section, children }: { section: AccountSectionValue; children: ReactNode }) {
  const inside = useContext(InsideAccountArea);
  const layout = useLayout();
  if (inside || layout === 'mobile') return children;
  return <DesktopAccountArea section={section} />;
}
