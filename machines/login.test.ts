import { createActor, fromPromise } from 'xstate';
import { loginMachine, toLoginFailure, type LoginFailure, type LoginRequest } from './login';
import { NotProvidedError } from './lib/unprovided';
import type { SessionCredentials } from './session';

const credentials: SessionCredentials = { token: 'tok-1', remoteId: 'r-1', username: 'demoplayer1', exchangeToken: 'ex-1' };

/** Runs the login machine with a login call the test settles by hand and recorded side effects. */
function startLogin() {
  const effects: string[] = [];
  const calls: { input: LoginRequest; resolve: (value: SessionCredentials) => void; reject: (error: unknown) => void }[] = [];
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise<SessionCredentials, LoginRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
    },
    actions: { reportLoggedIn: ({ context }) => void effects.push(`reportLoggedIn ${context.credentials?.username}`) },
  });
  const actor = createActor(machine, { input: {} }).start();
  const type = (field: 'username' | 'password', value: string) => actor.send({ type: 'login.fieldChanged', field, value });
  const submit = () => actor.send({ type: 'login.submitted' });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, effects, calls, type, submit, settle };
}

describe('login machine: checks before sending (spec 1 §5)', () => {
  it.each([
    ['', '', 'usernameRequired', 'passwordRequired'],
    ['   ', 'short', 'usernameRequired', 'passwordTooShort'],
    ['demo player', '', 'usernameInvalid', 'passwordRequired'],
    ['demo_player1', '1234567', 'usernameInvalid', 'passwordTooShort'],
    ['démoplayer', 'demo12345', 'usernameInvalid', null],
    ['demoplayer1', 'short', null, 'passwordTooShort'],
  ])('username %j and password %j: %s / %s', (username, password, usernameCode, passwordCode) => {
    const { actor, calls, type, submit } = startLogin();
    type('username', username);
    type('password', password);
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      username: usernameCode ? { code: usernameCode } : null,
      password: passwordCode ? { code: passwordCode } : null,
    });
    expect(calls).toHaveLength(0);
  });

  it('the required check comes before the format check, and length counts only when the password is there', () => {
    const { actor, type, submit } = startLogin();
    submit();
    expect(actor.getSnapshot().context.errors).toEqual({ username: { code: 'usernameRequired' }, password: { code: 'passwordRequired' } });
    type('username', 'a b');
    type('password', 'x');
    submit();
    expect(actor.getSnapshot().context.errors).toEqual({ username: { code: 'usernameInvalid' }, password: { code: 'passwordTooShort' } });
  });

  it('typing clears only that field’s problem and keeps the other field', () => {
    const { actor, type, submit } = startLogin();
    type('password', 'short');
    submit();
    type('username', 'demoplayer1');
    expect(actor.getSnapshot().context).toMatchObject({
      username: 'demoplayer1',
      password: 'short',
      errors: { username: null, password: { code: 'passwordTooShort' } },
    });
  });

  it('exactly 8 characters and a trimmed username pass; the trimmed username is sent', () => {
    const { actor, calls, type, submit } = startLogin();
    type('username', '  DemoPlayer1 ');
    type('password', '12345678');
    submit();
    expect(actor.getSnapshot().value).toBe('submittingCredentials');
    expect(calls.map((call) => call.input)).toEqual([{ username: 'DemoPlayer1', password: '12345678' }]);
  });
});

describe('login machine: the login call', () => {
  function readyToSend() {
    const run = startLogin();
    run.type('username', 'demoplayer1');
    run.type('password', 'demo12345');
    run.submit();
    return run;
  }

  it('success ends with the credentials as output and reports the login once', async () => {
    const { actor, effects, calls, settle } = readyToSend();
    calls[0]?.resolve(credentials);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual(credentials);
    expect(effects).toEqual(['reportLoggedIn demoplayer1']);
  });

  it('does not send twice while the call is in flight, and ignores typing meanwhile', () => {
    const { actor, calls, submit, type } = readyToSend();
    submit();
    type('password', 'other-password');
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.password).toBe('demo12345');
  });

  it.each<[string, LoginFailure, object]>([
    ['the server message', { kind: 'rejected', message: 'Too many failed login attempts. Please try again in 15 minutes.' }, { username: null, password: { code: 'server', message: 'Too many failed login attempts. Please try again in 15 minutes.' } }],
    ['"Invalid credentials" when the server says nothing', { kind: 'rejected', message: null }, { username: null, password: { code: 'invalidCredentials' } }],
    ['the network error', { kind: 'network' }, { username: null, password: { code: 'networkError' } }],
    ['field errors under their fields', { kind: 'invalidFields', username: 'Invalid username (only letters and numbers)', password: null }, { username: { code: 'server', message: 'Invalid username (only letters and numbers)' }, password: null }],
  ])('a failure shows %s; what was typed stays', async (_, failure, errors) => {
    const { actor, effects, calls, settle } = readyToSend();
    calls[0]?.reject(failure);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ username: 'demoplayer1', password: 'demo12345', errors });
    expect(effects).toEqual([]);
  });

  it('can try again after a failure', async () => {
    const { actor, calls, submit, settle } = readyToSend();
    calls[0]?.reject({ kind: 'network' });
    await settle();
    submit();
    expect(actor.getSnapshot().value).toBe('submittingCredentials');
    expect(actor.getSnapshot().context.errors).toEqual({ username: null, password: null });
    expect(calls).toHaveLength(2);
  });
});

describe('toLoginFailure', () => {
  it('reads the edge’s failures and treats anything else as a network failure', () => {
    expect(toLoginFailure({ kind: 'rejected', message: 'No' })).toEqual({ kind: 'rejected', message: 'No' });
    expect(toLoginFailure({ kind: 'rejected', message: '' })).toEqual({ kind: 'rejected', message: null });
    expect(toLoginFailure({ kind: 'invalidFields', password: 'Password is required' })).toEqual({ kind: 'invalidFields', username: null, password: 'Password is required' });
    expect(toLoginFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('lets a missing actor stop the machine loudly', () => {
    expect(() => toLoginFailure(new NotProvidedError('login', 'actor', 'logIn'))).toThrow(NotProvidedError);
  });
});
