import { useForgotPasswordMachine } from '../../../edge/forgotPassword';
import { ForgotPasswordForm, type ForgotPasswordPhase } from '../../../features/forgot-password/ForgotPasswordForm';

/** /forgot-password (spec 1 §2.7): a code by e-mail or SMS, a new password, then /login after 1.5 s. */
export default function ForgotPasswordPage() {
  const [snapshot, send] = useForgotPasswordMachine();
  // The top-level state; the tab inside "enteringContact" is the context's channel.
  const phase = (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as ForgotPasswordPhase;
  return <ForgotPasswordForm phase={phase} context={snapshot.context} send={send} />;
}
