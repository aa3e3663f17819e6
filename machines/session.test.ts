import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  BALANCE_REFRESH_MS,
  exchangeTokenOf,
  remoteIdOf,
  sessionMachine,
  toBalanceFailure,
  type BalanceFailure,
  type SessionCredentials,
  type StoredSession,
} from './session';

const credentials: SessionCredentials = { token: 'tok-1', remoteId: 'r-1', username: 'demoplayer1', exchangeToken: 'ex-1' };
const stored: StoredSession = { ...credentials, balance: 250, popup: false, regPopup: false };

/** Runs the session machine with recorded side effects and a balance call the test settles by hand. */
function startSession(storedSession: StoredSession | null) {
  const effects: string[] = [];
  const balanceCalls: { input: SessionCredentials; resolve: (v: number) => void; reject: (e: BalanceFailure) => void }[] = [];
  const clock = new SimulatedClock();
  const machine = sessionMachine.provide({
    actors: {
      fetchBalance: fromPromise<number, SessionCredentials>(
        ({ input }) => new Promise<number>((resolve, reject) => balanceCalls.push({ input, resolve, reject })),
      ),
    },
    actions: {
      storeSession: () => effects.push('storeSession'),
      storeBalance: () => effects.push('storeBalance'),
      storePopupFlags: () => effects.push('storePopupFlags'),
      endServerSession: () => effects.push('endServerSession'),
      forgetSession: () => effects.push('forgetSession'),
      clearAllStorage: () => effects.push('clearAllStorage'),
      goHome: () => effects.push('goHome'),
    },
  });
  const actor = createActor(machine, { input: { stored: storedSession }, clock });
  actor.start();
  return { actor, effects, balanceCalls, clock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('session machine', () => {
  it('starts logged out without a stored token', () => {
    const { actor, balanceCalls } = startSession(null);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(balanceCalls).toHaveLength(0);
  });

  it('treats an empty stored token as logged out', () => {
    const { actor } = startSession({ ...stored, token: '' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });

  it('restores a stored session and refreshes the balance at once', () => {
    const { actor, balanceCalls } = startSession(stored);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshingBalance' });
    expect(actor.getSnapshot().context.balance).toBe(250);
    expect(balanceCalls[0]?.input).toEqual(credentials);
  });

  it('login stores the session with popup=1 and regPopup=0', () => {
    const { actor, effects } = startSession(null);
    actor.send({ type: 'session.loggedIn', credentials });
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ loggedIn: 'refreshingBalance' });
    expect(context).toMatchObject({ credentials, popup: true, regPopup: false });
    expect(effects).toEqual(['storeSession']);
  });

  it('sign-up logs in with popup=1 and regPopup=1', () => {
    const { actor } = startSession(null);
    actor.send({ type: 'session.signedUp', credentials });
    expect(actor.getSnapshot().context).toMatchObject({ popup: true, regPopup: true });
  });

  it('refreshes the balance every 10 s while logged in', async () => {
    const { actor, balanceCalls, clock, effects } = startSession(stored);
    balanceCalls[0]?.resolve(1200);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'waitingToRefresh' });
    expect(actor.getSnapshot().context.balance).toBe(1200);
    expect(effects).toContain('storeBalance');
    clock.increment(BALANCE_REFRESH_MS - 1);
    expect(balanceCalls).toHaveLength(1);
    clock.increment(1);
    expect(balanceCalls).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'refreshingBalance' });
  });

  it('refreshes on request without waiting for the timer', async () => {
    const { actor, balanceCalls } = startSession(stored);
    balanceCalls[0]?.resolve(10);
    await settle();
    actor.send({ type: 'balance.refreshRequested' });
    expect(balanceCalls).toHaveLength(2);
  });

  it('a balance told by a bet’s answer shows at once, drops a call in flight and restarts the 10 s wait (issue 22)', async () => {
    const { actor, balanceCalls, clock, effects } = startSession(stored);
    // A call in flight from before the bet: its answer must not overwrite the newer balance.
    actor.send({ type: 'balance.reported', balance: 4500 });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'waitingToRefresh' });
    expect(actor.getSnapshot().context.balance).toBe(4500);
    expect(effects).toContain('storeBalance');
    balanceCalls[0]?.resolve(5000);
    await settle();
    expect(actor.getSnapshot().context.balance).toBe(4500);
    clock.increment(BALANCE_REFRESH_MS - 1);
    actor.send({ type: 'balance.reported', balance: 4400 });
    expect(actor.getSnapshot().context.balance).toBe(4400);
    clock.increment(BALANCE_REFRESH_MS - 1);
    expect(balanceCalls).toHaveLength(1);
    clock.increment(1);
    expect(balanceCalls).toHaveLength(2);
  });

  it('keeps the last balance when the call fails for another reason', async () => {
    const { actor, balanceCalls } = startSession(stored);
    balanceCalls[0]?.reject({ kind: 'failed', message: 'Network error' });
    await settle();
    const { context, value } = actor.getSnapshot();
    expect(value).toEqual({ loggedIn: 'waitingToRefresh' });
    expect(context.balance).toBe(250);
    expect(context.balanceFailure).toEqual({ kind: 'failed', message: 'Network error' });
  });

  it('a 401 from balance clears all storage and goes home', async () => {
    const { actor, balanceCalls, effects } = startSession(stored);
    balanceCalls[0]?.reject({ kind: 'unauthorized' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.credentials).toBeNull();
    expect(effects).toEqual(['clearAllStorage', 'goHome']);
  });

  it('logout forgets the session and goes home; no more balance calls', async () => {
    const { actor, effects, balanceCalls, clock } = startSession(stored);
    balanceCalls[0]?.resolve(5);
    await settle();
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects).toEqual(['storeBalance', 'endServerSession', 'forgetSession', 'goHome']);
    clock.increment(BALANCE_REFRESH_MS * 3);
    expect(balanceCalls).toHaveLength(1);
  });

  it('after a password change makes no balance call with the revoked token, even one in flight, until the log-out', async () => {
    const { actor, effects, balanceCalls, clock } = startSession(stored);
    balanceCalls[0]?.resolve(5);
    await settle();
    clock.increment(BALANCE_REFRESH_MS);
    expect(balanceCalls).toHaveLength(2);
    actor.send({ type: 'session.passwordChanged' });
    expect(actor.getSnapshot().value).toEqual({ loggedIn: 'endingAfterPasswordChange' });
    // The call already sent comes back 401: it no longer matters.
    balanceCalls[1]?.reject({ kind: 'unauthorized' });
    await settle();
    actor.send({ type: 'balance.refreshRequested' });
    clock.increment(BALANCE_REFRESH_MS * 3);
    expect(balanceCalls).toHaveLength(2);
    expect(actor.getSnapshot().context.credentials).not.toBeNull();
    expect(effects).not.toContain('clearAllStorage');
    actor.send({ type: 'session.loggedOut' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(effects).toEqual(['storeBalance', 'endServerSession', 'forgetSession', 'goHome']);
  });

  it('closing the pop-ups sets their flags to 0 and stores them', () => {
    const { actor, effects } = startSession(null);
    actor.send({ type: 'session.signedUp', credentials });
    actor.send({ type: 'maintenancePopup.closed' });
    expect(actor.getSnapshot().context).toMatchObject({ popup: false, regPopup: true });
    actor.send({ type: 'welcomePopup.closed' });
    expect(actor.getSnapshot().context).toMatchObject({ popup: false, regPopup: false });
    expect(effects).toEqual(['storeSession', 'storePopupFlags', 'storePopupFlags']);
  });

  it('fails loudly, naming the actor, when fetchBalance is not provided', async () => {
    const actor = createActor(sessionMachine, { input: { stored } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await settle();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toContain('isUnauthorized');
    expect(String((errors[0] as Error).cause ?? errors[0])).toContain('fetchBalance');
  });
});

describe('session selectors: credentials are read through the session', () => {
  it('the remote_id and exchange token of a player; nothing for a visitor', () => {
    const player = startSession(stored).actor.getSnapshot().context;
    expect(remoteIdOf(player)).toBe('r-1');
    expect(exchangeTokenOf(player)).toBe('ex-1');
    const visitor = startSession(null).actor.getSnapshot().context;
    expect(remoteIdOf(visitor)).toBe('');
    expect(exchangeTokenOf(visitor)).toBeNull();
    expect(exchangeTokenOf(startSession({ ...stored, exchangeToken: null }).actor.getSnapshot().context)).toBeNull();
  });
});

describe('toBalanceFailure', () => {
  it('reads a 401, a failure with its words (even empty), else the error’s own text for the console', () => {
    expect(toBalanceFailure({ kind: 'unauthorized' })).toEqual({ kind: 'unauthorized' });
    expect(toBalanceFailure({ kind: 'failed', message: '' })).toEqual({ kind: 'failed', message: '' });
    expect(toBalanceFailure({ kind: 'failed', message: 3 })).toEqual({ kind: 'failed', message: '[object Object]' });
    expect(toBalanceFailure(new Error('offline'))).toEqual({ kind: 'failed', message: 'offline' });
    expect(toBalanceFailure('boom')).toEqual({ kind: 'failed', message: 'boom' });
  });
});
