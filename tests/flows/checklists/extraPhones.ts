import { extraPhonesMachine, MAX_EXTRA_PHONES, type ExtraPhone, type ExtraPhonesContext } from '../../../machines/extraPhones';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { quoted } from './ui';

const outbox = 'npm run ops -- outbox';

/** The section 'Other Phone Numbers' of /profile (src/features/profile/ExtraPhones.tsx). */
function listShows(context: ExtraPhonesContext): string {
  const rows = context.phones.length === 0 ? quoted('profile.noExtraPhones') : context.phones.map((phone) => `${phone.number} with ${quoted(phone.verified ? 'profile.verified' : 'profile.verify')}`).join(', ');
  const add = context.phones.length < MAX_EXTRA_PHONES ? `${quoted('profile.addPhone')} beside the title` : `no ${quoted('profile.addPhone')} (2 numbers already)`;
  return `${quoted('profile.extraPhones')} shows ${rows}; ${add}`;
}

/** Which sample player the loaded list describes, as test data to prepare. */
function playerOf(phones: ExtraPhone[]): OutcomeWords {
  const action = 'Wait for the phone numbers to load';
  if (phones.length === 0) return { action, situation: 'none yet' };
  const listed = phones.map((phone) => `${phone.number} ${phone.verified ? `verified (its code from ${outbox})` : 'not verified'}`).join(' and ');
  return { action, precondition: `Where the player has other numbers, they added ${listed} under ${quoted('profile.extraPhones')} earlier`, situation: `${phones.length} listed` };
}

export const extraPhonesChecklist = defineChecklist(extraPhonesMachine, {
  subject: 'Other phone numbers',
  open: `Open /profile; ${quoted('profile.extraPhones')} is under the phone number`,
  preconditions: {
    'a player opening /profile': 'Logged in as a player made for this case (npm run ops -- create-player phonetester1 demo12345: no other numbers yet)',
  },
  events: {
    'extraPhones.addRequested': () => `Tap ${quoted('profile.addPhone')}`,
    'extraPhones.verifyRequested': (event) => `Tap ${quoted('profile.verify')} next to ${event.phone}`,
    'extraPhones.popupClosed': () => `Close the pop-up (×, ${quoted('verification.close')})`,
    'extraPhones.reloadRequested': () => `Switch the browser online again; tap ${quoted('profile.extraPhones.retry')}`,
  },
  actors: {
    loadExtraPhones: {
      done: playerOf,
      error: () => ({ action: 'Wait for the phone numbers to load', precondition: 'Where the list cannot load, switch the browser offline before it loads', situation: 'list fails to load' }),
    },
  },
  states: {
    // The list loads with the page and again once a pop-up closes; the numbers shown stay meanwhile.
    loadingPhones: `The list loads; no ${quoted('profile.addPhone')} while it does`,
    loadFailed: `${quoted('profile.extraPhones.loadFailed')} with ${quoted('profile.extraPhones.loadFailedHint')} and ${quoted('profile.extraPhones.retry')}; no numbers and no ${quoted('profile.addPhone')}`,
    showingPhones: listShows,
    showingPopup: (context) =>
      context.popup?.target === 'extraPhone'
        ? `The pop-up ${quoted('verification.title.extraPhone')} opens: ${quoted('verification.sentTo', { contact: context.popup.contact })} with ${quoted('verification.sendCode')}`
        : `The pop-up ${quoted('verification.title.newExtraPhone')} opens: ${quoted('verification.newPhone')} empty, with ${quoted('verification.sendCode')}`,
  },
});
