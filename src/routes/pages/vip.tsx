import { VipScreen } from '../../features/vip';

/** /vip (spec 2 §2 VIP): the player's VP, kept fresh every second, and converting them to real money. */
export default function VipPage() {
  return <VipScreen />;
}
