import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  VERIFICATION_COUNTDOWN_SECONDS,
  codeCheckFailure,
  verificationMachine,
  type CodeCheck,
  type CodeRequest,
  type CodeSent,
  type NumberToAdd,
  type VerificationInput,
} from '../../machines/verification';
import { requestFailure, retryAfter, type CallFailure } from '../../machines/lib/failures';
import type { ProfileUser } from '../api/profile';
import { inspectFlow } from './flowRecorder';
import { callApi, tryApi } from './call';
import { Session } from './session';
import { storageKeys } from './storage';

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. */
export const profileApi = () => import('../api/profile');

export const remoteIdOf = (remoteId: string | null) => remoteId ?? localStorage.getItem(storageKeys.remoteId) ?? '';

/**
 * A failed call for the machine (spec 2 §8): the server's words, else a plain failure. Phone
 * failures are only logged (the pop-up shows e-mail problems only), so they are logged here.
 */
function reported<TFailure extends { kind: string }>(channel: CodeRequest['channel'], what: string, classify: (failure: CallFailure) => TFailure) {
  return (failure: CallFailure): TFailure => {
    const outcome = classify(failure);
    if (channel !== 'email' && outcome.kind !== 'codeWrong') console.warn(`The ${channel} verification could not ${what}.`, outcome);
    return outcome;
  };
}

export const addNumberActor = fromPromise<void, NumberToAdd>(({ input, signal }) =>
  callApi(profileApi, reported('extraPhone', 'add the number', requestFailure), (api, client) => api.addNumber(client, input.phone, signal)),
);

/**
 * Sends the code. A 429 (a code was sent to this address less than 300 s ago) is not a failure for
 * the player: that code is still on its way and valid, so the machine goes to the code step with
 * the seconds the server says are left (all 300 when the client did not pass them on). The 429 of
 * the hourly limit per number (`code: 'too_many_codes'`) sent nothing: a failure, with the server's words.
 */
/** The server's code for its hourly limit of codes to one number or address. */
export const TOO_MANY_CODES = 'too_many_codes';

export const sendCodeActor = fromPromise<CodeSent, CodeRequest>(async ({ input, signal }) => {
  const sent = await tryApi(profileApi, (failure) => failure, async (api, apiClient) => {
    if (input.channel === 'email') await api.sendVerificationCode(apiClient, { email: input.contact }, signal);
    else if (input.channel === 'phone') await api.sendVerificationCode(apiClient, { phone: input.contact }, signal);
    else await api.sendExtraCode(apiClient, input.contact, signal);
  });
  if (sent.ok) return { resendInSeconds: VERIFICATION_COUNTDOWN_SECONDS };
  if (sent.failure.status === 429 && sent.failure.code !== TOO_MANY_CODES) return { resendInSeconds: retryAfter(sent.failure) ?? VERIFICATION_COUNTDOWN_SECONDS };
  throw reported(input.channel, 'send the code', requestFailure)(sent.failure);
});

// Issue 22: a wrong code is said under the field with the tries left, decided by the server's code.
export const verifyCodeActor = fromPromise<void, CodeCheck>(({ input, signal }) =>
  callApi(profileApi, reported(input.channel, 'check the code', codeCheckFailure), async (api, apiClient) => {
    if (input.channel === 'email') await api.verifyEmail(apiClient, input.code, signal);
    else if (input.channel === 'phone') await api.verifyPhone(apiClient, input.code, signal);
    else await api.verifyExtraPhone(apiClient, input.code, signal);
  }),
);

/** The verification machine with its three calls; `onVerified` (told what was verified) reloads what shows the mark and closes the pop-up. */
export function verificationMachineFor(onVerified: (verified: VerificationInput) => void) {
  return verificationMachine.provide({
    actors: { addNumber: addNumberActor, sendCode: sendCodeActor, verifyCode: verifyCodeActor },
    actions: { reportVerified: ({ context }) => onVerified({ target: context.channel, contact: context.contact }) },
  });
}

export type { ProfileUser } from '../api/profile';

export type VerificationActor = ActorRefFrom<typeof verificationMachine>;
export type VerificationSnapshot = SnapshotFrom<typeof verificationMachine>;

/** Which pop-up an actor belongs to: its channel and address (a phone by its digits, as the server compares them). */
export function verificationKeyOf(input: VerificationInput): string {
  if (input.target === 'newExtraPhone') return 'newExtraPhone';
  const contact = input.target === 'email' ? input.contact.trim().toLowerCase() : input.contact.replace(/\D/g, '');
  return `${input.target}:${contact}`;
}

