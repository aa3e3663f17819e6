import { ReferralScreen } from '../../features/referral';

/** /refrrel-program and /referral (spec 2 §2 Referral): code, QR link, sharing, real reward figures, Claim All and the history. */
export default function ReferralProgramPage() {
  return <ReferralScreen />;
}
