import { ComingSoonPage } from '../ComingSoonPage';

export default function ForgotPasswordPage() {
  return <ComingSoonPage titleKey="page.forgotPassword" />;
}
