import { Redirect } from 'wouter';

/** The desktop header's sign-up target (spec 1 §2.2) is our sign-up page. */
export default function RegisterRedirectPage() {
  return <Redirect to="/signup" replace />;
}
