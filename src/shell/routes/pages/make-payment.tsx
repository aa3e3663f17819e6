import '../../../i18n/texts/deposit';
import '../../../i18n/texts/funds';
import { MakePaymentPage } from '../../../features/deposit/MakePaymentPage';

/** /make-payment (spec 1 §2.12): reached from the deposit form with its history state; works in both layouts. */
export default function MakePaymentRoute() {
  return <MakePaymentPage />;
}
