import { assign, setup } from 'xstate';
import { NotProvidedError, unprovidedAction, unprovidedActor } from './lib/unprovided';
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
  | { code: 'networkError' }
  | { code: 'server'; message: string };

/** Why the login call failed: a plain object so that model-test samples stay distinct. */
export type LoginFailure =
  /** No answer (network, timeout) or no usable one (server trouble): try again later. */
  | { kind: 'network' }
  /** The server refused (wrong credentials, throttled): its message, or none. */
  | { kind: 'rejected'; message: string | null }
  /** The server refused fields (422): the first message per field. */
  | { kind: 'invalidFields'; username: string | null; password: string | null };

/**
 * Reads the logIn actor's rejection. The edge rejects with a LoginFailure; anything else is a
 * network failure, except a missing actor, which must stop the machine loudly.
 */
export function toLoginFailure(error: unknown): LoginFailure {
  if (error instanceof NotProvidedError) throw error;
  if (typeof error === 'object' && error !== null && 'kind' in error) {
    if (error.kind === 'rejected') {
      const message = 'message' in error && typeof error.message === 'string' && error.message !== '' ? error.message : null;
      return { kind: 'rejected', message };
    }
    if (error.kind === 'invalidFields') {
      const text = (field: LoginField) => (field in error && typeof (error as Record<string, unknown>)[field] === 'string' ? ((error as Record<string, unknown>)[field] as string) : null);
      return { kind: 'invalidFields', username: text('username'), password: text('password') };
    }
  }
  return { kind: 'network' };
}

export type LoginRequest = { username: string; password: string };

export type LoginInput = { username?: string };

export type LoginContext = {
  username: string;
  password: string;
  errors: Record<LoginField, LoginProblem | null>;
  credentials: SessionCredentials | null;
};

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: LoginField; value: string }
  | { type: 'login.submitted' };

const machineId = 'login';

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
export const PASSWORD_MIN_LENGTH = 8;

/** The username as checked and sent: the server trims it too. */
const usernameOf = (context: LoginContext) => context.username.trim();

function problemFromServer(message: string | null, fallback: LoginProblem): LoginProblem {
  return message === null ? fallback : { code: 'server', message };
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
  },
  actions: {
    /** Tells the session the player is logged in (it stores the session) and goes home (spec 1 §7). */
    reportLoggedIn: unprovidedAction(machineId, 'reportLoggedIn'),
    rememberField: assign(({ context, event }) => {
      if (event.type !== 'login.fieldChanged') return {};
      return { [event.field]: event.value, errors: { ...context.errors, [event.field]: null } };
    }),
    showUsernameProblem: assign(({ context }, problem: LoginProblem | null) => ({ errors: { ...context.errors, username: problem } })),
    showPasswordProblem: assign(({ context }, problem: LoginProblem | null) => ({ errors: { ...context.errors, password: problem } })),
    showFailure: assign((_, failure: LoginFailure) => {
      switch (failure.kind) {
        case 'network':
          return { errors: { username: null, password: { code: 'networkError' } } satisfies LoginContext['errors'] };
        case 'rejected':
          return { errors: { username: null, password: problemFromServer(failure.message, { code: 'invalidCredentials' }) } satisfies LoginContext['errors'] };
        case 'invalidFields': {
          const username = failure.username === null ? null : problemFromServer(failure.username, { code: 'usernameInvalid' });
          // A 422 without a message for either field still says something under the password.
          const password = failure.password === null ? (username ? null : ({ code: 'invalidCredentials' } as const)) : problemFromServer(failure.password, { code: 'invalidCredentials' });
          return { errors: { username, password } satisfies LoginContext['errors'] };
        }
      }
    }),
  },
  guards: {
    isUsernameMissing: ({ context }) => usernameOf(context) === '',
    isUsernameNotLettersAndDigits: ({ context }) => !LETTERS_AND_DIGITS.test(usernameOf(context)),
    isPasswordMissing: ({ context }) => context.password === '',
    isPasswordTooShort: ({ context }) => context.password.length < PASSWORD_MIN_LENGTH,
    hasFieldProblems: ({ context }) => context.errors.username !== null || context.errors.password !== null,
  },
}).createMachine({
  id: machineId,
  description: 'The login form (spec 1 §2.5): checks the fields, asks the server, and hands the session over.',
  context: ({ input }) => ({
    username: input.username ?? '',
    password: '',
    errors: { username: null, password: null },
    credentials: null,
  }),
  initial: 'editing',
  output: ({ context }) => {
    if (!context.credentials) throw new Error('login: finished without credentials');
    return context.credentials;
  },
  states: {
    editing: {
      description: 'The player fills in username and password; problems from the last attempt show under the fields.',
      on: {
        'login.fieldChanged': {
          description: 'Keeps what was typed and clears that field’s problem.',
          actions: 'rememberField',
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
        { guard: 'isPasswordMissing', target: 'decidingWhetherToSend', actions: { type: 'showPasswordProblem', params: { code: 'passwordRequired' } } },
        { guard: 'isPasswordTooShort', target: 'decidingWhetherToSend', actions: { type: 'showPasswordProblem', params: { code: 'passwordTooShort' } } },
        { target: 'decidingWhetherToSend', actions: { type: 'showPasswordProblem', params: null } },
      ],
    },
    decidingWhetherToSend: {
      description: 'Any problem keeps the player on the form; otherwise the credentials go to the server.',
      always: [
        { guard: 'hasFieldProblems', target: 'editing', description: 'Problems show under their fields.' },
        { target: 'submittingCredentials' },
      ],
    },
    submittingCredentials: {
      description: 'Waiting for the server to accept the credentials; the form cannot be sent twice.',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ username: usernameOf(context), password: context.password }),
        onDone: {
          target: 'loggedIn',
          actions: [assign(({ event }) => ({ credentials: event.output })), 'reportLoggedIn'],
        },
        onError: {
          target: 'editing',
          description: 'The server message, "Invalid credentials" or the network error; what was typed stays.',
          actions: { type: 'showFailure', params: ({ event }) => toLoginFailure(event.error) },
        },
      },
    },
    loggedIn: {
      type: 'final',
      description: 'The server accepted: the session has the credentials and the player is sent home.',
    },
  },
});
