import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LOGIN_REDIRECT_MS, type PasswordChangeRequest } from '../../machines/passwordChange';

const navigated = vi.hoisted(() => [] as { path: string; options: unknown }[]);
vi.mock('./navigation', () => ({ goTo: (path: string, options: unknown) => void navigated.push({ path, options }) }));

const { passwordChangeMachineFor } = await import('./passwordChange');

describe('the password change at the edge', () => {
  it('tells the session at once that its token is revoked; after 1.5 s logs out through it, then /login', async () => {
    const sent: unknown[] = [];
    const machine = passwordChangeMachineFor({ send: (event) => void sent.push(event) }).provide({
      actors: { changePassword: fromPromise<void, PasswordChangeRequest>(async () => {}) },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock }).start();
    for (const [field, value] of [['current', 'pass12345'], ['new', 'newpass123'], ['confirmation', 'newpass123']] as const) {
      actor.send({ type: 'password.fieldChanged', field, value });
    }
    actor.send({ type: 'password.submitted' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('passwordChanged');
    expect(sent).toEqual([{ type: 'session.passwordChanged' }]);
    clock.increment(LOGIN_REDIRECT_MS - 1);
    expect(sent).toEqual([{ type: 'session.passwordChanged' }]);
    clock.increment(1);
    expect(sent).toEqual([{ type: 'session.passwordChanged' }, { type: 'session.loggedOut' }]);
    expect(navigated).toEqual([{ path: '/login', options: { replace: true } }]);
    expect(actor.getSnapshot().status).toBe('done');
  });
});
