import { defineChecklist } from '../../../machines/lib/flow';
import { popupsMachine, type MaintenancePlatform, type PopupsContext } from '../../../machines/popups';
import { blockedCall } from './browserTab';
import { quoted, ui } from './ui';

const storage = 'devtools › Application › Local Storage';
const welcomeTitle = quoted('popup.welcome.title', { site: ui('site.name') });

/** The notice's text as src/features/popups/MaintenanceNotice.tsx writes it: one platform "is", several "are". */
const noticeText = (platforms: readonly MaintenancePlatform[]) =>
  quoted(platforms.length > 1 ? 'popup.maintenance.bodyMany' : 'popup.maintenance.bodyOne', { platforms: platforms.map((platform) => platform.name).join(', ') });

/**
 * No pop-up left: the flags the session stored say so. regPopup is 0 by then (closed, or never due); popup
 * is 0 once the notice was closed or was not due, and stays 1 when no platform was in maintenance.
 */
function nothingShows(context: PopupsContext): string {
  const popup = !context.maintenanceDue || context.platformsInMaintenance.length > 0 ? '0' : '1';
  return `No pop-up shows; ${storage} holds popup ${popup} and regPopup 0`;
}

export const popupsChecklist = defineChecklist(popupsMachine, {
  subject: 'Pop-ups after log-in or sign-up',
  open: {
    'just logged in (popup=1, regPopup=0)': 'Log in as demoplayer1 / demo12345',
    'just signed up (popup=1, regPopup=1)': 'Finish the sign-up of a new player on /register (its codes: npm run ops -- outbox)',
    'both pop-ups closed before (popup=0, regPopup=0)': 'Reload the page',
  },
  preconditions: {
    'just logged in (popup=1, regPopup=0)': 'Logged out, on /login',
    'just signed up (popup=1, regPopup=1)': 'Logged out, on /register',
    'both pop-ups closed before (popup=0, regPopup=0)': `Logged in on the home page, both pop-ups closed before in this browser (${storage}: popup 0, regPopup 0)`,
  },
  events: {
    'welcomePopup.closed': () => `Tap ${quoted('popup.close')} (×) on ${welcomeTitle}`,
    // Where the button leads is said with it: the state after it does not tell which was tapped.
    'welcomePopup.homeChosen': () => `Tap ${quoted('popup.welcome.home')} (the home page opens)`,
    'welcomePopup.depositChosen': () => `Tap ${quoted('popup.welcome.deposit')} (/deposit opens)`,
    'maintenancePopup.closed': () => `Tap ${quoted('popup.close')} (×) on ${quoted('popup.maintenance.title')}`,
  },
  actors: {
    fetchPlatformsInMaintenance: {
      done: (platforms: MaintenancePlatform[]) =>
        platforms.length === 0
          ? {
              action: 'Wait a few seconds',
              // The demo has SA Gaming in maintenance: its answer is changed for this case.
              precondition: `No platform is in maintenance (devtools › Network › Override content of /api/get-provider with every status "active")`,
              situation: 'no maintenance',
            }
          : { action: 'Wait a few seconds', precondition: `${platforms.map((platform) => platform.name).join(' and ')} ${platforms.length > 1 ? 'are' : 'is'} in maintenance (the demo has SA Gaming so)` },
      error: () => ({ action: 'Wait a few seconds', precondition: `The maintenance check fails (${blockedCall('/api/get-provider')})`, situation: 'check fails' }),
    },
  },
  states: {
    decidingWelcome: null,
    decidingMaintenance: null,
    showingWelcome: `The pop-up ${welcomeTitle} says ${quoted('popup.welcome.body')} with ${quoted('popup.welcome.home')}, ${quoted('popup.welcome.deposit')} and ${quoted('popup.close')} (×)`,
    // The notice's check is a moment: what holds then is that the welcome pop-up went.
    checkingMaintenance: (context) => (context.welcomeDue ? `${welcomeTitle} is gone; ${storage} holds regPopup 0` : 'No pop-up shows yet'),
    showingMaintenance: (context) => `The pop-up ${quoted('popup.maintenance.title')} says ${noticeText(context.platformsInMaintenance)} with ${quoted('popup.close')} (×)`,
    nothingMoreToShow: nothingShows,
  },
});
