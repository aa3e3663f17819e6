// The member area's texts (the same areas as the frame's: member menu, wallet, break notices, security level, VIP names).
import '../../i18n/texts/account';
import '../../i18n/texts/breaks';
import '../../i18n/texts/member';
import '../../i18n/texts/profile';
import '../../i18n/texts/safer';
import { useMemberAreaMachine } from '../../edge/member';
import { useLayout } from '../../ui/useLayout';
import { AccountDesktop } from './AccountDesktop';
import { MemberMenu } from './MemberMenu';

/** /account (spec 2 §2 Member menu): the member menu on a phone, the account area on a desktop. */
export function AccountScreen() {
  const [snapshot, send] = useMemberAreaMachine();
  const layout = useLayout();
  return layout === 'mobile' ? <MemberMenu snapshot={snapshot} send={send} /> : <AccountDesktop snapshot={snapshot} send={send} />;
}
