import { AccountSectionFrame } from '../../../features/account/AccountSectionFrame';
import { SaferGamblingPage } from '../../../features/safer-gambling';

/** /safer-gambling (issue 24): deposit limits and the activity statement. On a desktop it shows inside the account area, its tab chosen. */
export default function SaferGamblingRoute() {
  return (
    <AccountSectionFrame section="saferGambling">
      <SaferGamblingPage />
    </AccountSectionFrame>
  );
}
