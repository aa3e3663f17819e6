import { createActor, fromPromise } from 'xstate';
import type { LoginRequest } from './login';
import { NotProvidedError } from './lib/unprovided';
import type { SessionCredentials } from './session';
import { signupMachine, toSignupFailure, type Captcha, type SignupField, type SignupRequest, type SignupTextField } from './signup';

const credentials: SessionCredentials = { token: 'tok-1', remoteId: 'r-1', username: 'newplayer01', exchangeToken: 'ex-1' };

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

function startSignup(start: { referralCode?: string } = {}) {
  const effects: string[] = [];
  const creates: Pending<SignupRequest, void>[] = [];
  const captchas: Pending<void, Captcha>[] = [];
  const logins: Pending<LoginRequest, SessionCredentials>[] = [];
  const machine = signupMachine.provide({
    actors: {
      createPlayer: fromPromise<void, SignupRequest>(({ input }) => new Promise((resolve, reject) => creates.push({ input, resolve, reject }))),
      fetchCaptcha: fromPromise<Captcha, void>(({ input }) => new Promise((resolve, reject) => captchas.push({ input, resolve, reject }))),
      logIn: fromPromise<SessionCredentials, LoginRequest>(({ input }) => new Promise((resolve, reject) => logins.push({ input, resolve, reject }))),
    },
    actions: { reportSignedUp: ({ context }) => void effects.push(`reportSignedUp ${context.credentials?.username}`) },
  });
  const actor = createActor(machine, { input: start }).start();
  const type = (field: SignupTextField, value: string) => actor.send({ type: 'signup.fieldChanged', field, value });
  const submit = () => actor.send({ type: 'signup.submitted' });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const codes = () =>
    Object.fromEntries(Object.entries(actor.getSnapshot().context.errors).map(([field, problem]) => [field, problem && ('message' in problem ? problem.message : problem.code)])) as Record<SignupField, string | null>;
  return { actor, effects, creates, logins, captchas, type, submit, settle, codes };
}

const good = { username: 'NewPlayer01', email: 'new@example.com', phone: '01712345678', password: 'abc12345', confirmPassword: 'abc12345' } as const;

function fillGood(run: ReturnType<typeof startSignup>, overrides: Partial<Record<SignupTextField, string>> = {}) {
  for (const [field, value] of Object.entries({ ...good, ...overrides })) run.type(field as SignupTextField, value);
}

describe('signup machine: checks, field by field (spec 1 §5)', () => {
  it('an empty form shows every required message under its field and sends nothing', () => {
    const run = startSignup();
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.codes()).toEqual({
      username: 'usernameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
      name: null,
      referralCode: null,
      currency: null,
      captcha: null,
    });
    expect(run.creates).toHaveLength(0);
  });

  it.each([
    ['username', 'new player', 'usernameInvalid'],
    ['username', 'short1', 'usernameLength'],
    ['username', 'a2345678901234567', 'usernameLength'],
    ['email', 'not-an-email', 'emailInvalid'],
    ['phone', '12345', 'phoneInvalid'],
    ['phone', '0171234567x', 'phoneInvalid'],
    ['phone', '1234567890123456', 'phoneInvalid'],
    ['password', 'abc123', 'passwordTooShort'],
    ['password', 'abc12345!', 'passwordNotLettersAndDigits'],
    ['confirmPassword', 'abc12346', 'passwordsDiffer'],
  ] as const)('%s %j: %s, only under that field', (field, value, code) => {
    const run = startSignup();
    fillGood(run, field === 'password' ? { password: value, confirmPassword: value } : { [field]: value });
    run.submit();
    expect(run.codes()).toMatchObject({ [field]: code });
    expect(Object.values(run.codes()).filter((problem) => problem !== null)).toEqual([code]);
    expect(run.creates).toHaveLength(0);
  });

  it('length counts once letters and digits pass; 8 and 16 characters and 10 and 15 digits pass', () => {
    const run = startSignup();
    fillGood(run, { username: 'abcd1234', phone: '0123456789' });
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('creatingPlayer');
    const again = startSignup();
    fillGood(again, { username: 'abcdefgh12345678', phone: '012345678901234' });
    again.submit();
    expect(again.actor.getSnapshot().value).toBe('creatingPlayer');
  });

  it('editing a field clears only its problem, and keeps the others', () => {
    const run = startSignup();
    run.submit();
    run.type('email', 'x');
    expect(run.codes()).toMatchObject({ username: 'usernameRequired', email: null, phone: 'phoneRequired' });
  });
});

