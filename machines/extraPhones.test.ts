import { createActor, fromPromise } from 'xstate';
import { extraPhonesMachine, MAX_EXTRA_PHONES, type ExtraPhone } from './extraPhones';

type Call = { resolve: (phones: ExtraPhone[]) => void; reject: (error: unknown) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the machine with loads the test settles by hand. */
function start() {
  const loads: Call[] = [];
  const machine = extraPhonesMachine.provide({
    actors: { loadExtraPhones: fromPromise<ExtraPhone[], void>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))) },
  });
  const actor = createActor(machine).start();
  /** Settles the latest load with these phones. */
  const load = async (phones: ExtraPhone[]) => {
    loads.at(-1)?.resolve(phones);
    await settle();
  };
  return { actor, loads, load };
}

const unverified: ExtraPhone = { number: '01812345678', verified: false };
const verified: ExtraPhone = { number: '01912345678', verified: true };

describe('extra phones machine', () => {
  it('loads the list when the profile opens', async () => {
    const { actor, loads, load } = start();
    expect(actor.getSnapshot().value).toBe('loadingPhones');
    expect(loads).toHaveLength(1);
    await load([unverified]);
    expect(actor.getSnapshot().value).toBe('showingPhones');
    expect(actor.getSnapshot().context.phones).toEqual([unverified]);
  });

  it('opens the Add phone pop-up while there are fewer than 2 extra phones', async () => {
    const { actor, load } = start();
    await load([verified]);
    actor.send({ type: 'extraPhones.addRequested' });
    expect(actor.getSnapshot().value).toBe('showingPopup');
    expect(actor.getSnapshot().context.popup).toEqual({ target: 'newExtraPhone', contact: '' });
  });

  it('offers no Add with 2 extra phones', async () => {
    const { actor, load } = start();
    expect(MAX_EXTRA_PHONES).toBe(2);
    await load([verified, unverified]);
    expect(actor.getSnapshot().can({ type: 'extraPhones.addRequested' })).toBe(false);
    actor.send({ type: 'extraPhones.addRequested' });
    expect(actor.getSnapshot().value).toBe('showingPhones');
  });

  it('opens the Verify pop-up for an unverified listed phone only', async () => {
    const { actor, load } = start();
    await load([verified, unverified]);
    actor.send({ type: 'extraPhones.verifyRequested', phone: verified.number });
    actor.send({ type: 'extraPhones.verifyRequested', phone: '01700000000' });
    expect(actor.getSnapshot().value).toBe('showingPhones');
    actor.send({ type: 'extraPhones.verifyRequested', phone: unverified.number });
    expect(actor.getSnapshot().value).toBe('showingPopup');
    expect(actor.getSnapshot().context.popup).toEqual({ target: 'extraPhone', contact: unverified.number });
  });

  it('reloads the list when the pop-up closes', async () => {
    const { actor, loads, load } = start();
    await load([]);
    actor.send({ type: 'extraPhones.addRequested' });
    actor.send({ type: 'extraPhones.addRequested' });
    actor.send({ type: 'extraPhones.popupClosed' });
    expect(actor.getSnapshot().value).toBe('loadingPhones');
    expect(actor.getSnapshot().context.popup).toBeNull();
    expect(loads).toHaveLength(2);
    await load([{ number: '01812345678', verified: true }]);
    expect(actor.getSnapshot().context.phones).toEqual([{ number: '01812345678', verified: true }]);
  });

  it('a failed load lists nothing and offers no Add; Try again (reloadRequested) loads the list again', async () => {
    const { actor, loads, load } = start();
    loads[0]?.reject({ kind: 'failed' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context).toMatchObject({ phones: [], loadFailure: { kind: 'failed' } });
    expect(actor.getSnapshot().can({ type: 'extraPhones.addRequested' })).toBe(false);
    actor.send({ type: 'extraPhones.reloadRequested' });
    await load([]);
    expect(actor.getSnapshot().value).toBe('showingPhones');
    expect(actor.getSnapshot().context.loadFailure).toBeNull();
  });

  it('Try again can fail again, and then succeed', async () => {
    const { actor, loads, load } = start();
    loads[0]?.reject({ kind: 'unreachable' });
    await settle();
    expect(actor.getSnapshot().can({ type: 'extraPhones.reloadRequested' })).toBe(true);
    actor.send({ type: 'extraPhones.reloadRequested' });
    expect(actor.getSnapshot().value).toBe('loadingPhones');
    expect(loads).toHaveLength(2);
    loads[1]?.reject({ kind: 'failed' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    actor.send({ type: 'extraPhones.reloadRequested' });
    await load([unverified]);
    expect(actor.getSnapshot().value).toBe('showingPhones');
    expect(actor.getSnapshot().context).toMatchObject({ phones: [unverified], loadFailure: null });
    expect(actor.getSnapshot().can({ type: 'extraPhones.addRequested' })).toBe(true);
  });

  it('fails loudly when the edge did not provide loadExtraPhones', async () => {
    const actor = createActor(extraPhonesMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await settle();
    expect(String(errors[0])).toMatch(/actor "loadExtraPhones" was not provided/);
  });
});
