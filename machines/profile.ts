import type { Restriction } from './lib/saferBreaks';
import { assign, emit, enqueueActions, sendParent, setup, type ActorRefFrom } from 'xstate';
import { unprovidedActor } from './lib/unprovided';
import { verificationMachine, type VerificationInput } from './verification';

/** The player of the profile (GET user/show): the verified marks, the birthday and the security level come from it. */
export type ProfileUser = {
  username: string;
  name: string;
  phone: string;
  email: string;
  /** session_id 1 means the main phone is verified. */
  phoneVerified: boolean;
  /** email_verified_at is set. */
  emailVerified: boolean;
  createdAt: string;
  /** YYYY-MM-DD, or null while unset. */
  dofb: string | null;
  /** VIP points (the profile's VIP card). */
  vipCoin: number;
  /** Issue 24: a running time-out or self-exclusion (user/show's `restriction`); absent or null: none. */
  restriction?: Restriction | null;
};

export type SecurityLevel = 'unverified' | 'normal' | 'safe';

/** Spec 2 §4: Unverified, Normal when one of e-mail or phone is verified, Safe when both. */
export function securityLevelOf(user: Pick<ProfileUser, 'emailVerified' | 'phoneVerified'>): SecurityLevel {
  if (user.emailVerified && user.phoneVerified) return 'safe';
  return user.emailVerified || user.phoneVerified ? 'normal' : 'unverified';
}

/** Which pop-up a verification belongs to: its channel and address (a phone by its digits, as the server compares them). */
export function verificationKeyOf(input: VerificationInput): string {
  if (input.target === 'newExtraPhone') return 'newExtraPhone';
  const contact = input.target === 'email' ? input.contact.trim().toLowerCase() : input.contact.replace(/\D/g, '');
  return `${input.target}:${contact}`;
}

/** The verification machine as the profile runs it: a verification is told to the profile (`profile.verified`). */
const profileVerificationMachine = verificationMachine.provide({
  actions: {
    reportVerified: sendParent(({ context }) => ({ type: 'profile.verified', verified: { target: context.channel, contact: context.contact } })),
  },
});

/** The profile's verification machine with its calls (add, send, check), for the edge to provide as `verification`. */
export function profileVerificationWith(actors: Parameters<typeof verificationMachine.provide>[0]['actors']) {
  return profileVerificationMachine.provide({ actors });
}

export type ProfileVerificationActor = ActorRefFrom<typeof verificationMachine>;

export type ProfileInput = { remoteId: string };

export type ProfileContext = {
  remoteId: string;
  /** The last user loaded; kept while it is loaded again. */
  user: ProfileUser | null;
  /** The last load failed (until one succeeds): with no user yet, the page says so, with Try again. */
  loadFailed: boolean;
  /**
   * The page's verification machines, one per e-mail or phone (by `verificationKeyOf`) for the whole
   * visit: a closed pop-up keeps its machine, so reopening it within 300 s shows the code field and
   * what is left of the countdown, and the row shows that countdown in place of Verify (spec 2 §4).
   */
  verifications: Record<string, ProfileVerificationActor>;
  /** How many verification machines were started (each gets its own id). */
  started: number;
  /** The e-mail or main phone pop-up shown (the extra phones' pop-ups are the extra phones machine's). */
  popup: VerificationInput | null;
};

export type ProfileEvent =
  /** Try again after a failed load, or a saved birthday: the user is loaded again. */
  | { type: 'profile.reloadRequested' }
  /** Verify (or the countdown) of a row, or Add phone: that contact's machine is kept running, or a new one started. */
  | { type: 'profile.verifyRequested'; input: VerificationInput }
  /** A verification pop-up was closed: its machine keeps running (a new phone's under its number once added). */
  | { type: 'profile.popupClosed' }
  /** Sent by a verification machine when its code was accepted. */
  | { type: 'profile.verified'; verified: VerificationInput };

/** Told to whoever listens (the extra phones) when an extra phone was verified or added and verified. */
export type ProfileEmitted = { type: 'profile.extraPhoneVerified'; verified: VerificationInput };

const machineId = 'profile';

/** The running machine of this pop-up, if there is one (a finished one counts as none). */
export function verificationOf(context: Pick<ProfileContext, 'verifications'>, input: VerificationInput): ProfileVerificationActor | null {
  const actor = context.verifications[verificationKeyOf(input)];
  return actor && actor.getSnapshot().status === 'active' ? actor : null;
}

/** The e-mail or main phone pop-up and its machine, while one is open. */
export function openPopupOf(context: Pick<ProfileContext, 'verifications' | 'popup'>): { input: VerificationInput; actor: ProfileVerificationActor } | null {
  if (!context.popup) return null;
  const actor = verificationOf(context, context.popup);
  return actor ? { input: context.popup, actor } : null;
}

