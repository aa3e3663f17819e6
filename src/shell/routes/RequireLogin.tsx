import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useIsLoggedIn } from '../../edge/session';

/** Spec 1 §2.1: a visitor without a stored token who opens a login-only route is sent to /login. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <Redirect to="/login" replace />;
  return <>{children}</>;
}
