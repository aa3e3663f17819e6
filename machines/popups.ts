import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailedWords } from './lib/failures';

/** A game platform in maintenance, as the maintenance notice names it. */
export type MaintenancePlatform = { platform: string; name: string };

/** Why the maintenance check failed: a plain object so that model-test samples stay distinct. */
export type MaintenanceCheckFailure = { kind: 'failed'; message: string };

export const toMaintenanceCheckFailure = (error: unknown): MaintenanceCheckFailure => readFailedWords(error);

/** The session's pop-up flags when the player's session started (spec 1 §4 Pop-ups). */
export type PopupsInput = { popup: boolean; regPopup: boolean };

export type PopupsContext = {
  maintenanceDue: boolean;
  welcomeDue: boolean;
  platformsInMaintenance: MaintenancePlatform[];
};

export type PopupsEvent =
  | { type: 'welcomePopup.closed' }
  | { type: 'welcomePopup.homeChosen' }
  | { type: 'welcomePopup.depositChosen' }
  | { type: 'maintenancePopup.closed' };

const machineId = 'popups';

export const popupsMachine = setup({
  types: {
    input: {} as PopupsInput,
    context: {} as PopupsContext,
    events: {} as PopupsEvent,
  },
  actors: {
    fetchPlatformsInMaintenance: unprovidedActor<MaintenancePlatform[], void>(machineId, 'fetchPlatformsInMaintenance'),
  },
  actions: {
    /** Tells the session (which stores regPopup=0). */
    reportWelcomeClosed: unprovidedAction(machineId, 'reportWelcomeClosed'),
    /** Tells the session (which stores popup=0). */
    reportMaintenanceClosed: unprovidedAction(machineId, 'reportMaintenanceClosed'),
    goHome: unprovidedAction(machineId, 'goHome'),
    goToDeposit: unprovidedAction(machineId, 'goToDeposit'),
    /** Loading failures of public data are only logged (spec 1 §7). */
    logCheckFailure: unprovidedAction(machineId, 'logCheckFailure') as (_: unknown, failure: MaintenanceCheckFailure) => void,
  },
  guards: {
    isWelcomeDue: ({ context }) => context.welcomeDue,
    isMaintenanceNoticeDue: ({ context }) => context.maintenanceDue,
    hasPlatformsInMaintenance: (_, platforms: MaintenancePlatform[]) => platforms.length > 0,
  },
}).createMachine({
  id: machineId,
  description:
    'Pop-ups after login or sign-up (spec 1 §2.4, §4): the welcome pop-up first (after sign-up), then the maintenance notice.',
  context: ({ input }) => ({ maintenanceDue: input.popup, welcomeDue: input.regPopup, platformsInMaintenance: [] }),
  initial: 'decidingWelcome',
  states: {
    decidingWelcome: {
      description: 'The welcome pop-up shows unless regPopup is 0; it comes first, before any maintenance notice.',
      always: [{ guard: 'isWelcomeDue', target: 'showingWelcome' }, { target: 'decidingMaintenance' }],
    },
    showingWelcome: {
      description: 'Welcome pop-up with Home Page and Deposit now buttons; each button also closes it.',
      on: {
        'welcomePopup.closed': { target: 'decidingMaintenance', actions: 'reportWelcomeClosed' },
        'welcomePopup.homeChosen': { target: 'decidingMaintenance', actions: ['reportWelcomeClosed', 'goHome'] },
        'welcomePopup.depositChosen': { target: 'decidingMaintenance', actions: ['reportWelcomeClosed', 'goToDeposit'] },
      },
    },
    decidingMaintenance: {
      description: 'The maintenance notice is checked unless popup is 0.',
      always: [{ guard: 'isMaintenanceNoticeDue', target: 'checkingMaintenance' }, { target: 'nothingMoreToShow' }],
    },
    checkingMaintenance: {
      description: 'Asking the server which game platforms are in maintenance (GET get-provider, status maintenance).',
      invoke: {
        id: 'fetchPlatformsInMaintenance',
        src: 'fetchPlatformsInMaintenance',
        onDone: [
          {
            guard: { type: 'hasPlatformsInMaintenance', params: ({ event }) => event.output },
            target: 'showingMaintenance',
            actions: assign(({ event }) => ({ platformsInMaintenance: event.output })),
          },
          {
            target: 'nothingMoreToShow',
            description: 'No platform in maintenance: no notice, and popup stays as it is for the next visit.',
          },
        ],
        onError: {
          target: 'nothingMoreToShow',
          description: 'The check failed: logged only, no notice.',
          actions: { type: 'logCheckFailure', params: ({ event }) => toMaintenanceCheckFailure(event.error) },
        },
      },
    },
    showingMaintenance: {
      description: 'The closable maintenance notice naming the platform(s); closing stores popup=0.',
      on: {
        'maintenancePopup.closed': { target: 'nothingMoreToShow', actions: 'reportMaintenanceClosed' },
      },
    },
    nothingMoreToShow: {
      type: 'final',
      description:
        'Decided and done: every due pop-up was closed, or none was due (flags 0, no platform in maintenance, or the check failed). Nothing shows until the next login.',
    },
  },
});
