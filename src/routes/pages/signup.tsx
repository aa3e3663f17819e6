import { ComingSoonPage } from '../ComingSoonPage';

export default function SignupPage() {
  return <ComingSoonPage titleKey="page.signup" />;
}
