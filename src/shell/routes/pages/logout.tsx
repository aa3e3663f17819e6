import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { Session, useIsLoggedIn } from '../../../edge/session';
import { PageLoader } from '../PageLoader';

/** Desktop log-out is a full page load of /player/logout (spec 1 §4 Session): log out, then home. */
export default function LogoutPage() {
  const loggedIn = useIsLoggedIn();
  const session = Session.useActorRef();
  useEffect(() => {
    if (loggedIn) session.send({ type: 'session.loggedOut' });
  }, [loggedIn, session]);
  return loggedIn ? <PageLoader /> : <Redirect to="/" replace />;
}
