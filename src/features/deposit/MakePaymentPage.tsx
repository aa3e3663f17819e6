import './styles';
import { useMakePaymentMachine } from '../../edge/makePayment';
import { MakePaymentScreen, MissingPayment, type MakePaymentPhase } from './MakePaymentScreen';

/** Runs the make-payment machine and hands its snapshot to the screen (both layouts). */
export function MakePaymentPage() {
  const [snapshot, send] = useMakePaymentMachine();
  if (snapshot.matches('withoutPayment')) return <MissingPayment />;
  const phase: MakePaymentPhase = snapshot.matches('submitted')
    ? 'submitted'
    : snapshot.matches({ paying: { form: 'submittingDeposit' } })
      ? 'submitting'
      : 'editing';
  return <MakePaymentScreen context={snapshot.context} phase={phase} timeUp={snapshot.matches({ paying: { countdown: 'timeUp' } })} phonesFailed={snapshot.matches({ paying: { phones: 'phonesFailed' } })} send={send} />;
}
