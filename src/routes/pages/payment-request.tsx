import { ComingSoonPage } from '../ComingSoonPage';

export default function PaymentRequestPage() {
  return <ComingSoonPage titleKey="page.paymentRequest" />;
}
