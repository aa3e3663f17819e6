import { assign, setup } from 'xstate';
import { CAPTCHA_DIGITS, type Captcha } from './lib/captcha';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { bodyField, caught, countField, countOrNull, firstFieldErrors, ofKind, readNamedFields, readWords, textOrNull, type CallFailure } from './lib/failures';
import type { SessionCredentials } from './session';

export type LoginField = 'username' | 'password';

/**
 * What is wrong with a field, as a code the view turns into words (src/i18n, spec 1 §5 and §8),
 * or the server's own words, shown as they came.
 */
export type LoginProblem =
  | { code: 'usernameRequired' }
  | { code: 'usernameInvalid' }
  | { code: 'passwordRequired' }
  | { code: 'passwordTooShort' }
  | { code: 'invalidCredentials' }
  | { code: 'throttled' }
  | { code: 'captchaRequired' }
  | { code: 'captchaNotFourDigits' }
  | { code: 'captchaWrong' }
  | { code: 'captchaUnavailable' }
  | { code: 'networkError' }
  | { code: 'server'; message: string };

/**
 * Why the login call failed, read by the edge from the answer's `code` (server/README.md, POST /api/login):
 * a plain object so that model-test samples stay distinct.
 */
export type LoginFailure =
  /** No answer (network, timeout) or no usable one (server trouble): try again later. */
  | { kind: 'network' }
  /** `invalid_credentials`: the tries left before a pause, and whether the next try needs a captcha. */
  | { kind: 'invalidCredentials'; message: string | null; triesLeft: number | null; captchaNeeded: boolean }
  /** `throttled` (429): this player and address, or this address, must wait; the message says how long. */
  | { kind: 'throttled'; message: string | null }
  /** `captcha_required`: this username needs a captcha with the log-in; the password was not compared. */
  | { kind: 'captchaRequired'; message: string | null }
  /** `captcha_wrong`: the captcha was wrong, used or expired; the password was not compared. */
  | { kind: 'captchaWrong'; message: string | null }
  /** Any other refusal (an inactive account…): its message, or none. */
  | { kind: 'rejected'; message: string | null }
  /** The server refused fields (422): the first message per field. */
  | { kind: 'invalidFields'; username: string | null; password: string | null };

/**
 * What the login form shows for a failed call (spec 1 §8), decided by the answer's `code`
 * (server/README.md, POST /api/login): `invalid_credentials` with the tries left and whether the next
 * try needs a captcha, `throttled`, `captcha_required`, `captcha_wrong`; any other refusal its message
 * (or "Invalid credentials" when there is none), 422 its field errors, and no answer, a timeout or
 * server trouble the network error.
 */
export function loginFailure(failure: CallFailure): LoginFailure {
  if (failure.kind !== 'http' || failure.status === null || failure.status >= 500) return { kind: 'network' };
  const message = failure.serverMessage;
  switch (failure.code) {
    case 'invalid_credentials':
      return { kind: 'invalidCredentials', message, triesLeft: countField(failure, 'tries_left'), captchaNeeded: bodyField(failure, 'needs_captcha') === true };
    case 'throttled':
      return { kind: 'throttled', message };
    case 'captcha_required':
      return { kind: 'captchaRequired', message };
    case 'captcha_wrong':
      return { kind: 'captchaWrong', message };
  }
  if (failure.status === 429) return { kind: 'throttled', message };
  if (failure.status === 422) {
    const fields = firstFieldErrors(failure);
    const username = fields.username ?? null;
    const password = fields.password ?? null;
    if (username !== null || password !== null) return { kind: 'invalidFields', username, password };
  }
  return { kind: 'rejected', message };
}

/**
 * Reads the logIn actor's rejection. The edge rejects with a LoginFailure; anything else is a
 * network failure, except a missing actor, which must stop the machine loudly.
 */
export const toLoginFailure = (error: unknown): LoginFailure =>
  readInvalidCredentials(error) ??
  readWords(error, 'throttled') ??
  readWords(error, 'captchaRequired') ??
  readWords(error, 'captchaWrong') ??
  readWords(error, 'rejected') ??
  readNamedFields(error, 'invalidFields', ['username', 'password']) ?? { kind: 'network' };

