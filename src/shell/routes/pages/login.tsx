import { useLoginMachine } from '../../../edge/login';
import { LoginForm } from '../../../features/login/LoginForm';

/** /login (spec 1 §2.5). A logged-in player may stay here; a login replaces the session. */
export default function LoginPage() {
  const [snapshot, send] = useLoginMachine();
  return <LoginForm context={snapshot.context} submitting={snapshot.matches('submittingCredentials')} loadingCaptcha={snapshot.matches('loadingCaptcha')} send={send} />;
}
