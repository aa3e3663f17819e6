import { birthdayMachine, type BirthdayContext } from '../../../machines/birthday';
import type { RequestFailure } from '../../../machines/forgotPassword';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { quoted } from './ui';

/** The birthday form of /profile while unset (src/features/profile/BirthdaySection.tsx). */
function formShows(context: BirthdayContext): string {
  const form = `${quoted('profile.birthday.date')}: ${context.chosenDate ?? 'empty'}, ${quoted('profile.birthday.save')} ${context.chosenDate === null ? 'disabled' : 'enabled'}`;
  return context.problem ? `The ${quoted('profile.birthday.errorTitle')} dialog says ${quoted('profile.birthday.updateFailed')}; behind it ${form}` : `No dialog; ${form}`;
}

function refused(failure: RequestFailure): OutcomeWords {
  const action = 'Wait for the answer';
  if (failure.kind === 'rejected') return { action, precondition: 'Where the date is refused, pick a date less than 18 years ago instead of 1995-04-12', situation: 'under 18' };
  return { action, precondition: `Where the connection drops, switch the browser offline right before tapping ${quoted('profile.birthday.save')}`, situation: 'no connection' };
}

export const birthdayChecklist = defineChecklist(birthdayMachine, {
  subject: 'Birthday',
  open: `Open /profile; ${quoted('profile.birthday')} is under the phone numbers`,
  preconditions: {
    // A player of its own: a saved birthday cannot be changed again.
    'a player without a birthday': 'Logged in as a player made for this case, without a birthday (npm run ops -- create-player birthdaytester1 demo12345)',
    'a player whose birthday is set': 'Logged in as a player made for this case whose birthday 1995-04-12 was saved on /profile before',
  },
  events: {
    'birthday.dateChosen': (event) => (event.date.trim() === '' ? `Clear ${quoted('profile.birthday.date')}` : `In ${quoted('profile.birthday.date')}, pick ${event.date}`),
    'birthday.saved': () => `Tap ${quoted('profile.birthday.save')}`,
    'birthday.problemDismissed': () => `Close the ${quoted('profile.birthday.errorTitle')} dialog (×, ${quoted('profile.birthday.close')})`,
  },
  actors: {
    updateBirthday: {
      done: () => ({ action: 'Wait for the answer' }),
      error: refused,
    },
  },
  states: {
    checkingBirthday: null,
    unset: formShows,
    savingBirthday: `${quoted('profile.birthday.save')} shows a spinner; ${quoted('profile.birthday.date')} cannot be changed`,
    locked: (context) =>
      `${quoted('profile.birthday')} shows ${context.dofb ?? ''} with ${quoted('profile.birthday.locked')}; no date field and no ${quoted('profile.birthday.save')}`,
  },
});
