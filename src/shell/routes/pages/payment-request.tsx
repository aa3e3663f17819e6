import '../../../i18n/texts/funds';
import '../../../i18n/texts/withdrawal';
import { usePaymentRequestMachine } from '../../../edge/paymentRequest';
import { PaymentRequestScreen, type PaymentRequestPhase } from '../../../features/payment-request/PaymentRequestScreen';

/** /payment-request (spec 1 §2.14): reached after a withdrawal with state; a reload keeps the time left. */
export default function PaymentRequestPage() {
  const { snapshot, send, justWithdrawn } = usePaymentRequestMachine();
  const phase: PaymentRequestPhase = snapshot.matches('loadingLatestRequest') || snapshot.matches('decidingWhatToShow')
    ? 'loading'
    : snapshot.matches('loadFailed')
      ? 'loadFailed'
      : snapshot.matches('noRequest')
        ? 'noRequest'
        : snapshot.matches('approved') || snapshot.matches('rejected')
          ? 'decided'
          : snapshot.matches({ waiting: { countdown: 'timeUp' } })
            ? 'timeUp'
            : 'countingDown';
  return <PaymentRequestScreen context={snapshot.context} phase={phase} justWithdrawn={justWithdrawn} send={send} />;
}
