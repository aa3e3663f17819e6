import { createActor, fromPromise } from 'xstate';
import { featuredGameRequest, gameLaunchMachine, toGameLaunchFailure, type GameRunRequest } from './gameLaunch';
import { NotProvidedError } from './lib/unprovided';

const tile = { gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' };
const player = { loggedIn: true, token: 'token-1', remoteId: 'remote-1' };

function startLaunch() {
  const effects: string[] = [];
  const calls: { input: GameRunRequest; resolve: (url: string) => void; reject: (error: unknown) => void }[] = [];
  const machine = gameLaunchMachine.provide({
    actors: { runGame: fromPromise<string, GameRunRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))) },
    actions: {
      goToLogin: () => void effects.push('goToLogin'),
      openGame: ({ context }) => void effects.push(`openGame ${context.url}`),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, effects, calls, settle };
}

describe('featuredGameRequest (spec 1 §3: a featured link split on a dash)', () => {
  it.each([
    ['JILI-SLOT', { platform: 'JILI', gameType: 'SLOT' }],
    ['EVOLUTION-LIVE', { platform: 'EVOLUTION', gameType: 'LIVE' }],
    ['SBO-SPORTS-EXTRA', { platform: 'SBO', gameType: 'SPORTS-EXTRA' }],
    ['JILI', null],
    ['-SLOT', null],
    ['JILI-', null],
    ['', null],
  ])('%j → %j', (link, expected) => {
    expect(featuredGameRequest(link)).toEqual(expected);
  });
});

describe('game launch machine (spec 1 §4, §6, §8)', () => {
  it('keeps the game’s name with the request, so the opened game’s bar can show it (issue 22)', async () => {
    const { actor, calls, settle } = startLaunch();
    actor.send({ type: 'gameLaunch.requested', request: { ...tile, gameName: 'Mini Roulette' }, player, isMobile: false });
    expect(calls[0]?.input).not.toHaveProperty('gameName');
    calls[0]?.resolve('/demo-game/?session=s&kind=roulette');
    await settle();
    expect(actor.getSnapshot().value).toBe('gameOpened');
    expect(actor.getSnapshot().context.request?.gameName).toBe('Mini Roulette');
  });

  it('sends a visitor to /login without calling game-run', () => {
    const { actor, effects, calls } = startLaunch();
    actor.send({ type: 'gameLaunch.requested', request: tile, player: { loggedIn: false, token: null, remoteId: null }, isMobile: true });
    expect(effects).toEqual(['goToLogin']);
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('sentToLogin');
  });

  it.each([
    [{ loggedIn: true, token: null, remoteId: 'remote-1' }],
    [{ loggedIn: true, token: 'token-1', remoteId: null }],
    [{ loggedIn: true, token: '', remoteId: '' }],
  ])('says "User not logged in" when token or remote_id is missing: %j', (incomplete) => {
    const { actor, calls } = startLaunch();
    actor.send({ type: 'gameLaunch.requested', request: tile, player: incomplete, isMobile: false });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'notLoggedIn' });
    expect(calls).toHaveLength(0);
  });

  it('calls game-run with remote_id as userId and the layout, then opens /gamerun', async () => {
    const { actor, effects, calls, settle } = startLaunch();
    actor.send({ type: 'gameLaunch.requested', request: tile, player, isMobile: true });
    expect(actor.getSnapshot().value).toBe('launching');
    expect(calls[0]?.input).toEqual({ ...tile, userId: 'remote-1', isMobileLogin: true });
    actor.send({ type: 'gameLaunch.requested', request: { gameType: 'LIVE', platform: 'EVOLUTION' }, player, isMobile: true });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('/demo-game/?session=abc');
    await settle();
    expect(effects).toEqual(['openGame /demo-game/?session=abc']);
    expect(actor.getSnapshot().value).toBe('gameOpened');
    // The side menu stays mounted across pages: it can launch again.
    actor.send({ type: 'gameLaunch.requested', request: tile, player, isMobile: true });
    expect(calls).toHaveLength(2);
  });

  it('a featured game sends only platform and game type', () => {
    const { actor, calls } = startLaunch();
    const request = featuredGameRequest('JILI-SLOT');
    if (!request) throw new Error('no request');
    actor.send({ type: 'gameLaunch.requested', request, player, isMobile: false });
    expect(calls[0]?.input).toEqual({ platform: 'JILI', gameType: 'SLOT', userId: 'remote-1', isMobileLogin: false });
  });

  it('keeps the server message or the unexpected error, and a new request clears it', async () => {
    const { actor, calls, settle } = startLaunch();
    actor.send({ type: 'gameLaunch.requested', request: tile, player, isMobile: false });
    calls[0]?.reject({ kind: 'rejected', message: 'JILI is under maintenance. Please try another provider.' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'rejected', message: 'JILI is under maintenance. Please try another provider.' });
    expect(actor.getSnapshot().context.request).toEqual(tile);
    actor.send({ type: 'gameLaunch.requested', request: tile, player, isMobile: false });
    expect(actor.getSnapshot().context.error).toBeNull();
    calls[1]?.reject(new Error('boom'));
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ kind: 'unexpected' });
    actor.send({ type: 'gameLaunch.errorDismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reads rejections as plain failures, and a missing actor stops loudly', () => {
    expect(toGameLaunchFailure({ kind: 'rejected', message: '' })).toEqual({ kind: 'unexpected' });
    expect(toGameLaunchFailure('nope')).toEqual({ kind: 'unexpected' });
    expect(() => toGameLaunchFailure(new NotProvidedError('gameLaunch', 'actor', 'runGame'))).toThrow(NotProvidedError);
  });
});
