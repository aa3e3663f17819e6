import { ComingSoonPage } from '../ComingSoonPage';

export default function ReferralCodePage() {
  return <ComingSoonPage titleKey="page.referralCode" />;
}
