import { createActor, fromPromise } from 'xstate';
import { signupStepsMachine, type AccountField, type Captcha, type PersonalTextField, type StepsSignupRequest } from './signupSteps';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

function startSteps() {
  const captchas: Pending<void, Captcha>[] = [];
  const creates: Pending<StepsSignupRequest, void>[] = [];
  const machine = signupStepsMachine.provide({
    actors: {
      fetchCaptcha: fromPromise<Captcha, void>(({ input }) => new Promise((resolve, reject) => captchas.push({ input, resolve, reject }))),
      createPlayer: fromPromise<void, StepsSignupRequest>(({ input }) => new Promise((resolve, reject) => creates.push({ input, resolve, reject }))),
    },
  });
  const actor = createActor(machine).start();
  const type = (field: AccountField | PersonalTextField, value: string) =>
    actor.send(
      (['username', 'password', 'confirmPassword', 'friendReferCode'] as string[]).includes(field)
        ? { type: 'signupSteps.accountFieldChanged', field: field as AccountField, value }
        : { type: 'signupSteps.personalFieldChanged', field: field as PersonalTextField, value },
    );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const state = () => actor.getSnapshot().value;
  const problem = () => actor.getSnapshot().context.stepProblem;
  return { actor, captchas, creates, type, settle, state, problem };
}

type Run = ReturnType<typeof startSteps>;

function stepOne(run: Run, confirm = 'abc12345') {
  run.type('username', 'Step01');
  run.type('password', 'abc12345');
  run.type('confirmPassword', confirm);
  run.type('friendReferCode', 'REFER123');
  run.actor.send({ type: 'signupSteps.nextPressed' });
}

async function stepTwo(run: Run) {
  stepOne(run);
  run.captchas.at(-1)?.resolve({ id: 'captcha-1', image: 'data:image/svg+xml;base64,AA==' });
  await run.settle();
  run.type('realName', 'Step Player');
  run.type('phoneNumber', '1712345678');
  run.type('email', 'step@example.com');
  run.type('captcha', '1234');
  run.actor.send({ type: 'signupSteps.personalFieldChanged', field: 'ageCheck', value: true });
}

describe('signupSteps machine: step 1 (spec 1 §5)', () => {
  it.each([
    [['', 'abc12345', 'abc12345'], 'fillAllFields'],
    [['step01', '', 'abc12345'], 'fillAllFields'],
    [['step01', 'abc12345', ''], 'fillAllFields'],
    [['step01', 'abc12345', 'abc12346'], 'passwordsDiffer'],
  ])('%j: Next stays on step 1 with %s', (values, code) => {
    const run = startSteps();
    const [username = '', password = '', confirm = ''] = values;
    run.type('username', username);
    run.type('password', password);
    run.type('confirmPassword', confirm);
    run.actor.send({ type: 'signupSteps.nextPressed' });
    expect(run.state()).toBe('accountDetails');
    expect(run.problem()).toEqual({ code });
    expect(run.captchas).toHaveLength(0);
  });

  it('Next moves on and loads a captcha; Previous goes back keeping every value; typing clears the step problem', async () => {
    const run = startSteps();
    run.actor.send({ type: 'signupSteps.nextPressed' });
    run.type('username', 'x');
    expect(run.problem()).toBeNull();
    const fresh = startSteps();
    stepOne(fresh);
    expect(fresh.state()).toEqual({ personalDetails: 'loadingCaptcha' });
    fresh.captchas[0]?.resolve({ id: 'c1', image: 'img' });
    await fresh.settle();
    fresh.type('realName', 'Step Player');
    fresh.actor.send({ type: 'signupSteps.previousPressed' });
    expect(fresh.state()).toBe('accountDetails');
    expect(fresh.actor.getSnapshot().context).toMatchObject({ username: 'Step01', password: 'abc12345', friendReferCode: 'REFER123', realName: 'Step Player' });
  });
});

