import { createActor, fromPromise } from 'xstate';
import type { Captcha } from './lib/captcha';
import { loginMachine, toLoginFailure, type LoginFailure, type LoginRequest } from './login';
import { NotProvidedError } from './lib/unprovided';
import type { SessionCredentials } from './session';

const credentials: SessionCredentials = { token: 'tok-1', remoteId: 'r-1', username: 'demoplayer1', exchangeToken: 'ex-1' };
const captcha: Captcha = { id: 'cap-1', image: 'data:image/svg+xml;base64,AA==' };
const noProblems = { username: null, password: null, captcha: null };

/** Runs the login machine with a login call the test settles by hand and recorded side effects. */
function startLogin() {
  const effects: string[] = [];
  const calls: { input: LoginRequest; resolve: (value: SessionCredentials) => void; reject: (error: unknown) => void }[] = [];
  const captchas: { resolve: (value: Captcha) => void; reject: (error: unknown) => void }[] = [];
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise<SessionCredentials, LoginRequest>(({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject }))),
      fetchCaptcha: fromPromise<Captcha, void>(() => new Promise((resolve, reject) => captchas.push({ resolve, reject }))),
    },
    actions: { reportLoggedIn: ({ context }) => void effects.push(`reportLoggedIn ${context.credentials?.username}`) },
  });
  const actor = createActor(machine, { input: {} }).start();
  const type = (field: 'username' | 'password', value: string) => actor.send({ type: 'login.fieldChanged', field, value });
  const submit = () => actor.send({ type: 'login.submitted' });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const typeCaptcha = (value: string) => actor.send({ type: 'login.captchaChanged', value });
  return { actor, effects, calls, captchas, type, typeCaptcha, submit, settle };
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
      captcha: null,
    });
    expect(calls).toHaveLength(0);
  });

  it('the required check comes before the format check, and length counts only when the password is there', () => {
    const { actor, type, submit } = startLogin();
    submit();
    expect(actor.getSnapshot().context.errors).toEqual({ username: { code: 'usernameRequired' }, password: { code: 'passwordRequired' }, captcha: null });
    type('username', 'a b');
    type('password', 'x');
    submit();
    expect(actor.getSnapshot().context.errors).toEqual({ username: { code: 'usernameInvalid' }, password: { code: 'passwordTooShort' }, captcha: null });
  });

  it('typing clears only that field’s problem and keeps the other field', () => {
    const { actor, type, submit } = startLogin();
    type('password', 'short');
    submit();
    type('username', 'demoplayer1');
    expect(actor.getSnapshot().context).toMatchObject({
      username: 'demoplayer1',
      password: 'short',
      errors: { username: null, password: { code: 'passwordTooShort' }, captcha: null },
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

  it.each<[string, LoginFailure, object, number | null]>([
    ['the pause in the server’s words', { kind: 'throttled', message: 'Too many failed login attempts. Please try again in 15 minutes.' }, { ...noProblems, password: { code: 'server', message: 'Too many failed login attempts. Please try again in 15 minutes.' } }, null],
    ['a pause without words in ours', { kind: 'throttled', message: null }, { ...noProblems, password: { code: 'throttled' } }, null],
    ['"Invalid credentials" with the tries left', { kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 2, captchaNeeded: false }, { ...noProblems, password: { code: 'server', message: 'Invalid credentials' } }, 2],
    ['"Invalid credentials" when the server says nothing', { kind: 'rejected', message: null }, { ...noProblems, password: { code: 'invalidCredentials' } }, null],
    ['another refusal in the server’s words', { kind: 'rejected', message: 'Your account is not active. Please contact customer service.' }, { ...noProblems, password: { code: 'server', message: 'Your account is not active. Please contact customer service.' } }, null],
    ['the network error', { kind: 'network' }, { ...noProblems, password: { code: 'networkError' } }, null],
    ['field errors under their fields', { kind: 'invalidFields', username: 'Invalid username (only letters and numbers)', password: null }, { ...noProblems, username: { code: 'server', message: 'Invalid username (only letters and numbers)' } }, null],
  ])('a failure shows %s; what was typed stays', async (_, failure, errors, triesLeft) => {
    const { actor, effects, calls, settle } = readyToSend();
    calls[0]?.reject(failure);
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ username: 'demoplayer1', password: 'demo12345', errors, triesLeft, captchaNeeded: false });
    expect(effects).toEqual([]);
  });

  it('can try again after a failure', async () => {
    const { actor, calls, submit, settle } = readyToSend();
    calls[0]?.reject({ kind: 'network' });
    await settle();
    submit();
    expect(actor.getSnapshot().value).toBe('submittingCredentials');
    expect(actor.getSnapshot().context.errors).toEqual(noProblems);
    expect(calls).toHaveLength(2);
  });
});

