import { assign, setup } from 'xstate';
import { toRequestFailure, type RequestFailure } from './forgotPassword';
import { unprovidedActor } from './lib/unprovided';

/** One extra phone of the player (spec 2 §3: contract_value, isverify 1 when verified). */
export type ExtraPhone = { number: string; verified: boolean };

/** Which pop-up the list opened: its verification machine (machines/verification.ts) runs it. */
export type ExtraPhonePopup = { target: 'newExtraPhone'; contact: '' } | { target: 'extraPhone'; contact: string };

export type ExtraPhonesContext = {
  phones: ExtraPhone[];
  popup: ExtraPhonePopup | null;
  /** Why the list could not be loaded (logged by the edge); the page says it could not be loaded, with Try again (issue 8: a clear error, not a blank). */
  loadFailure: RequestFailure | null;
};

export type ExtraPhonesEvent =
  | { type: 'extraPhones.addRequested' }
  /** Verify pressed beside an extra phone of the list. */
  | { type: 'extraPhones.verifyRequested'; phone: string }
  /** The verification pop-up was closed, after a verification or without one. */
  | { type: 'extraPhones.popupClosed' }
  /** Try again after a failed load. */
  | { type: 'extraPhones.reloadRequested' };

/** Spec 2 §2, §9: at most 2 extra phone numbers. */
export const MAX_EXTRA_PHONES = 2;

const machineId = 'extraPhones';

export const extraPhonesMachine = setup({
  types: {
    context: {} as ExtraPhonesContext,
    events: {} as ExtraPhonesEvent,
  },
  actors: {
    /** GET /api/get/other/phone: its data list, as numbers with their verified marks. */
    loadExtraPhones: unprovidedActor<ExtraPhone[], void>(machineId, 'loadExtraPhones'),
  },
  guards: {
    hasFewerThanTwoExtraPhones: ({ context }) => context.phones.length < MAX_EXTRA_PHONES,
    isUnverifiedExtraPhone: ({ context, event }) =>
      event.type === 'extraPhones.verifyRequested' && context.phones.some((phone) => phone.number === event.phone && !phone.verified),
  },
}).createMachine({
  id: machineId,
  description: 'The extra phones of the profile (spec 2 §2): the list, Add while there are fewer than 2, and the pop-ups that add and verify them.',
  context: { phones: [], popup: null, loadFailure: null },
  initial: 'loadingPhones',
  states: {
    loadingPhones: {
      description: 'Loading the extra phones of the player.',
      invoke: {
        id: 'loadExtraPhones',
        src: 'loadExtraPhones',
        onDone: { target: 'showingPhones', actions: assign(({ event }) => ({ phones: event.output, loadFailure: null })) },
        onError: {
          target: 'loadFailed',
          description: 'Logged; the page says the list could not be loaded.',
          actions: assign(({ event }) => ({ phones: [], loadFailure: toRequestFailure(event.error) })),
        },
      },
    },
    loadFailed: {
      description:
        'The list could not be loaded: said in its place with Try again. No extra phones and no Add, since the limit of 2 cannot be checked.',
      on: { 'extraPhones.reloadRequested': { target: 'loadingPhones', description: 'Try again.' } },
    },
    showingPhones: {
      description: 'Each extra phone with its verified mark or Verify; Add shows while there are fewer than 2.',
      on: {
        'extraPhones.addRequested': {
          guard: 'hasFewerThanTwoExtraPhones',
          target: 'showingPopup',
          actions: assign({ popup: { target: 'newExtraPhone', contact: '' } }),
        },
        'extraPhones.verifyRequested': {
          guard: 'isUnverifiedExtraPhone',
          target: 'showingPopup',
          actions: assign(({ event }) => ({ popup: { target: 'extraPhone', contact: event.phone } as const })),
        },
        'extraPhones.reloadRequested': 'loadingPhones',
      },
    },
    showingPopup: {
      description:
        'The Add phone pop-up (add/number, add/send-verification-code, add/verify-phone-number) or the Verify pop-up of a listed phone, run by the verification machine.',
      on: {
        'extraPhones.popupClosed': {
          target: 'loadingPhones',
          description: 'Reloads the list: the number may have been added or verified meanwhile.',
          actions: assign({ popup: null }),
        },
      },
    },
  },
});