/**
 * The verification pop-ups of one page, one running machine per e-mail or phone (spec 2 §4): a
 * closed pop-up keeps its machine, so that reopening it within 300 s shows the code field and
 * what is left of the countdown, and the profile row can show that countdown in place of Verify.
 * A new extra phone's machine, once its number is on the account, is kept under that number.
 */
export class VerificationActors {
  private readonly actors = new Map<string, VerificationActor>();
  private readonly listeners = new Set<() => void>();
  private readonly machine = verificationMachineFor((verified) => this.onVerified(verified));

  /** `onVerified` is told what was verified; `reportTo` replaces it. */
  constructor(
    private onVerified: (verified: VerificationInput) => void = () => {},
    private readonly inspect = inspectFlow('verification'),
  ) {}

  /** Who is told of a verification from now on (the page's latest handler). */
  reportTo(onVerified: (verified: VerificationInput) => void) {
    this.onVerified = onVerified;
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** The running machine of this pop-up, if there is one (a finished one counts as none). */
  readonly find = (input: VerificationInput): VerificationActor | null => {
    const actor = this.actors.get(verificationKeyOf(input));
    return actor && actor.getSnapshot().status === 'active' ? actor : null;
  };

  /** The pop-up's running machine, or a new one. Call from an event handler, not while rendering. */
  open(input: VerificationInput): VerificationActor {
    this.keepAddedNumber();
    const running = this.find(input);
    if (running) return running;
    const key = verificationKeyOf(input);
    this.actors.get(key)?.stop();
    const actor = createActor(this.machine, { input, inspect: this.inspect });
    this.actors.set(key, actor);
    actor.start();
    this.notify();
    return actor;
  }

  /** The pop-up was closed: its machine keeps running (a new phone's under its number once added). */
  closed() {
    this.keepAddedNumber();
  }

  stopAll() {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
    this.notify();
  }

  /** The Add phone machine whose number is on the account is that number's machine from now on; Add starts afresh. */
  private keepAddedNumber() {
    const adding = this.actors.get('newExtraPhone');
    if (!adding) return;
    const snapshot = adding.getSnapshot();
    if (snapshot.status === 'active' && snapshot.context.needsAdding) return;
    this.actors.delete('newExtraPhone');
    if (snapshot.status === 'active') {
      const key = verificationKeyOf({ target: 'extraPhone', contact: snapshot.context.contact });
      this.actors.get(key)?.stop();
      this.actors.set(key, adding);
    }
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

/** The verification machines of one page, stopped when it goes. `onVerified` may change between renders. */
export function useVerificationActors(onVerified: (input: VerificationInput) => void): VerificationActors {
  const [actors] = useState(() => new VerificationActors());
  useEffect(() => actors.reportTo(onVerified), [actors, onVerified]);
  useEffect(() => () => actors.stopAll(), [actors]);
  return actors;
}

/** The running machine of this pop-up (or null), kept up to date as pop-ups open and close. */
export function useVerificationActor(actors: VerificationActors, input: VerificationInput): VerificationActor | null {
  const find = () => actors.find(input);
  return useSyncExternalStore(actors.subscribe, find, find);
}

/** What a pop-up renders: its machine's snapshot. */
export function useVerificationSnapshot(actor: VerificationActor): VerificationSnapshot {
  return useSelector(actor, (snapshot) => snapshot);
}

/** The seconds left before a new code while the countdown runs (in place of the Verify button), else null. */
export function useVerificationCountdown(actor: VerificationActor): number | null {
  return useSelector(actor, (snapshot) => (snapshot.matches({ codeSent: { resend: 'countingDown' } }) ? snapshot.context.secondsLeft : null));
}

export type ProfileUserState = { user: ProfileUser | null; failed: boolean; reload: () => void };

/**
 * The player of the profile (GET user/show): the verified marks, the birthday and the security
 * level come from it. Reloaded after a verification or a saved birthday; a failure is only logged.
 */
export function useProfileUser(): ProfileUserState {
  const remoteId = Session.useSelector((snapshot) => snapshot.context.credentials?.remoteId ?? null);
  const [user, setUser] = useState<ProfileUser | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  const load = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    void tryApi(profileApi, (failure) => failure, (api, client) => api.fetchUser(client, remoteIdOf(remoteId), controller.signal)).then((outcome) => {
      if (outcome.ok) {
        setUser(outcome.value);
        setFailed(false);
        return;
      }
      if (controller.signal.aborted) return;
      console.warn('The profile could not be loaded.', outcome.failure);
      setFailed(true);
    });
  }, [remoteId]);
  useEffect(() => {
    load();
    return () => running.current?.abort();
  }, [load]);
  return { user, failed, reload: load };
}
