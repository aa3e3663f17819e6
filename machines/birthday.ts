import { assign, setup } from 'xstate';
import { toRequestFailure } from './forgotPassword';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';

export type BirthdayInput = {
  remoteId: string;
  /** The player's dofb from user/show; null (or '') while unset. */
  dofb: string | null;
};

/** What `updateBirthday` is asked to save (POST /api/user/profile/update { remote_id, dofb }). */
export type BirthdayUpdate = { remoteId: string; dofb: string };

/** Spec 2 §8: "Failed to update DOFB" in an Error modal, whatever the server said. */
export type BirthdayProblem = { code: 'updateFailed' };

export type BirthdayContext = {
  remoteId: string;
  /** The saved birthday; once set it cannot be changed here. */
  dofb: string | null;
  /** The date picked and not saved yet, as the server takes it (YYYY-MM-DD). */
  chosenDate: string | null;
  problem: BirthdayProblem | null;
};

export type BirthdayEvent =
  | { type: 'birthday.dateChosen'; date: string }
  /** Save pressed: the player asks to save the date chosen. */
  | { type: 'birthday.saved' }
  | { type: 'birthday.problemDismissed' };

const machineId = 'birthday';

export const birthdayMachine = setup({
  types: {
    input: {} as BirthdayInput,
    context: {} as BirthdayContext,
    events: {} as BirthdayEvent,
  },
  actors: {
    /** POST /api/user/profile/update; resolves with the dofb the server answered. */
    updateBirthday: unprovidedActor<string, BirthdayUpdate>(machineId, 'updateBirthday'),
  },
  actions: {
    /** The edge updates the stored user, so the withdrawal tip and the overview show the birthday. */
    reportBirthdaySaved: unprovidedAction(machineId, 'reportBirthdaySaved'),
  },
  guards: {
    hasBirthday: ({ context }) => context.dofb !== null,
    isDateChosen: ({ context }) => context.chosenDate !== null,
  },
}).createMachine({
  id: machineId,
  description: 'The birthday of the profile (spec 2 §2, §4): editable while unset, locked once saved.',
  context: ({ input }) => ({ remoteId: input.remoteId, dofb: input.dofb || null, chosenDate: null, problem: null }),
  initial: 'checkingBirthday',
  states: {
    checkingBirthday: {
      description: 'Is a birthday saved already?',
      always: [{ guard: 'hasBirthday', target: 'locked' }, { target: 'unset' }],
    },
    unset: {
      description: 'No birthday yet: a date picker and Save; a date is required to save.',
      on: {
        // A cleared date field sends ''; it means no date, so Save stays unavailable.
        'birthday.dateChosen': { actions: assign(({ event }) => ({ chosenDate: event.date.trim() === '' ? null : event.date, problem: null })) },
        'birthday.saved': { guard: 'isDateChosen', target: 'savingBirthday', actions: assign({ problem: null }) },
        'birthday.problemDismissed': { description: 'The Error modal is closed; the date chosen stays.', actions: assign({ problem: null }) },
      },
    },
    savingBirthday: {
      description: 'Saving the birthday; Save cannot be pressed twice.',
      invoke: {
        id: 'updateBirthday',
        src: 'updateBirthday',
        input: ({ context }) => ({ remoteId: context.remoteId, dofb: context.chosenDate ?? '' }),
        onDone: { target: 'locked', actions: [assign(({ event }) => ({ dofb: event.output, chosenDate: null })), 'reportBirthdaySaved'] },
        onError: {
          target: 'unset',
          description: '"Failed to update DOFB" in an Error modal; the date chosen stays.',
          actions: assign(({ event }) => {
            // Read only so that a missing actor stops the machine; the modal's text is fixed.
            toRequestFailure(event.error);
            return { problem: { code: 'updateFailed' } as const };
          }),
        },
      },
    },
    locked: {
      type: 'final',
      description: 'The birthday is shown locked, with the note that it cannot be changed and customer service must be contacted.',
    },
  },
});
