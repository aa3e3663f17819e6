import { defineChecklist } from '../../../machines/lib/flow';
import { profileMachine, securityLevelOf, type ProfileContext, type ProfileUser } from '../../../machines/profile';
import type { VerificationInput } from '../../../machines/verification';
import type { MessageKey } from '../../../src/i18n/en';
import { quoted } from './ui';

const levelKeys = { unverified: 'profile.security.unverified', normal: 'profile.security.normal', safe: 'profile.security.safe' } as const satisfies Record<string, MessageKey>;

/** A contact row: its value with 'Verified', or 'Verify'. */
const contactRow = (label: MessageKey, value: string, verified: boolean) => `${quoted(label)} ${value} with ${quoted(verified ? 'profile.verified' : 'profile.verify')}`;

/** The details of /profile (src/features/profile/ProfileScreen.tsx) a case checks: the card, the contacts and the level. */
function detailsOf(user: ProfileUser): string {
  return `${quoted('profile.vipCard')} ${quoted('profile.vipPoints', { points: user.vipCoin })}, ${user.username} with ${quoted('profile.securityLevel')} ${quoted(levelKeys[securityLevelOf(user)])}, ${contactRow('profile.email', user.email, user.emailVerified)}, ${contactRow('profile.phone', user.phone, user.phoneVerified)}`;
}

/** Where a pop-up or the row a verification finished is: the e-mail and main phone are the profile's, the others under 'Other Phone Numbers'. */
function contactOf(input: VerificationInput): string {
  if (input.target === 'email') return 'the e-mail';
  if (input.target === 'phone') return 'the phone number';
  return input.target === 'newExtraPhone' ? quoted('profile.addPhone') : `${input.contact} under ${quoted('profile.extraPhones')} (a number added there earlier)`;
}

function pageShows(context: ProfileContext): string {
  if (!context.user) return context.loadFailed ? `${quoted('profile.loadFailed')} in red with ${quoted('profile.retry')}` : quoted('site.loading');
  const popup = context.popup ? `; the pop-up ${quoted(`verification.title.${context.popup.target}`)} is open` : '';
  return `The profile shows ${detailsOf(context.user)}${popup}`;
}

export const profileChecklist = defineChecklist(profileMachine, {
  subject: 'Profile',
  open: 'Open /profile',
  preconditions: {
    // The second demo player has nothing verified (README, Try it).
    'a player opening /profile': 'Logged in as demoplayer2 / demo12345, with nothing verified; the codes sent show in npm run ops -- outbox',
  },
  events: {
    'profile.reloadRequested': (_event, context) =>
      context.user ? `Save a birthday under ${quoted('profile.birthday')} (the profile loads again)` : `Switch the browser online again; tap ${quoted('profile.retry')}`,
    'profile.verifyRequested': (event) =>
      event.input.target === 'newExtraPhone' ? `Under ${quoted('profile.extraPhones')}, tap ${quoted('profile.addPhone')}` : `Tap ${quoted('profile.verify')} next to ${contactOf(event.input)}`,
    'profile.popupClosed': () => `Close the pop-up (×, ${quoted('verification.close')})`,
    'profile.verified': (event) => `In the pop-up, send the code, type the one npm run ops -- outbox shows for ${contactOf(event.verified)} and tap ${quoted('verification.confirm')}`,
  },
  actors: {
    loadUser: {
      done: () => ({ action: 'Wait for the profile to load' }),
      error: () => ({ action: 'Wait for the profile to load', precondition: 'Where a load of the profile fails, switch the browser offline just before it (the page keeps what it showed)', situation: 'profile fails to load' }),
    },
  },
  states: {
    // The profile loads with the page, and again after a verification or a saved birthday (what was shown stays meanwhile).
    loadingUser: (context) =>
      context.user
        ? `The profile loads again: a contact just verified shows ${quoted('profile.verified')} and ${quoted('profile.securityLevel')} goes one step up (Unverified, Normal, Safe); a birthday just saved shows locked`
        : quoted('site.loading'),
    showingUser: pageShows,
  },
});