describe('signupSteps machine: step 2 and registering', () => {
  it.each([
    [{ realName: '' }, 'fillAllStep2Fields'],
    [{ phoneNumber: ' ' }, 'fillAllStep2Fields'],
    [{ email: '' }, 'fillAllStep2Fields'],
    [{ captcha: '' }, 'fillAllStep2Fields'],
    [{ realName: 'x'.repeat(101) }, 'nameTooLong'],
    [{ captcha: '12a4' }, 'captchaNotFourDigits'],
    [{ captcha: '12345' }, 'captchaNotFourDigits'],
  ] as const)('%j: %s', async (override, code) => {
    const run = startSteps();
    await stepTwo(run);
    for (const [field, value] of Object.entries(override)) run.type(field as PersonalTextField, value);
    run.actor.send({ type: 'signupSteps.submitted' });
    expect(run.state()).toEqual({ personalDetails: 'filling' });
    expect(run.problem()).toEqual({ code });
    expect(run.creates).toHaveLength(0);
  });

  it('the age box comes after the required fields', async () => {
    const run = startSteps();
    await stepTwo(run);
    run.actor.send({ type: 'signupSteps.personalFieldChanged', field: 'ageCheck', value: false });
    run.actor.send({ type: 'signupSteps.submitted' });
    expect(run.problem()).toEqual({ code: 'confirmAge' });
    run.type('email', '');
    run.actor.send({ type: 'signupSteps.submitted' });
    expect(run.problem()).toEqual({ code: 'fillAllStep2Fields' });
  });

  it('registers with the captcha, then shows success and starts again on an empty step 1', async () => {
    const run = startSteps();
    await stepTwo(run);
    run.actor.send({ type: 'signupSteps.personalFieldChanged', field: 'callingCode', value: '91' });
    run.actor.send({ type: 'signupSteps.personalFieldChanged', field: 'currency', value: 17 });
    run.actor.send({ type: 'signupSteps.submitted' });
    run.actor.send({ type: 'signupSteps.submitted' });
    expect(run.creates.map((call) => call.input)).toEqual([
      { username: 'Step01', password: 'abc12345', confirmPassword: 'abc12345', name: 'Step Player', phone: '+911712345678', email: 'step@example.com', referral_code: 'REFER123', currency: 'PKR', captcha_id: 'captcha-1', captcha: '1234' },
    ]);
    run.creates[0]?.resolve();
    await run.settle();
    expect(run.state()).toBe('accountDetails');
    expect(run.actor.getSnapshot().context).toMatchObject({ username: '', password: '', realName: '', captcha: '', ageCheck: false, callingCode: '880', currency: 8, registered: 'step01' });
    run.type('username', 'a');
    expect(run.actor.getSnapshot().context.registered).toBeNull();
  });

  it('a wrong captcha shows the server message under the captcha and loads a new one', async () => {
    const run = startSteps();
    await stepTwo(run);
    run.actor.send({ type: 'signupSteps.submitted' });
    run.creates[0]?.reject({ kind: 'invalidFields', message: 'The captcha is incorrect or has expired.', errors: { captcha: 'The captcha is incorrect or has expired.' } });
    await run.settle();
    expect(run.state()).toEqual({ personalDetails: 'loadingCaptcha' });
    expect(run.captchas).toHaveLength(2);
    run.captchas[1]?.resolve({ id: 'captcha-2', image: 'img2' });
    await run.settle();
    const { context } = run.actor.getSnapshot();
    expect(context.errors).toEqual({ captcha: { code: 'server', message: 'The captcha is incorrect or has expired.' } });
    expect(context).toMatchObject({ captcha: '', captchaImage: { id: 'captcha-2', image: 'img2' }, realName: 'Step Player' });
  });

  it('a refused step-1 field sends the player back to step 1 with the message under it', async () => {
    const run = startSteps();
    await stepTwo(run);
    run.actor.send({ type: 'signupSteps.submitted' });
    run.creates[0]?.reject({ kind: 'invalidFields', message: 'x', errors: { username: 'The username has already been taken.' } });
    await run.settle();
    expect(run.state()).toBe('accountDetails');
    expect(run.actor.getSnapshot().context.errors).toEqual({ username: { code: 'server', message: 'The username has already been taken.' } });
  });

  it.each([
    [{ kind: 'rejected', message: null }, { code: 'submissionFailed' }],
    [{ kind: 'rejected', message: 'Closed' }, { code: 'server', message: 'Closed' }],
    [{ kind: 'network' }, { code: 'networkError' }],
  ])('%j shows %j for the step and reloads the captcha', async (failure, problem) => {
    const run = startSteps();
    await stepTwo(run);
    run.actor.send({ type: 'signupSteps.submitted' });
    run.creates[0]?.reject(failure);
    await run.settle();
    expect(run.problem()).toEqual(problem);
    expect(run.state()).toEqual({ personalDetails: 'loadingCaptcha' });
  });

  it('a captcha that cannot be loaded says so; refreshing tries again', async () => {
    const run = startSteps();
    stepOne(run);
    run.captchas[0]?.reject(new Error('offline'));
    await run.settle();
    expect(run.actor.getSnapshot().context.errors).toEqual({ captcha: { code: 'captchaUnavailable' } });
    run.actor.send({ type: 'signupSteps.captchaRefreshed' });
    run.captchas[1]?.resolve({ id: 'c2', image: 'img' });
    await run.settle();
    expect(run.actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('signup steps: Bangla digits (issue 22 §4)', () => {
  it('a phone typed in Bangla digits is kept in ASCII digits', async () => {
    const run = startSteps();
    await stepTwo(run);
    run.type('phoneNumber', '০১৭১২৩৪৫৬৭৮');
    expect(run.actor.getSnapshot().context.phoneNumber).toBe('01712345678');
  });
});
