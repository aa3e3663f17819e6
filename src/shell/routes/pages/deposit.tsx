import '../../../i18n/texts/deposit';
import '../../../i18n/texts/funds';
import '../../../i18n/texts/safer';
import '../../../i18n/texts/withdrawal';
import { DepositMobile } from '../../../features/deposit';
import { FundsScreen } from '../../../features/funds/FundsScreen';
import { useLayout } from '../../../ui/useLayout';

/** /deposit (spec 1 §2.11): the mobile deposit screen, or the desktop funds screen on its Deposit tab. */
export default function DepositPage() {
  return useLayout() === 'mobile' ? <DepositMobile /> : <FundsScreen tab="deposit" />;
}
