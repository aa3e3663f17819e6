import '../../../i18n/texts/account';
import { ResetPasswordScreen } from '../../../features/reset-password';

/** /reset-password (spec 2 §2): current, new and confirmation passwords; success logs out and opens /login. */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