describe('login machine: the captcha the server asks for (a name with 10 failures from anywhere)', () => {
  /** Sent once, refused with `failure`, and the captcha image asked for. */
  async function askedForCaptcha(failure: LoginFailure = { kind: 'captchaRequired', message: 'Please enter the captcha to log in.' }) {
    const run = startLogin();
    run.type('username', 'demoplayer1');
    run.type('password', 'demo12345');
    run.submit();
    run.calls[0]?.reject(failure);
    await run.settle();
    return run;
  }

  it('captcha_required: the password was not compared; an image loads and the problem shows under the captcha', async () => {
    const { actor, captchas, settle } = await askedForCaptcha();
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ captchaNeeded: true, captchaImage: null, errors: { ...noProblems, captcha: { code: 'server', message: 'Please enter the captcha to log in.' } } });
    expect(captchas).toHaveLength(1);
    captchas[0]?.resolve(captcha);
    await settle();
    expect(actor.getSnapshot().value).toBe('editingWithCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ captchaImage: captcha, errors: { captcha: { code: 'server', message: 'Please enter the captcha to log in.' } } });
  });

  it('sends the image’s id with the digits typed (trimmed); success logs in', async () => {
    const { actor, calls, captchas, typeCaptcha, submit, settle, effects } = await askedForCaptcha();
    captchas[0]?.resolve(captcha);
    await settle();
    typeCaptcha(' 4321 ');
    expect(actor.getSnapshot().context.errors.captcha).toBeNull();
    submit();
    expect(actor.getSnapshot().value).toBe('submittingCredentials');
    expect(calls[1]?.input).toEqual({ username: 'demoplayer1', password: 'demo12345', captcha: { id: 'cap-1', code: '4321' } });
    calls[1]?.resolve(credentials);
    await settle();
    expect(effects).toEqual(['reportLoggedIn demoplayer1']);
  });

  it.each([
    ['', 'captchaRequired'],
    ['12a4', 'captchaNotFourDigits'],
    ['123', 'captchaNotFourDigits'],
  ])('digits %j are refused before sending: %s', async (digits, code) => {
    const { actor, calls, captchas, type, typeCaptcha, submit, settle } = await askedForCaptcha();
    captchas[0]?.resolve(captcha);
    await settle();
    typeCaptcha(digits);
    type('password', 'short');
    submit();
    expect(actor.getSnapshot().value).toBe('editingWithCaptcha');
    expect(actor.getSnapshot().context.errors).toEqual({ username: null, password: { code: 'passwordTooShort' }, captcha: { code } });
    expect(calls).toHaveLength(1);
  });

  it('no image (GET captcha failed): told under the captcha, nothing is sent, a new one can be asked for', async () => {
    const { actor, calls, captchas, typeCaptcha, submit, settle } = await askedForCaptcha();
    captchas[0]?.reject(new Error('offline'));
    await settle();
    expect(actor.getSnapshot().value).toBe('editingWithCaptcha');
    expect(actor.getSnapshot().context.errors.captcha).toEqual({ code: 'captchaUnavailable' });
    typeCaptcha('1234');
    submit();
    expect(actor.getSnapshot().context.errors.captcha).toEqual({ code: 'captchaUnavailable' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'login.captchaRefreshed' });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', errors: { captcha: null } });
    captchas[1]?.resolve(captcha);
    await settle();
    expect(actor.getSnapshot().context.captchaImage).toEqual(captcha);
  });

  it('a wrong captcha, or a wrong password sent with one, loads a new image (a captcha is good for one try)', async () => {
    const { actor, calls, captchas, typeCaptcha, submit, settle } = await askedForCaptcha();
    captchas[0]?.resolve(captcha);
    await settle();
    typeCaptcha('1111');
    submit();
    calls[1]?.reject({ kind: 'captchaWrong', message: 'The captcha is incorrect or has expired.' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ captcha: '', captchaImage: null, errors: { captcha: { code: 'server', message: 'The captcha is incorrect or has expired.' } } });
    captchas[1]?.resolve({ id: 'cap-2', image: captcha.image });
    await settle();
    typeCaptcha('2222');
    submit();
    calls[2]?.reject({ kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 8, captchaNeeded: true });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ triesLeft: 8, errors: { ...noProblems, password: { code: 'server', message: 'Invalid credentials' } } });
    expect(captchas).toHaveLength(3);
  });

  it('the tenth failure of the name asks for a captcha with the next try at once', async () => {
    const { actor, captchas } = await askedForCaptcha({ kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 0, captchaNeeded: true });
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ triesLeft: 0, captchaNeeded: true });
    expect(captchas).toHaveLength(1);
  });

  it('when the server no longer asks for one (another name), the captcha goes', async () => {
    const { actor, calls, captchas, type, typeCaptcha, submit, settle } = await askedForCaptcha();
    captchas[0]?.resolve(captcha);
    await settle();
    type('username', 'otherplayer1');
    typeCaptcha('1234');
    submit();
    calls[1]?.reject({ kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 9, captchaNeeded: false });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ captchaNeeded: false, captchaImage: null, captcha: '', triesLeft: 9 });
    submit();
    expect(calls[2]?.input).toEqual({ username: 'otherplayer1', password: 'demo12345' });
  });

  it('a pause or no answer while a captcha is needed keeps it, with a new image', async () => {
    const { actor, calls, captchas, typeCaptcha, submit, settle } = await askedForCaptcha();
    captchas[0]?.resolve(captcha);
    await settle();
    typeCaptcha('1234');
    submit();
    calls[1]?.reject({ kind: 'network' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(actor.getSnapshot().context).toMatchObject({ captchaNeeded: true, errors: { ...noProblems, password: { code: 'networkError' } } });
  });
});

