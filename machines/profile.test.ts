import { createActor, fromPromise } from 'xstate';
import { allTransitions, keyOfTakenTransition } from './lib/transitions';
import {
  openPopupOf,
  profileMachine,
  profileVerificationWith,
  securityLevelOf,
  verificationKeyOf,
  verificationOf,
  type ProfileEmitted,
  type ProfileUser,
} from './profile';
import type { CodeCheck, CodeRequest, CodeSent, NumberToAdd } from './verification';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const user = (extra: Partial<ProfileUser> = {}): ProfileUser => ({
  username: 'demoplayer1',
  name: 'Demo Player',
  phone: '01712345678',
  email: 'demo@example.com',
  phoneVerified: false,
  emailVerified: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  dofb: null,
  vipCoin: 0,
  ...extra,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the profile machine with user loads the test settles by hand; verification calls answer at once. */
function start() {
  const loads: Pending<{ remoteId: string }, ProfileUser>[] = [];
  const calls: unknown[][] = [];
  const taken = new Set<string>();
  const machine = profileMachine.provide({
    actors: {
      loadUser: fromPromise<ProfileUser, { remoteId: string }>(({ input }) => new Promise((resolve, reject) => loads.push({ input, resolve, reject }))),
      verification: profileVerificationWith({
        addNumber: fromPromise<void, NumberToAdd>(async ({ input }) => void calls.push(['addNumber', input.phone])),
        sendCode: fromPromise<CodeSent, CodeRequest>(async ({ input }) => {
          calls.push(['sendCode', input.channel, input.contact]);
          return { resendInSeconds: 300 };
        }),
        verifyCode: fromPromise<void, CodeCheck>(async ({ input }) => void calls.push(['verifyCode', input.channel, input.code])),
      }),
    },
  });
  const actor = createActor(machine, {
    input: { remoteId: 'r-1' },
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId) {
        for (const transition of inspection._transitions) taken.add(keyOfTakenTransition(transition));
      }
    },
  });
  const emitted: ProfileEmitted[] = [];
  actor.on('profile.extraPhoneVerified', (event) => void emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  const load = async (loaded: ProfileUser) => {
    loads.at(-1)?.resolve(loaded);
    await settle();
  };
  return { actor, loads, calls, taken, emitted, context, load };
}

const email = { target: 'email', contact: 'demo@example.com' } as const;
const phone = { target: 'phone', contact: '01712345678' } as const;

describe('security level (spec 2 §4)', () => {
  it.each([
    [false, false, 'unverified'],
    [true, false, 'normal'],
    [false, true, 'normal'],
    [true, true, 'safe'],
  ] as const)('e-mail verified %s, phone verified %s: %s', (emailVerified, phoneVerified, level) => {
    expect(securityLevelOf({ emailVerified, phoneVerified })).toBe(level);
  });
});

describe('profile machine: the player', () => {
  it('loads the player of the session, and again on Try again; a failed load is said until one succeeds', async () => {
    const { actor, loads, context, load } = start();
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(loads[0]?.input).toEqual({ remoteId: 'r-1' });
    loads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    expect(context()).toMatchObject({ user: null, loadFailed: true });
    actor.send({ type: 'profile.reloadRequested' });
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(context().loadFailed).toBe(true);
    await load(user());
    expect(actor.getSnapshot().value).toBe('showingUser');
    expect(context()).toMatchObject({ user: user(), loadFailed: false });
  });

  it('keeps the user shown while it is loaded again (a saved birthday)', async () => {
    const { actor, loads, context, load } = start();
    await load(user());
    actor.send({ type: 'profile.reloadRequested' });
    expect(loads).toHaveLength(2);
    expect(context().user).toEqual(user());
    await load(user({ dofb: '2000-01-31' }));
    expect(context().user?.dofb).toBe('2000-01-31');
  });
});

describe('profile machine: the verification pop-ups (one machine per e-mail or phone)', () => {
  it('Verify opens the e-mail pop-up on its machine; verified, the pop-up closes and the user is loaded again', async () => {
    const { actor, loads, calls, context, load, emitted } = start();
    await load(user());
    actor.send({ type: 'profile.verifyRequested', input: email });
    const popup = openPopupOf(context());
    expect(popup?.input).toEqual(email);
    expect(popup?.actor).toBe(verificationOf(context(), email));
    popup?.actor.send({ type: 'verification.codeRequested' });
    await settle();
    popup?.actor.send({ type: 'verification.codeChanged', value: '123456' });
    popup?.actor.send({ type: 'verification.codeSubmitted' });
    await settle();
    expect(calls).toEqual([
      ['sendCode', 'email', 'demo@example.com'],
      ['verifyCode', 'email', '123456'],
    ]);
    expect(context().popup).toBeNull();
    expect(actor.getSnapshot().value).toBe('loadingUser');
    expect(loads).toHaveLength(2);
    expect(verificationOf(context(), email)).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('a closed pop-up keeps its machine: reopened, the code typed and the countdown are still there', async () => {
    const { actor, context, load } = start();
    await load(user());
    expect(verificationOf(context(), email)).toBeNull();
    actor.send({ type: 'profile.verifyRequested', input: email });
    const running = verificationOf(context(), email);
    running?.send({ type: 'verification.codeRequested' });
    await settle();
    running?.send({ type: 'verification.codeChanged', value: '12' });
    actor.send({ type: 'profile.popupClosed' });
    expect(context().popup).toBeNull();
    actor.send({ type: 'profile.verifyRequested', input: { target: 'email', contact: ' DEMO@example.com ' } });
    const reopened = openPopupOf(context())?.actor;
    expect(reopened).toBe(running);
    expect(reopened?.getSnapshot().matches({ codeSent: { resend: 'countingDown' } })).toBe(true);
    expect(reopened?.getSnapshot().context.code).toBe('12');
    expect(verificationOf(context(), { target: 'phone', contact: 'demo@example.com' })).toBeNull();
    actor.send({ type: 'profile.verifyRequested', input: phone });
    expect(openPopupOf(context())?.input).toEqual(phone);
    expect(verificationOf(context(), email)).toBe(running);
    actor.stop();
    expect(running?.getSnapshot().status).toBe('stopped');
  });

  it('a verified extra phone is told to the extra phones; its machine is not reopened, the next opening starts afresh', async () => {
    const { actor, loads, context, load, emitted } = start();
    await load(user());
    const extra = { target: 'extraPhone', contact: '01822222222' } as const;
    actor.send({ type: 'profile.verifyRequested', input: extra });
    expect(context().popup).toBeNull();
    const first = verificationOf(context(), extra);
    first?.send({ type: 'verification.codeRequested' });
    await settle();
    first?.send({ type: 'verification.codeChanged', value: '123456' });
    first?.send({ type: 'verification.codeSubmitted' });
    await settle();
    expect(emitted).toEqual([{ type: 'profile.extraPhoneVerified', verified: extra }]);
    expect(loads).toHaveLength(1);
    expect(verificationOf(context(), extra)).toBeNull();
    actor.send({ type: 'profile.verifyRequested', input: extra });
    const fresh = verificationOf(context(), extra);
    expect(fresh).not.toBe(first);
    expect(fresh?.getSnapshot().value).toBe('requestingCode');
  });

  it('the Add phone machine, once its number is added, is that number’s; Add starts afresh', async () => {
    const { actor, calls, context, load } = start();
    await load(user());
    const adding = { target: 'newExtraPhone', contact: '' } as const;
    actor.send({ type: 'profile.verifyRequested', input: adding });
    const machine = verificationOf(context(), adding);
    machine?.send({ type: 'verification.contactChanged', value: '01933-333333' });
    actor.send({ type: 'profile.popupClosed' });
    expect(verificationOf(context(), adding)).toBe(machine);
    machine?.send({ type: 'verification.codeRequested' });
    await settle();
    expect(calls).toEqual([
      ['addNumber', '01933-333333'],
      ['sendCode', 'extraPhone', '01933-333333'],
    ]);
    actor.send({ type: 'profile.popupClosed' });
    expect(verificationOf(context(), { target: 'extraPhone', contact: '01933333333' })).toBe(machine);
    expect(verificationOf(context(), adding)).toBeNull();
    actor.send({ type: 'profile.verifyRequested', input: adding });
    const next = verificationOf(context(), adding);
    expect(next).not.toBe(machine);
    expect(next?.getSnapshot().value).toBe('enteringNumber');
    expect(verificationKeyOf({ target: 'extraPhone', contact: '01933 333333' })).toBe(verificationKeyOf({ target: 'extraPhone', contact: '01933333333' }));
  });

  it('takes every transition of the machine in these runs', async () => {
    const { actor, loads, taken, context, load } = start();
    loads[0]?.reject({ kind: 'failed', message: null });
    await settle();
    actor.send({ type: 'profile.reloadRequested' });
    await load(user());
    actor.send({ type: 'profile.verifyRequested', input: email });
    actor.send({ type: 'profile.verifyRequested', input: { target: 'extraPhone', contact: '01822222222' } });
    actor.send({ type: 'profile.popupClosed' });
    actor.send({ type: 'profile.verified', verified: { target: 'extraPhone', contact: '01822222222' } });
    actor.send({ type: 'profile.verified', verified: email });
    expect(context().popup).toBeNull();
    const all = allTransitions(profileMachine).map((transition) => transition.key);
    expect(all.filter((key) => !taken.has(key))).toEqual([]);
  });
});
