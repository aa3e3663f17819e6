import '../../../i18n/texts/signup';
import { useSignupStepsMachine } from '../../../edge/signupSteps';
import { SignupStepsForm } from '../../../features/signup/SignupStepsForm';

/** /register (spec 1 §2.1, §2.6): the two-step sign-up; a success starts again at step 1. */
export default function RegisterPage() {
  const [snapshot, send] = useSignupStepsMachine();
  return (
    <SignupStepsForm
      context={snapshot.context}
      step={snapshot.matches('personalDetails') ? 2 : 1}
      loadingCaptcha={snapshot.matches({ personalDetails: 'loadingCaptcha' })}
      registering={snapshot.matches({ personalDetails: 'registering' })}
      send={send}
    />
  );
}
