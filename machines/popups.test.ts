import { createActor, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import { popupsMachine, toMaintenanceCheckFailure, type MaintenancePlatform, type PopupsInput } from './popups';

const saGaming: MaintenancePlatform = { platform: 'SAGAMING', name: 'SA Gaming' };

function startPopups(input: PopupsInput) {
  const effects: string[] = [];
  const calls: { resolve: (platforms: MaintenancePlatform[]) => void; reject: (error: unknown) => void }[] = [];
  const machine = popupsMachine.provide({
    actors: {
      fetchPlatformsInMaintenance: fromPromise<MaintenancePlatform[], void>(() => new Promise((resolve, reject) => calls.push({ resolve, reject }))),
    },
    actions: {
      reportWelcomeClosed: () => void effects.push('welcomeClosed'),
      reportMaintenanceClosed: () => void effects.push('maintenanceClosed'),
      goHome: () => void effects.push('goHome'),
      goToDeposit: () => void effects.push('goToDeposit'),
      logCheckFailure: (_, failure) => void effects.push(`log ${JSON.stringify(failure)}`),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, effects, calls, settle };
}

describe('popups machine (spec 1 §2.4, §4 Pop-ups)', () => {
  it('after login: checks maintenance and names the platforms; closing reports it once', async () => {
    const { actor, effects, calls, settle } = startPopups({ popup: true, regPopup: false });
    expect(actor.getSnapshot().value).toBe('checkingMaintenance');
    calls[0]?.resolve([saGaming]);
    await settle();
    expect(actor.getSnapshot().value).toBe('showingMaintenance');
    expect(actor.getSnapshot().context.platformsInMaintenance).toEqual([saGaming]);
    actor.send({ type: 'maintenancePopup.closed' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['maintenanceClosed']);
  });

  it('no platform in maintenance: nothing shows and nothing is stored', async () => {
    const { actor, effects, calls, settle } = startPopups({ popup: true, regPopup: false });
    calls[0]?.resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toBe('nothingMoreToShow');
    expect(effects).toEqual([]);
  });

  it('a failed check is logged only', async () => {
    const { actor, effects, calls, settle } = startPopups({ popup: true, regPopup: false });
    calls[0]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('nothingMoreToShow');
    expect(effects).toEqual(['log {"kind":"failed","message":"offline"}']);
  });

  it('after sign-up: the welcome pop-up comes first, the maintenance check only after it is closed', async () => {
    const { actor, effects, calls, settle } = startPopups({ popup: true, regPopup: true });
    expect(actor.getSnapshot().value).toBe('showingWelcome');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'welcomePopup.closed' });
    expect(actor.getSnapshot().value).toBe('checkingMaintenance');
    calls[0]?.resolve([saGaming]);
    await settle();
    expect(actor.getSnapshot().value).toBe('showingMaintenance');
    expect(effects).toEqual(['welcomeClosed']);
  });

  it.each([
    ['welcomePopup.homeChosen', 'goHome'],
    ['welcomePopup.depositChosen', 'goToDeposit'],
  ] as const)('%s closes the welcome pop-up and navigates', (type, navigation) => {
    const { actor, effects } = startPopups({ popup: false, regPopup: true });
    actor.send({ type });
    expect(effects).toEqual(['welcomeClosed', navigation]);
    expect(actor.getSnapshot().value).toBe('nothingMoreToShow');
  });

  it('flags at 0: nothing shows and no call is made', () => {
    const { actor, calls } = startPopups({ popup: false, regPopup: false });
    expect(actor.getSnapshot().value).toBe('nothingMoreToShow');
    expect(calls).toHaveLength(0);
  });

  it('a missing actor stops the machine loudly instead of being a failed check', () => {
    expect(() => toMaintenanceCheckFailure(new NotProvidedError('popups', 'actor', 'x'))).toThrow(NotProvidedError);
    expect(toMaintenanceCheckFailure('boom')).toEqual({ kind: 'failed', message: 'boom' });
  });
});