/** `invalidCredentials` with its words, the tries left (a whole number from 0, else unknown) and whether a captcha is needed. */
function readInvalidCredentials(error: unknown): LoginFailure | null {
  const fields = ofKind(error, 'invalidCredentials');
  return fields && { kind: 'invalidCredentials', message: textOrNull(fields.message), triesLeft: countOrNull(fields.triesLeft), captchaNeeded: fields.captchaNeeded === true };
}

/** What the login call sends; `captcha` only when the server asked for one. */
export type LoginRequest = { username: string; password: string; captcha?: { id: string; code: string } };

export type LoginInput = { username?: string };

export type LoginContext = {
  username: string;
  password: string;
  /** The digits typed for the captcha image. */
  captcha: string;
  /** The captcha shown, when the server asks for one for this username. */
  captchaImage: Captcha | null;
  /** The server said a log-in for this username needs a captcha (`captcha_required`, or `needs_captcha` with a failure). */
  captchaNeeded: boolean;
  /** Tries left before a pause, after the last wrong password (the server's `tries_left`). */
  triesLeft: number | null;
  errors: Record<LoginField | 'captcha', LoginProblem | null>;
  credentials: SessionCredentials | null;
};

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: LoginField; value: string }
  | { type: 'login.captchaChanged'; value: string }
  | { type: 'login.captchaRefreshed' }
  | { type: 'login.submitted' };

const machineId = 'login';

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
export const PASSWORD_MIN_LENGTH = 8;

/** The username as checked and sent: the server trims it too. */
const usernameOf = (context: LoginContext) => context.username.trim();

function problemFromServer(message: string | null, fallback: LoginProblem): LoginProblem {
  return message === null ? fallback : { code: 'server', message };
}

/** Whether the next try needs a captcha after this failure: the server says so by code; otherwise as before. */
function captchaNeededAfter(context: LoginContext, failure: LoginFailure): boolean {
  switch (failure.kind) {
    case 'invalidCredentials':
      return failure.captchaNeeded;
    case 'captchaRequired':
    case 'captchaWrong':
      return true;
    default:
      return context.captchaNeeded;
  }
}