describe('signup machine: create, log in, report', () => {
  it('sends the trimmed payload with the referral code from storage and the chosen currency, then logs in and reports', async () => {
    const run = startSignup({ referralCode: 'ABCDE12345' });
    fillGood(run, { username: ' NewPlayer01 ', name: ' New Player ' });
    run.actor.send({ type: 'signup.fieldChanged', field: 'currency', value: 'PKR' });
    run.submit();
    run.submit();
    expect(run.creates.map((call) => call.input)).toEqual([
      { username: 'NewPlayer01', password: 'abc12345', confirmPassword: 'abc12345', name: 'New Player', phone: '01712345678', email: 'new@example.com', referral_code: 'ABCDE12345', currency: 'PKR' },
    ]);
    run.creates[0]?.resolve();
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('loggingIn');
    expect(run.logins.map((call) => call.input)).toEqual([{ username: 'NewPlayer01', password: 'abc12345' }]);
    run.logins[0]?.resolve(credentials);
    await run.settle();
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.actor.getSnapshot().output).toEqual(credentials);
    expect(run.effects).toEqual(['reportSignedUp newplayer01']);
  });

  it.each([
    [{ kind: 'invalidFields', message: 'The username has already been taken.', errors: { username: 'The username has already been taken.', referral_code: 'The selected referral code is invalid.' } }, { username: 'The username has already been taken.', referralCode: 'The selected referral code is invalid.' }, null],
    [{ kind: 'invalidFields', message: 'Odd', errors: { unknown_field: 'Odd field' } }, {}, 'Odd field'],
    [{ kind: 'invalidFields', message: null, errors: {} }, {}, 'submissionFailed'],
    [{ kind: 'rejected', message: 'Closed today' }, {}, 'Closed today'],
    [{ kind: 'rejected', message: null }, {}, 'submissionFailed'],
    [{ kind: 'network' }, {}, 'networkError'],
    [new Error('boom'), {}, 'networkError'],
  ])('create failure %j: field errors %j, form problem %j; what was typed stays', async (failure, fieldErrors, formProblem) => {
    const run = startSignup();
    fillGood(run);
    run.submit();
    run.creates[0]?.reject(failure);
    await run.settle();
    const { context, value } = run.actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context).toMatchObject(good);
    expect(Object.fromEntries(Object.entries(run.codes()).filter(([, problem]) => problem !== null))).toEqual(fieldErrors);
    const shown = context.formProblem && ('message' in context.formProblem ? context.formProblem.message : context.formProblem.code);
    expect(shown).toBe(formProblem);
  });

  it('a stale server problem on a field without checks blocks sending until that field is edited', async () => {
    const run = startSignup();
    fillGood(run, { referralCode: 'NOPE' });
    run.submit();
    run.creates[0]?.reject({ kind: 'invalidFields', message: 'x', errors: { referral_code: 'The selected referral code is invalid.' } });
    await run.settle();
    run.submit();
    expect(run.creates).toHaveLength(1);
    run.type('referralCode', '');
    run.submit();
    expect(run.creates).toHaveLength(2);
  });

  it('a failed automatic login shows the server message, sends no second sign-up, and can be retried', async () => {
    const run = startSignup();
    fillGood(run);
    run.submit();
    run.creates[0]?.resolve();
    await run.settle();
    run.logins[0]?.reject({ kind: 'rejected', message: 'Too many failed login attempts. Please try again in 15 minutes.' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('loginFailed');
    expect(run.actor.getSnapshot().context.loginProblem).toEqual({ message: 'Too many failed login attempts. Please try again in 15 minutes.', network: false });
    run.submit();
    expect(run.creates).toHaveLength(1);
    run.actor.send({ type: 'signup.loginRetried' });
    expect(run.actor.getSnapshot().value).toBe('loggingIn');
    run.logins[1]?.reject({ kind: 'network' });
    await run.settle();
    expect(run.actor.getSnapshot().context.loginProblem).toEqual({ message: null, network: true });
  });

  it('reads failures defensively, but a missing actor is loud', () => {
    expect(toSignupFailure({ kind: 'rejected', message: '' })).toEqual({ kind: 'rejected', message: null });
    expect(toSignupFailure({ kind: 'invalidFields', errors: { a: 'x', b: 3, c: '' } })).toEqual({ kind: 'invalidFields', message: null, errors: { a: 'x' } });
    expect(toSignupFailure('nope')).toEqual({ kind: 'network' });
    expect(toSignupFailure({ kind: 'invalidFields', message: 'm', errors: { captcha: 'x' }, code: 'captcha_required' })).toEqual({ kind: 'invalidFields', message: 'm', errors: { captcha: 'x' }, code: 'captcha_required' });
    expect(toSignupFailure({ kind: 'invalidFields', message: 'm', errors: { captcha: 'x' }, code: 7 })).toEqual({ kind: 'invalidFields', message: 'm', errors: { captcha: 'x' } });
    expect(() => toSignupFailure(new NotProvidedError('signup', 'actor', 'createPlayer'))).toThrow(NotProvidedError);
  });
});

