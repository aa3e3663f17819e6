import { ComingSoonPage } from '../ComingSoonPage';

export default function MakePaymentPage() {
  return <ComingSoonPage titleKey="page.makePayment" />;
}
