import { ComingSoonPage } from '../ComingSoonPage';

export default function ReferralProgramPage() {
  return <ComingSoonPage titleKey="page.referralProgram" />;
}