describe('signup machine: the captcha the server asks for (issue 21)', () => {
  const picture = (id: string): Captcha => ({ id, image: `data:image/svg+xml;base64,${id}` });
  const required = { kind: 'invalidFields', message: 'The captcha is required.', errors: { captcha: 'The captcha is required.' }, code: 'captcha_required' };

  it('sends no captcha until asked; captcha_required loads a picture, and the next send carries its id and digits', async () => {
    const run = startSignup();
    fillGood(run);
    run.submit();
    expect(run.creates[0]?.input).not.toHaveProperty('captcha');
    run.creates[0]?.reject(required);
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(run.actor.getSnapshot().context).toMatchObject({ captchaRequired: true, captchaImage: null, ...good });
    expect(run.codes()).toMatchObject({ captcha: 'The captcha is required.' });
    // Sending waits for the picture; typing goes on.
    run.submit();
    run.type('name', 'New Player');
    expect(run.creates).toHaveLength(1);
    run.captchas[0]?.resolve(picture('c-1'));
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('editingWithCaptcha');
    expect(run.actor.getSnapshot().context.captchaImage).toEqual(picture('c-1'));
    run.submit();
    expect(run.actor.getSnapshot().value).toBe('editingWithCaptcha');
    expect(run.codes()).toMatchObject({ captcha: 'captchaRequired' });
    run.type('captcha', '12a4');
    run.submit();
    expect(run.codes()).toMatchObject({ captcha: 'captchaNotFourDigits' });
    run.type('captcha', ' 1234 ');
    run.submit();
    expect(run.creates[1]?.input).toMatchObject({ username: 'NewPlayer01', name: 'New Player', captcha_id: 'c-1', captcha: '1234' });
  });

  it('a refused captcha, or any refusal once one was sent, brings a new picture with the typed code cleared', async () => {
    const run = startSignup();
    fillGood(run);
    run.submit();
    run.creates[0]?.reject(required);
    await run.settle();
    run.captchas[0]?.resolve(picture('c-1'));
    await run.settle();
    run.type('captcha', '1234');
    run.submit();
    run.creates[1]?.reject({ kind: 'invalidFields', message: 'The captcha is incorrect or has expired.', errors: { captcha: 'The captcha is incorrect or has expired.' }, code: 'captcha_invalid' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(run.actor.getSnapshot().context.captcha).toBe('');
    expect(run.codes()).toMatchObject({ captcha: 'The captcha is incorrect or has expired.' });
    run.captchas[1]?.resolve(picture('c-2'));
    await run.settle();
    // Still shown after the new picture came, until the player types.
    expect(run.codes()).toMatchObject({ captcha: 'The captcha is incorrect or has expired.' });
    run.type('captcha', '5678');
    run.submit();
    run.creates[2]?.reject({ kind: 'invalidFields', message: 'The username has already been taken.', errors: { username: 'The username has already been taken.' } });
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('loadingCaptcha');
    expect(run.codes()).toMatchObject({ username: 'The username has already been taken.', captcha: null });
    expect(run.captchas).toHaveLength(3);
  });

  it('a picture that cannot be loaded is said under the captcha, blocks sending, and can be asked for again', async () => {
    const run = startSignup();
    fillGood(run);
    run.submit();
    run.creates[0]?.reject(required);
    await run.settle();
    run.captchas[0]?.reject(new Error('offline'));
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('editingWithCaptcha');
    expect(run.codes()).toMatchObject({ captcha: 'captchaUnavailable' });
    run.type('captcha', '1234');
    run.submit();
    expect(run.codes()).toMatchObject({ captcha: 'captchaUnavailable' });
    expect(run.creates).toHaveLength(1);
    run.actor.send({ type: 'signup.captchaRefreshed' });
    expect(run.actor.getSnapshot().value).toBe('loadingCaptcha');
    run.captchas[1]?.resolve(picture('c-2'));
    await run.settle();
    expect(run.codes()).toMatchObject({ captcha: null });
  });

  it('other refusals before any captcha keep the form as it was (no picture)', async () => {
    const run = startSignup();
    fillGood(run);
    run.submit();
    // Before the server asked, there is no picture to refresh.
    expect(run.actor.getSnapshot().can({ type: 'signup.captchaRefreshed' })).toBe(false);
    run.creates[0]?.reject({ kind: 'invalidFields', message: 'This password is too common. Please choose another.', errors: { password: 'This password is too common. Please choose another.' }, code: 'password_common' });
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('editing');
    expect(run.actor.getSnapshot().context.captchaRequired).toBe(false);
    expect(run.codes()).toMatchObject({ password: 'This password is too common. Please choose another.' });
    expect(run.captchas).toHaveLength(0);
  });
});

describe('signup: Bangla digits (issue 22 §4)', () => {
  it('a phone typed in Bangla digits is kept in ASCII digits and passes', () => {
    const run = startSignup();
    run.type('phone', '০১৭১২৩৪৫৬৭৮');
    run.type('username', 'বাংলা১২');
    expect(run.actor.getSnapshot().context).toMatchObject({ phone: '01712345678', username: 'বাংলা১২' });
  });
});
