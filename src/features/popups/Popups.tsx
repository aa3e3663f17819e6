import { Session } from '../../edge/session';
import { usePopupsMachine } from '../../edge/popups';
import { Suspense } from 'react';
import { MaintenanceNoticeLazy, WelcomePopupLazy } from './PopupViews';

type SessionPopups = { token: string; popup: boolean; regPopup: boolean } | null;

const sameSessionPopups = (a: SessionPopups, b: SessionPopups) =>
  a === b || (a !== null && b !== null && a.token === b.token && a.popup === b.popup && a.regPopup === b.regPopup);

/** The pop-ups of one session: started with the flags it began with, so closing one does not restart them. */
function SessionPopupsView({ popup, regPopup }: { popup: boolean; regPopup: boolean }) {
  const [snapshot, send] = usePopupsMachine({ popup, regPopup });
  if (snapshot.matches('showingWelcome')) {
    return (
      <Suspense fallback={null}>
        <WelcomePopupLazy send={send} />
      </Suspense>
    );
  }
  if (snapshot.matches('showingMaintenance')) {
    return (
      <Suspense fallback={null}>
        <MaintenanceNoticeLazy platforms={snapshot.context.platformsInMaintenance} onClose={() => send({ type: 'maintenancePopup.closed' })} />
      </Suspense>
    );
  }
  return null;
}

/** Pop-ups after login or sign-up (spec 1 §2.4, §4); a new login starts them afresh. */
export function Popups() {
  const session = Session.useSelector(
    (snapshot): SessionPopups =>
      snapshot.matches('loggedIn') && snapshot.context.credentials
        ? { token: snapshot.context.credentials.token, popup: snapshot.context.popup, regPopup: snapshot.context.regPopup }
        : null,
    sameSessionPopups,
  );
  if (!session) return null;
  return <SessionPopupsView key={session.token} popup={session.popup} regPopup={session.regPopup} />;
}
