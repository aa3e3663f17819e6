import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  LOGIN_REDIRECT_MS,
  passwordChangeMachine,
  type PasswordChangeEvent,
  type PasswordChangeRequest,
  type PasswordField,
  type RequestFailure,
} from './passwordChange';

type Call = { input: PasswordChangeRequest; resolve: () => void; reject: (failure: unknown) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs the machine with changes the test settles by hand, a simulated clock and recorded edge actions. */
function start() {
  const changes: Call[] = [];
  const effects: string[] = [];
  const clock = new SimulatedClock();
  const machine = passwordChangeMachine.provide({
    actors: {
      changePassword: fromPromise<void, PasswordChangeRequest>(({ input }) => new Promise<void>((resolve, reject) => changes.push({ input, resolve, reject }))),
    },
    actions: {
      reportPasswordChanged: () => void effects.push('reportPasswordChanged'),
      revokeSession: () => void effects.push('revokeSession'),
      goToLogin: () => void effects.push('goToLogin'),
    },
  });
  const actor = createActor(machine, { clock }).start();
  const send = (...events: PasswordChangeEvent[]) => events.forEach((event) => actor.send(event));
  const type = (field: PasswordField, value: string) => send({ type: 'password.fieldChanged', field, value });
  const problem = () => actor.getSnapshot().context.problem;
  return { actor, send, type, problem, changes, effects, clock };
}

/** A form that passes every check. */
function filled() {
  const run = start();
  run.type('current', 'oldpass123');
  run.type('new', 'newpass123');
  run.type('confirmation', 'newpass123');
  return run;
}

describe('password change machine: the checks of spec 2 §5, in order', () => {
  it('checks the new password first, then current, confirmation and match', () => {
    const { send, type, problem, changes } = start();
    const submit = () => send({ type: 'password.submitted' });
    submit();
    expect(problem()).toEqual({ code: 'newPasswordTooWeak' });
    type('new', 'newpass123');
    submit();
    expect(problem()).toEqual({ code: 'currentPasswordMissing' });
    type('current', 'oldpass123');
    submit();
    expect(problem()).toEqual({ code: 'confirmationMissing' });
    type('confirmation', 'newpass124');
    submit();
    expect(problem()).toEqual({ code: 'passwordsDiffer' });
    expect(changes).toHaveLength(0);
  });

  it('applies the letters-and-digits rule, not the on-screen list', () => {
    const { send, type, problem } = start();
    type('current', 'oldpass123');
    for (const weak of ['abcdefgh', '12345678', 'abc1234', 'Abcd123!', 'abcd 1234']) {
      type('new', weak);
      type('confirmation', weak);
      send({ type: 'password.submitted' });
      expect({ weak, problem: problem() }).toEqual({ weak, problem: { code: 'newPasswordTooWeak' } });
    }
    for (const strong of ['abcd1234', 'ABCDEFG1', 'a1b2c3d4e5f6g7h8i9j0k']) {
      const run = start();
      run.type('current', 'oldpass123');
      run.type('new', strong);
      run.type('confirmation', strong);
      run.send({ type: 'password.submitted' });
      expect({ strong, problem: run.problem() }).toEqual({ strong, problem: null });
      expect(run.changes).toHaveLength(1);
    }
  });

  it('clears the problem when a field changes', () => {
    const { send, type, problem } = start();
    send({ type: 'password.submitted' });
    type('current', 'x');
    expect(problem()).toBeNull();
  });
});

describe('password change machine: the change', () => {
  it('sends the three fields once', () => {
    const { actor, send, changes } = filled();
    send({ type: 'password.submitted' }, { type: 'password.submitted' }, { type: 'password.fieldChanged', field: 'new', value: 'other1234' });
    expect(actor.getSnapshot().value).toBe('changingPassword');
    expect(changes.map((call) => call.input)).toEqual([{ oldPassword: 'oldpass123', newPassword: 'newpass123', newPasswordConfirmation: 'newpass123' }]);
    expect(actor.getSnapshot().context.newPassword).toBe('newpass123');
  });

  it.each([
    [{ kind: 'rejected', message: 'The current password is incorrect.' }, { code: 'server', message: 'The current password is incorrect.' }],
    [{ kind: 'failed' }, { code: 'changeFailed' }],
    [{ kind: 'unreachable' }, { code: 'changeError' }],
    [new Error('offline'), { code: 'changeError' }],
  ] as const)('a failed change (%o) keeps the fields and says %o', async (failure, expected) => {
    const { actor, send, changes, effects } = filled();
    send({ type: 'password.submitted' });
    changes[0]?.reject(failure as RequestFailure | Error);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ problem: expected, currentPassword: 'oldpass123', newPassword: 'newpass123', passwordConfirmation: 'newpass123' });
    expect(effects).toEqual([]);
  });

  it('shows the success for 1.5 s, then ends the session and goes to /login', async () => {
    const { actor, send, changes, effects, clock } = filled();
    send({ type: 'password.submitted' });
    changes[0]?.resolve();
    await settle();
    expect(actor.getSnapshot().value).toBe('passwordChanged');
    // At once: the session stops using the token the server has just revoked.
    expect(effects).toEqual(['reportPasswordChanged']);
    expect(LOGIN_REDIRECT_MS).toBe(1500);
    clock.increment(1499);
    expect(effects).toEqual(['reportPasswordChanged']);
    clock.increment(1);
    expect(effects).toEqual(['reportPasswordChanged', 'revokeSession', 'goToLogin']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails loudly when the edge did not provide changePassword', async () => {
    const actor = createActor(passwordChangeMachine);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'password.fieldChanged', field: 'current', value: 'oldpass123' });
    actor.send({ type: 'password.fieldChanged', field: 'new', value: 'newpass123' });
    actor.send({ type: 'password.fieldChanged', field: 'confirmation', value: 'newpass123' });
    actor.send({ type: 'password.submitted' });
    await settle();
    expect(String(errors[0])).toMatch(/actor "changePassword" was not provided/);
  });
});
