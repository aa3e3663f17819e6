import '../../../i18n/texts/signup';
import { useSignupMachine } from '../../../edge/signup';
import { SignupForm } from '../../../features/signup/SignupForm';

/** /signup (spec 1 §2.6): the main sign-up form; a success logs in and goes home. */
export default function SignupPage() {
  const [snapshot, send] = useSignupMachine();
  return (
    <SignupForm
      context={snapshot.context}
      busy={snapshot.matches('creatingPlayer') || snapshot.matches('loggingIn')}
      loginFailed={snapshot.matches('loginFailed')}
      loadingCaptcha={snapshot.matches('loadingCaptcha')}
      send={send}
    />
  );
}