/**
 * The Add phone machine whose number is on the account is that number's machine from now on, and
 * Add starts afresh: the verifications with it moved (or dropped, if it finished), and the machines
 * this replaces, to stop.
 */
export function keptAddedNumber(verifications: ProfileContext['verifications']): { verifications: ProfileContext['verifications']; replaced: ProfileVerificationActor[] } {
  const adding = verifications.newExtraPhone;
  if (!adding) return { verifications, replaced: [] };
  const snapshot = adding.getSnapshot();
  if (snapshot.status === 'active' && snapshot.context.needsAdding) return { verifications, replaced: [] };
  const { newExtraPhone: _moved, ...others } = verifications;
  if (snapshot.status !== 'active') return { verifications: others, replaced: [] };
  const key = verificationKeyOf({ target: 'extraPhone', contact: snapshot.context.contact });
  const previous = others[key];
  return { verifications: { ...others, [key]: adding }, replaced: previous ? [previous] : [] };
}

const isUserContact = (input: VerificationInput) => input.target === 'email' || input.target === 'phone';

export const profileMachine = setup({
  types: {
    input: {} as ProfileInput,
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    /** GET user/show for the player's remote_id. */
    loadUser: unprovidedActor<ProfileUser, { remoteId: string }>(machineId, 'loadUser'),
    verification: profileVerificationMachine,
  },
  actions: {
    /** Keeps the Add phone machine under its number once added; opens (or keeps) the pop-up's machine. */
    openVerification: enqueueActions(({ context, enqueue }, input: VerificationInput) => {
      const kept = keptAddedNumber(context.verifications);
      for (const actor of kept.replaced) enqueue.stopChild(actor);
      const key = verificationKeyOf(input);
      const running = kept.verifications[key];
      if (running && running.getSnapshot().status === 'active') {
        enqueue.assign({ verifications: kept.verifications });
        return;
      }
      if (running) enqueue.stopChild(running);
      enqueue.assign(({ spawn }) => ({
        verifications: { ...kept.verifications, [key]: spawn('verification', { id: `verification-${context.started + 1}`, input }) },
        started: context.started + 1,
      }));
    }),
    keepAddedNumber: enqueueActions(({ context, enqueue }) => {
      const kept = keptAddedNumber(context.verifications);
      if (kept.verifications === context.verifications) return;
      for (const actor of kept.replaced) enqueue.stopChild(actor);
      enqueue.assign({ verifications: kept.verifications });
    }),
  },
  guards: {
    isUserContact: (_, input: VerificationInput) => isUserContact(input),
  },
}).createMachine({
  id: machineId,
  description:
    'The profile page (spec 2 §2 Profile, §4): the player loaded (again after a verification or a saved birthday), and one verification machine per e-mail or phone for the whole visit, spawned as the pop-ups open.',
  context: ({ input }) => ({ remoteId: input.remoteId, user: null, loadFailed: false, verifications: {}, started: 0, popup: null }),
  initial: 'loadingUser',
  on: {
    'profile.reloadRequested': { target: '.loadingUser', reenter: true, description: 'Loaded again; what was shown stays meanwhile.' },
    'profile.verifyRequested': [
      {
        guard: { type: 'isUserContact', params: ({ event }) => event.input },
        description: 'The e-mail or main phone pop-up opens on its machine (a running one keeps its code and countdown).',
        actions: [{ type: 'openVerification', params: ({ event }) => event.input }, assign(({ event }) => ({ popup: event.input }))],
      },
      {
        description: 'An extra phone’s or Add phone’s machine (its pop-up is the extra phones machine’s to show).',
        actions: { type: 'openVerification', params: ({ event }) => event.input },
      },
    ],
    'profile.popupClosed': {
      description: 'The pop-up goes; its machine keeps running (Add phone’s under its number once added).',
      actions: ['keepAddedNumber', assign({ popup: null })],
    },
    'profile.verified': [
      {
        guard: { type: 'isUserContact', params: ({ event }) => event.verified },
        target: '.loadingUser',
        reenter: true,
        description: 'The e-mail or main phone is verified: the pop-up closes and the user is loaded again (its mark and the security level).',
        actions: assign({ popup: null }),
      },
      {
        description: 'An extra phone is verified: the extra phones are told (their list is loaded again).',
        actions: emit(({ event }) => ({ type: 'profile.extraPhoneVerified', verified: event.verified })),
      },
    ],
  },
  states: {
    loadingUser: {
      description: 'Loading the player (GET user/show).',
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        input: ({ context }) => ({ remoteId: context.remoteId }),
        onDone: { target: 'showingUser', actions: assign(({ event }) => ({ user: event.output, loadFailed: false })) },
        onError: { target: 'showingUser', description: 'Logged at the edge; with no user yet, the page says so, with Try again.', actions: assign({ loadFailed: true }) },
      },
    },
    showingUser: {
      description: 'The details, the verified marks, the security level; Verify opens a pop-up.',
    },
  },
});
