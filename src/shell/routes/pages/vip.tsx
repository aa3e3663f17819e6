import { AccountSectionFrame } from '../../../features/account/AccountSectionFrame';
import { VipScreen } from '../../../features/vip';

/** /vip (spec 2 §2 VIP): the player's VP, kept fresh every second, and converting them to real money. On a desktop it shows inside the account area, its tab chosen. */
export default function VipPage() {
  return (
    <AccountSectionFrame section="vip">
      <VipScreen />
    </AccountSectionFrame>
  );
}