function failureProblems(failure: LoginFailure): LoginContext['errors'] {
  const none = { username: null, password: null, captcha: null };
  switch (failure.kind) {
    case 'network':
      return { ...none, password: { code: 'networkError' } };
    case 'invalidCredentials':
    case 'rejected':
      return { ...none, password: problemFromServer(failure.message, { code: 'invalidCredentials' }) };
    case 'throttled':
      return { ...none, password: problemFromServer(failure.message, { code: 'throttled' }) };
    case 'captchaRequired':
      return { ...none, captcha: problemFromServer(failure.message, { code: 'captchaRequired' }) };
    case 'captchaWrong':
      return { ...none, captcha: problemFromServer(failure.message, { code: 'captchaWrong' }) };
    case 'invalidFields': {
      const username = failure.username === null ? null : problemFromServer(failure.username, { code: 'usernameInvalid' });
      // A 422 without a message for either field still says something under the password.
      const password = failure.password === null ? (username ? null : ({ code: 'invalidCredentials' } as const)) : problemFromServer(failure.password, { code: 'invalidCredentials' });
      return { ...none, username, password };
    }
  }
}

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as SessionCredentials,
  },
  actors: {
    logIn: unprovidedActor<SessionCredentials, LoginRequest>(machineId, 'logIn'),
    fetchCaptcha: unprovidedActor<Captcha, void>(machineId, 'fetchCaptcha'),
  },
  actions: {
    /** Tells the session the player is logged in (it stores the session) and goes home (spec 1 §7). */
    reportLoggedIn: unprovidedAction(machineId, 'reportLoggedIn'),
    rememberField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      return { [event.field]: event.value, errors: { ...context.errors, [event.field]: null } };
    }),
    rememberCaptcha: assign(({ context, event }) => {
      if (event.type !== 'login.captchaChanged') return {};
      return { captcha: event.value, errors: { ...context.errors, captcha: null } };
    }),
    showUsernameProblem: assign(({ context }, problem: LoginProblem | null) => ({ errors: { ...context.errors, username: problem } })),
    showPasswordProblem: assign(({ context }, problem: LoginProblem | null) => ({ errors: { ...context.errors, password: problem } })),
    showCaptchaProblem: assign(({ context }, problem: LoginProblem | null) => ({ errors: { ...context.errors, captcha: problem } })),
    showFailure: assign(({ context }, failure: LoginFailure) => {
      const captchaNeeded = captchaNeededAfter(context, failure);
      return {
        errors: failureProblems(failure),
        triesLeft: failure.kind === 'invalidCredentials' ? failure.triesLeft : null,
        captchaNeeded,
        ...(captchaNeeded ? {} : { captchaImage: null, captcha: '' }),
      };
    }),
    /** A new image needs new digits; a problem about the old one stays until the player types or refreshes. */
    forgetCaptcha: assign({ captchaImage: null, captcha: '' }),
    showCaptcha: assign(({ context }, captcha: Captcha) => ({
      captchaImage: captcha,
      errors: context.errors.captcha?.code === 'captchaUnavailable' ? { ...context.errors, captcha: null } : context.errors,
    })),
  },
  guards: {
    isUsernameMissing: ({ context }) => usernameOf(context) === '',
    isUsernameNotLettersAndDigits: ({ context }) => !LETTERS_AND_DIGITS.test(usernameOf(context)),
    isPasswordMissing: ({ context }) => context.password === '',
    isPasswordTooShort: ({ context }) => context.password.length < PASSWORD_MIN_LENGTH,
    isCaptchaNotNeeded: ({ context }) => !context.captchaNeeded,
    isCaptchaImageMissing: ({ context }) => context.captchaImage === null,
    isCaptchaMissing: ({ context }) => context.captcha.trim() === '',
    isCaptchaNotFourDigits: ({ context }) => !CAPTCHA_DIGITS.test(context.captcha.trim()),
    hasFieldProblemsWithCaptcha: ({ context }) => context.captchaNeeded && Object.values(context.errors).some((problem) => problem !== null),
    hasFieldProblems: ({ context }) => Object.values(context.errors).some((problem) => problem !== null),
    needsCaptchaAfter: ({ context }, failure: LoginFailure) => captchaNeededAfter(context, failure),
  },
}).createMachine({
  id: machineId,
  description: 'The login form (spec 1 §2.5): checks the fields, asks the server, and hands the session over; a captcha when the server asks for one.',
  context: ({ input }) => ({
    username: input.username ?? '',
    password: '',
    captcha: '',
    captchaImage: null,
    captchaNeeded: false,
    triesLeft: null,
    errors: { username: null, password: null, captcha: null },
    credentials: null,
  }),
  initial: 'editing',
  output: ({ context }) => {
    if (!context.credentials) throw new Error('login: finished without credentials');
    return context.credentials;
  },
  states: {
    editing: {
      description: 'The player fills in username and password; problems and the tries left from the last attempt show under the fields.',
      on: {
        'login.fieldChanged': {
          description: 'Keeps what was typed and clears that field’s problem.',
          actions: 'rememberField',
        },
        'login.submitted': 'checkingUsername',
      },
    },
    loadingCaptcha: {
      description: 'The server asked for a captcha with this username: a new image is fetched (GET captcha); the typed digits are cleared.',
      entry: 'forgetCaptcha',
      on: {
        'login.fieldChanged': { description: 'Keeps what was typed and clears that field’s problem.', actions: 'rememberField' },
        'login.captchaChanged': { description: 'Keeps the digits typed and clears the captcha’s problem.', actions: 'rememberCaptcha' },
      },
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: { target: 'editingWithCaptcha', actions: { type: 'showCaptcha', params: ({ event }) => event.output } },
        onError: {
          target: 'editingWithCaptcha',
          description: 'No image: the player is told under the captcha and may ask for a new one.',
          actions: [
            ({ event }) => {
              caught(event.error);
            },
            { type: 'showCaptchaProblem', params: { code: 'captchaUnavailable' } },
          ],
        },
      },
    },
    editingWithCaptcha: {
      description: 'As editing, with the captcha image and its 4 digits; the image can be replaced.',
      on: {
        'login.fieldChanged': {
          description: 'Keeps what was typed and clears that field’s problem.',
          actions: 'rememberField',
        },
        'login.captchaChanged': { description: 'Keeps the digits typed and clears the captcha’s problem.', actions: 'rememberCaptcha' },
        'login.captchaRefreshed': {
          target: 'loadingCaptcha',
          description: 'A new image; its problem goes.',
          actions: { type: 'showCaptchaProblem', params: null },
        },
        'login.submitted': 'checkingUsername',
      },
    },
    checkingUsername: {
      description: 'Checking the username: required, then letters and digits only (spec 1 §5).',
      always: [
        { guard: 'isUsernameMissing', target: 'checkingPassword', actions: { type: 'showUsernameProblem', params: { code: 'usernameRequired' } } },
        { guard: 'isUsernameNotLettersAndDigits', target: 'checkingPassword', actions: { type: 'showUsernameProblem', params: { code: 'usernameInvalid' } } },
        { target: 'checkingPassword', actions: { type: 'showUsernameProblem', params: null } },
      ],
    },
    checkingPassword: {
      description: 'Checking the password: required, then at least 8 characters (spec 1 §5).',
      always: [
        { guard: 'isPasswordMissing', target: 'checkingCaptcha', actions: { type: 'showPasswordProblem', params: { code: 'passwordRequired' } } },
        { guard: 'isPasswordTooShort', target: 'checkingCaptcha', actions: { type: 'showPasswordProblem', params: { code: 'passwordTooShort' } } },
        { target: 'checkingCaptcha', actions: { type: 'showPasswordProblem', params: null } },
      ],
    },
    checkingCaptcha: {
      description: 'When a captcha is needed: an image must be there, and its 4 digits typed.',
      always: [
        { guard: 'isCaptchaNotNeeded', target: 'decidingWhetherToSend', actions: { type: 'showCaptchaProblem', params: null } },
        { guard: 'isCaptchaImageMissing', target: 'decidingWhetherToSend', actions: { type: 'showCaptchaProblem', params: { code: 'captchaUnavailable' } } },
        { guard: 'isCaptchaMissing', target: 'decidingWhetherToSend', actions: { type: 'showCaptchaProblem', params: { code: 'captchaRequired' } } },
        { guard: 'isCaptchaNotFourDigits', target: 'decidingWhetherToSend', actions: { type: 'showCaptchaProblem', params: { code: 'captchaNotFourDigits' } } },
        { target: 'decidingWhetherToSend', actions: { type: 'showCaptchaProblem', params: null } },
      ],
    },
    decidingWhetherToSend: {
      description: 'Any problem keeps the player on the form; otherwise the credentials go to the server.',
      always: [
        { guard: 'hasFieldProblemsWithCaptcha', target: 'editingWithCaptcha', description: 'Problems show under their fields, the captcha stays.' },
        { guard: 'hasFieldProblems', target: 'editing', description: 'Problems show under their fields.' },
        { target: 'submittingCredentials' },
      ],
    },
    submittingCredentials: {
      description: 'Waiting for the server to accept the credentials; the form cannot be sent twice.',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({
          username: usernameOf(context),
          password: context.password,
          ...(context.captchaNeeded && context.captchaImage ? { captcha: { id: context.captchaImage.id, code: context.captcha.trim() } } : {}),
        }),
        onDone: {
          target: 'loggedIn',
          actions: [assign(({ event }) => ({ credentials: event.output })), 'reportLoggedIn'],
        },
        onError: [
          {
            guard: { type: 'needsCaptchaAfter', params: ({ event }) => toLoginFailure(event.error) },
            target: 'loadingCaptcha',
            description: 'The username needs a captcha (asked for, wrong, or after this failure): a new image, since a sent one is used up.',
            actions: { type: 'showFailure', params: ({ event }) => toLoginFailure(event.error) },
          },
          {
            target: 'editing',
            description: 'The server message, "Invalid credentials" with the tries left, the pause, or the network error; what was typed stays.',
            actions: { type: 'showFailure', params: ({ event }) => toLoginFailure(event.error) },
          },
        ],
      },
    },
    loggedIn: {
      type: 'final',
      description: 'The server accepted: the session has the credentials and the player is sent home.',
    },
  },
});
