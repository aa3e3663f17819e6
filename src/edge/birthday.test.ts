import { createActor } from 'xstate';

const calls = vi.hoisted(() => [] as unknown[]);
const answer = vi.hoisted(() => ({ fail: false }));
vi.mock('./api', () => ({ apiClient: 'client' }));
vi.mock('../api/profile', () => ({
  updateBirthday: async (_client: unknown, request: { remoteId: string; dofb: string }) => {
    calls.push(request);
    if (answer.fail) throw new Error('refused');
    return request.dofb;
  },
}));

const { birthdayMachineFor } = await import('./birthday');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the birthday at the edge', () => {
  it('saves remote_id and dofb, locks it and reports it', async () => {
    let saved = 0;
    const actor = createActor(birthdayMachineFor(() => void saved++), { input: { remoteId: 'R-1', dofb: null } }).start();
    actor.send({ type: 'birthday.dateChosen', date: '1990-05-04' });
    actor.send({ type: 'birthday.saved' });
    await settle();
    expect(calls).toEqual([{ remoteId: 'R-1', dofb: '1990-05-04' }]);
    expect(actor.getSnapshot().value).toBe('locked');
    expect(actor.getSnapshot().context.dofb).toBe('1990-05-04');
    expect(saved).toBe(1);
  });

  it('a failure is the "Failed to update DOFB" problem and keeps the date', async () => {
    answer.fail = true;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = createActor(birthdayMachineFor(() => {}), { input: { remoteId: 'R-1', dofb: null } }).start();
    actor.send({ type: 'birthday.dateChosen', date: '1990-05-04' });
    actor.send({ type: 'birthday.saved' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unset');
    expect(actor.getSnapshot().context).toMatchObject({ problem: { code: 'updateFailed' }, chosenDate: '1990-05-04' });
  });
});
