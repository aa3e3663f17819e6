import { Redirect } from 'wouter';

/** The desktop header's sign-up target (spec 1 §2.2) is the two-step sign-up on /register. */
export default function RegisterRedirectPage() {
  return <Redirect to="/register" replace />;
}
