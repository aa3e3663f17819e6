import '../../i18n/texts/breaks';
import { useIsLoggedIn } from '../../edge/session';
import { BreakStartedNotice } from './BreakStartedNotice';
import { RealityCheckDialog } from './RealityCheckDialog';

/** Mounted once by the shell: the reality check for a logged-in player, the break-started notice after a break logs out. */
export function SaferGamblingLayer() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      {loggedIn ? <RealityCheckDialog /> : null}
      <BreakStartedNotice />
    </>
  );
}
