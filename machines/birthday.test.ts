import { createActor, fromPromise } from 'xstate';
import { birthdayMachine, type BirthdayInput, type BirthdayUpdate } from './birthday';

type Call = { input: BirthdayUpdate; resolve: (dofb: string) => void; reject: (error: unknown) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the machine with saves the test settles by hand and a recorded reportBirthdaySaved. */
function start(input: BirthdayInput = { remoteId: 'remote-1', dofb: null }) {
  const saves: Call[] = [];
  const effects: string[] = [];
  const machine = birthdayMachine.provide({
    actors: { updateBirthday: fromPromise<string, BirthdayUpdate>(({ input: update }) => new Promise((resolve, reject) => saves.push({ input: update, resolve, reject }))) },
    actions: { reportBirthdaySaved: ({ context }) => void effects.push(`reportBirthdaySaved ${context.dofb}`) },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, saves, effects };
}

describe('birthday machine', () => {
  it('is locked at once when the birthday is set', () => {
    const { actor } = start({ remoteId: 'remote-1', dofb: '1995-04-12' });
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.dofb).toBe('1995-04-12');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([null, ''])('is editable while unset (dofb %o)', (dofb) => {
    const { actor } = start({ remoteId: 'remote-1', dofb });
    expect(actor.getSnapshot().value).toBe('unset');
    expect(actor.getSnapshot().context).toMatchObject({ dofb: null, chosenDate: null, problem: null });
  });

  it('needs a date to save', () => {
    const { actor, saves } = start();
    actor.send({ type: 'birthday.saved' });
    expect(actor.getSnapshot().value).toBe('unset');
    expect(saves).toHaveLength(0);
  });

  it('treats a cleared date field as no date', () => {
    const { actor, saves } = start();
    actor.send({ type: 'birthday.dateChosen', date: '1990-05-17' });
    actor.send({ type: 'birthday.dateChosen', date: '' });
    expect(actor.getSnapshot().context.chosenDate).toBeNull();
    actor.send({ type: 'birthday.saved' });
    expect(actor.getSnapshot().value).toBe('unset');
    expect(saves).toHaveLength(0);
  });

  it('saves the chosen date once, then locks it and reports it', async () => {
    const { actor, saves, effects } = start();
    actor.send({ type: 'birthday.dateChosen', date: '1990-01-01' });
    actor.send({ type: 'birthday.dateChosen', date: '1995-04-12' });
    actor.send({ type: 'birthday.saved' });
    actor.send({ type: 'birthday.saved' });
    actor.send({ type: 'birthday.dateChosen', date: '2000-01-01' });
    expect(actor.getSnapshot().value).toBe('savingBirthday');
    expect(saves.map((call) => call.input)).toEqual([{ remoteId: 'remote-1', dofb: '1995-04-12' }]);
    saves[0]?.resolve('1995-04-12');
    await settle();
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context).toMatchObject({ dofb: '1995-04-12', chosenDate: null });
    expect(effects).toEqual(['reportBirthdaySaved 1995-04-12']);
  });

  it.each([{ kind: 'rejected', message: 'The dofb field must be a valid date.' }, { kind: 'failed' }, new Error('offline')])(
    'a failed save (%o) says "Failed to update DOFB" and keeps the date',
    async (failure) => {
      const { actor, saves, effects } = start();
      actor.send({ type: 'birthday.dateChosen', date: '1995-04-12' });
      actor.send({ type: 'birthday.saved' });
      saves[0]?.reject(failure);
      await settle();
      expect(actor.getSnapshot().value).toBe('unset');
      expect(actor.getSnapshot().context).toMatchObject({ dofb: null, chosenDate: '1995-04-12', problem: { code: 'updateFailed' } });
      expect(effects).toEqual([]);
      actor.send({ type: 'birthday.problemDismissed' });
      expect(actor.getSnapshot().context.problem).toBeNull();
      actor.send({ type: 'birthday.saved' });
      expect(saves).toHaveLength(2);
    },
  );

  it('fails loudly when the edge did not provide updateBirthday', async () => {
    const actor = createActor(birthdayMachine, { input: { remoteId: 'remote-1', dofb: null } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'birthday.dateChosen', date: '1995-04-12' });
    actor.send({ type: 'birthday.saved' });
    await settle();
    expect(String(errors[0])).toMatch(/actor "updateBirthday" was not provided/);
  });
});