describe('toLoginFailure', () => {
  it('reads the edge’s failures and treats anything else as a network failure', () => {
    expect(toLoginFailure({ kind: 'rejected', message: 'No' })).toEqual({ kind: 'rejected', message: 'No' });
    expect(toLoginFailure({ kind: 'rejected', message: '' })).toEqual({ kind: 'rejected', message: null });
    expect(toLoginFailure({ kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 3, captchaNeeded: true })).toEqual({ kind: 'invalidCredentials', message: 'Invalid credentials', triesLeft: 3, captchaNeeded: true });
    expect(toLoginFailure({ kind: 'invalidCredentials', triesLeft: -1, captchaNeeded: 'yes' })).toEqual({ kind: 'invalidCredentials', message: null, triesLeft: null, captchaNeeded: false });
    expect(toLoginFailure({ kind: 'throttled', message: 'Wait' })).toEqual({ kind: 'throttled', message: 'Wait' });
    expect(toLoginFailure({ kind: 'captchaRequired' })).toEqual({ kind: 'captchaRequired', message: null });
    expect(toLoginFailure({ kind: 'captchaWrong', message: 'Wrong' })).toEqual({ kind: 'captchaWrong', message: 'Wrong' });
    expect(toLoginFailure({ kind: 'something else' })).toEqual({ kind: 'network' });
    expect(toLoginFailure({ kind: 'invalidFields', password: 'Password is required' })).toEqual({ kind: 'invalidFields', username: null, password: 'Password is required' });
    expect(toLoginFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });

  it('lets a missing actor stop the machine loudly', () => {
    expect(() => toLoginFailure(new NotProvidedError('login', 'actor', 'logIn'))).toThrow(NotProvidedError);
  });
});
