import { ComingSoonPage } from '../ComingSoonPage';

export default function ResetPasswordPage() {
  return <ComingSoonPage titleKey="page.resetPassword" />;
}
