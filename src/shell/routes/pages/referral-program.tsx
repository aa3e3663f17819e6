import '../../../i18n/texts/referral';
import { AccountSectionFrame } from '../../../features/account/AccountSectionFrame';
import { ReferralScreen } from '../../../features/referral';

/** /refrrel-program and /referral (spec 2 §2 Referral): code, QR link, sharing, real reward figures, Claim All and the history. On a desktop it shows inside the account area, its tab chosen. */
export default function ReferralProgramPage() {
  return (
    <AccountSectionFrame section="referralProgram">
      <ReferralScreen />
    </AccountSectionFrame>
  );
}
