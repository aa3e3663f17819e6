import '../../../i18n/texts/deposit';
import '../../../i18n/texts/funds';
import '../../../i18n/texts/safer';
import '../../../i18n/texts/withdrawal';
import { WithdrawalMobile } from '../../../features/withdrawal';
import { FundsScreen } from '../../../features/funds/FundsScreen';
import { useLayout } from '../../../ui/useLayout';

/** /withdrawal (spec 1 §2.13): the mobile withdrawal screen, or the desktop funds screen on its Withdrawal tab. */
export default function WithdrawalPage() {
  return useLayout() === 'mobile' ? <WithdrawalMobile /> : <FundsScreen tab="withdrawal" />;
}
