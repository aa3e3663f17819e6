import { and, assign, setup } from 'xstate';
import type { Captcha } from './lib/captcha';
import { toAsciiDigits } from './lib/digits';
import {
  doPasswordsDiffer,
  isBlank,
  isEmailAddress,
  isFourDigitCode,
  isLettersAndDigits,
  isPasswordLongEnough,
  isPhoneNumber,
  isUsernameLengthOk,
  signupRequestFrom,
  type SignupCurrency,
  type SignupRequest,
} from './lib/signup';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { firstFieldErrors, readFieldErrors, readWords, type CallFailure } from './lib/failures';
import { toLoginFailure, type LoginFailure, type LoginRequest } from './login';
import type { SessionCredentials } from './session';

export { SIGNUP_CURRENCIES, USERNAME_MAX, USERNAME_MIN, PASSWORD_MIN, type SignupCurrency, type SignupRequest } from './lib/signup';

export type SignupTextField = 'username' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'name' | 'referralCode' | 'captcha';
export type SignupField = SignupTextField | 'currency';

/** What is wrong, as a code the view turns into words (spec 1 §5, §8), or the server's own words. */
export type SignupProblem =
  | { code: 'usernameRequired' | 'usernameInvalid' | 'usernameLength' }
  | { code: 'emailRequired' | 'emailInvalid' }
  | { code: 'phoneRequired' | 'phoneInvalid' }
  | { code: 'passwordRequired' | 'passwordTooShort' | 'passwordNotLettersAndDigits' }
  | { code: 'confirmPasswordRequired' | 'passwordsDiffer' }
  | { code: 'captchaRequired' | 'captchaNotFourDigits' | 'captchaUnavailable' }
  | { code: 'submissionFailed' | 'networkError' }
  | { code: 'server'; message: string };

/** The automatic login failed after the account was made: its message (or none), shown with a way to log in. */
export type SignupLoginProblem = { message: string | null; network: boolean };

export type { Captcha };

/** The server's codes that concern the captcha: it asks for one (`captcha_required`) or refused the one sent. */
export const CAPTCHA_CODES: readonly string[] = ['captcha_required', 'captcha_invalid'];

/**
 * Why create-players failed: a plain object so that model-test samples stay distinct. Field
 * errors are keyed by the server's field names (`referral_code`, `phone`, …); `code` is the answer's
 * own (`captcha_required`, `password_common`, …) when it has one.
 */
export type SignupFailure =
  | { kind: 'network' }
  | { kind: 'rejected'; message: string | null }
  | { kind: 'invalidFields'; message: string | null; errors: Record<string, string>; code?: string };

/**
 * What the sign-up form shows for a failed create-players call (spec 1 §8): 422 field errors under
 * their fields, else the server's message, else "Submission failed"; no answer, a timeout or an
 * answer we cannot read, the network error.
 */
export function signupFailure(failure: CallFailure): SignupFailure {
  if (failure.kind !== 'http' || failure.status === null) return { kind: 'network' };
  const message = failure.status >= 500 ? null : failure.serverMessage;
  const errors = firstFieldErrors(failure);
  if (failure.status === 422 && Object.keys(errors).length > 0) {
    return failure.code === null ? { kind: 'invalidFields', message, errors } : { kind: 'invalidFields', message, errors, code: failure.code };
  }
  return { kind: 'rejected', message };
}

/**
 * Reads the createPlayer actor's rejection. The edge rejects with a SignupFailure; anything else
 * is a network failure, except a missing actor, which must stop the machine loudly.
 */
export const toSignupFailure = (error: unknown): SignupFailure => readWords(error, 'rejected') ?? readFieldErrors(error, 'invalidFields') ?? { kind: 'network' };

export type SignupInput = { referralCode?: string | null };

export type SignupContext = Record<SignupTextField, string> & {
  currency: SignupCurrency;
  errors: Record<SignupField, SignupProblem | null>;
  /** A problem of the whole form: the server's general message, "Submission failed" or the network error. */
  formProblem: SignupProblem | null;
  loginProblem: SignupLoginProblem | null;
  credentials: SessionCredentials | null;
  /** The server asked for a captcha (after a sign-up from the same address this hour): the form shows one from then on. */
  captchaRequired: boolean;
  captchaImage: Captcha | null;
};

export type SignupEvent =
  | { type: 'signup.fieldChanged'; field: SignupTextField; value: string }
  | { type: 'signup.fieldChanged'; field: 'currency'; value: SignupCurrency }
  | { type: 'signup.submitted' }
  | { type: 'signup.captchaRefreshed' }
  | { type: 'signup.loginRetried' };

const machineId = 'signup';

/** Server field names → form fields (spec 1 §3 payload). */
const fieldOfServer: Record<string, SignupField> = {
  username: 'username',
  email: 'email',
  phone: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
  name: 'name',
  referral_code: 'referralCode',
  currency: 'currency',
  captcha: 'captcha',
};

const noErrors: Record<SignupField, SignupProblem | null> = {
  username: null,
  email: null,
  phone: null,
  password: null,
  confirmPassword: null,
  name: null,
  referralCode: null,
  currency: null,
  captcha: null,
};

export function signupRequestOf(context: SignupContext): SignupRequest {
  return signupRequestFrom(context, context.captchaRequired ? { id: context.captchaImage?.id ?? '', code: context.captcha } : undefined);
}

/** Whether a refused sign-up needs a new captcha: the server asked for one, refused the one sent, or one was sent (it is used up). */
function needsNewCaptcha(context: SignupContext, failure: SignupFailure): boolean {
  return context.captchaRequired || (failure.kind === 'invalidFields' && failure.code !== undefined && CAPTCHA_CODES.includes(failure.code));
}

/** The words shown after a refused create-players call: under the fields, else for the form (spec 1 §8). */
function problemsOf(failure: SignupFailure): Pick<SignupContext, 'errors' | 'formProblem'> {
  switch (failure.kind) {
    case 'network':
      return { errors: noErrors, formProblem: { code: 'networkError' } };
    case 'rejected':
      return { errors: noErrors, formProblem: failure.message === null ? { code: 'submissionFailed' } : { code: 'server', message: failure.message } };
    case 'invalidFields': {
      const errors = { ...noErrors };
      const unplaced: string[] = [];
      for (const [serverField, message] of Object.entries(failure.errors)) {
        const field = fieldOfServer[serverField];
        if (field) errors[field] = { code: 'server', message };
        else unplaced.push(message);
      }
      const placedAny = Object.values(errors).some((problem) => problem !== null);
      // A 422 whose errors fit no field still says something: its first error, its message, or "Submission failed".
      const general = unplaced[0] ?? (placedAny ? null : failure.message);
      return { errors, formProblem: general !== null ? { code: 'server', message: general } : placedAny ? null : { code: 'submissionFailed' } };
    }
  }
}

function loginProblemOf(failure: LoginFailure): SignupLoginProblem {
  switch (failure.kind) {
    case 'network':
      return { message: null, network: true };
    case 'rejected':
    case 'invalidCredentials':
    case 'throttled':
    case 'captchaRequired':
    case 'captchaWrong':
      return { message: failure.message, network: false };
    case 'invalidFields':
      return { message: failure.username ?? failure.password, network: false };
  }
}

export const signupMachine = setup({
  types: {
    input: {} as SignupInput,
    context: {} as SignupContext,
    events: {} as SignupEvent,
    output: {} as SessionCredentials,
  },
  actors: {
    fetchCaptcha: unprovidedActor<Captcha, void>(machineId, 'fetchCaptcha'),
    createPlayer: unprovidedActor<void, SignupRequest>(machineId, 'createPlayer'),
    logIn: unprovidedActor<SessionCredentials, LoginRequest>(machineId, 'logIn'),
  },
  actions: {
    /** Hands the new session to the site (`session.signedUp`: popup=1, regPopup=1) and goes home (spec 1 §4). */
    reportSignedUp: unprovidedAction(machineId, 'reportSignedUp'),
    rememberField: assign(({ context, event }) => {
      if (event.type !== 'signup.fieldChanged') return {};
      const value = event.field === 'phone' || event.field === 'captcha' ? toAsciiDigits(event.value) : event.value;
      return { [event.field]: value, errors: { ...context.errors, [event.field]: null }, formProblem: null };
    }),
    showProblem: assign(({ context }, params: { field: SignupField; problem: SignupProblem | null }) => ({
      errors: { ...context.errors, [params.field]: params.problem },
    })),
    clearFormProblem: assign({ formProblem: null, loginProblem: null }),
    showCreateFailure: assign((_, failure: SignupFailure) => problemsOf(failure)),
    showLoginFailure: assign((_, failure: LoginFailure) => ({ loginProblem: loginProblemOf(failure) })),
    /** From now on the form carries a captcha. */
    requireCaptcha: assign({ captchaRequired: true }),
    /** A new image needs a new code; a server message about the old one stays until the player types or refreshes. */
    forgetCaptcha: assign({ captchaImage: null, captcha: '' }),
    forgetCaptchaProblem: assign(({ context }) => ({ errors: { ...context.errors, captcha: null } })),
    showCaptcha: assign(({ context }, captcha: Captcha) => ({
      captchaImage: captcha,
      errors: context.errors.captcha?.code === 'captchaUnavailable' ? { ...context.errors, captcha: null } : context.errors,
    })),
  },
  guards: {
    isUsernameMissing: ({ context }) => isBlank(context.username),
    isUsernameNotLettersAndDigits: ({ context }) => !isLettersAndDigits(context.username.trim()),
    isUsernameWrongLength: ({ context }) => !isUsernameLengthOk(context.username),
    isEmailMissing: ({ context }) => isBlank(context.email),
    isEmailNotAnAddress: ({ context }) => !isEmailAddress(context.email),
    isPhoneMissing: ({ context }) => isBlank(context.phone),
    isPhoneNotTenToFifteenDigits: ({ context }) => !isPhoneNumber(context.phone),
    isPasswordMissing: ({ context }) => context.password === '',
    isPasswordTooShort: ({ context }) => !isPasswordLongEnough(context.password),
    isPasswordNotLettersAndDigits: ({ context }) => !isLettersAndDigits(context.password),
    isConfirmationMissing: ({ context }) => context.confirmPassword === '',
    isConfirmationDifferent: ({ context }) => doPasswordsDiffer(context.password, context.confirmPassword),
    isCaptchaNotAsked: ({ context }) => !context.captchaRequired,
    isCaptchaImageMissing: ({ context }) => context.captchaImage === null,
    isCaptchaMissing: ({ context }) => isBlank(context.captcha),
    isCaptchaNotFourDigits: ({ context }) => !isFourDigitCode(context.captcha),
    isCaptchaRequired: ({ context }) => context.captchaRequired,
    needsNewCaptcha: ({ context }, failure: SignupFailure) => needsNewCaptcha(context, failure),
    hasFieldProblems: ({ context }) => Object.values(context.errors).some((problem) => problem !== null),
  },
}).createMachine({
  id: machineId,
  description: 'The sign-up form (spec 1 §2.6): checks every field, creates the player, logs in automatically and hands the session over.',
  context: ({ input }) => ({
    username: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    name: '',
    referralCode: input.referralCode ?? '',
    currency: 'BDT',
    errors: noErrors,
    formProblem: null,
    loginProblem: null,
    credentials: null,
    captcha: '',
    captchaRequired: false,
    captchaImage: null,
  }),
  initial: 'editing',
  output: ({ context }) => {
    if (!context.credentials) throw new Error('signup: finished without credentials');
    return context.credentials;
  },
  states: {
    editing: {
      description: 'The player fills in the form; problems from the last attempt show under their fields.',
      on: {
        'signup.fieldChanged': {
          description: 'Keeps what was typed and clears that field’s problem.',
          actions: 'rememberField',
        },
        'signup.submitted': { target: 'checkingUsername', actions: 'clearFormProblem' },
      },
    },
    editingWithCaptcha: {
      description: 'The same form once the server asked for a captcha: its picture, the 4 digits and a button for a new picture.',
      on: {
        'signup.fieldChanged': {
          description: 'Keeps what was typed and clears that field’s problem.',
          actions: 'rememberField',
        },
        'signup.submitted': { target: 'checkingUsername', actions: 'clearFormProblem' },
        'signup.captchaRefreshed': { target: 'loadingCaptcha', description: 'A new picture, its code to type again.', actions: 'forgetCaptchaProblem' },
      },
    },
    loadingCaptcha: {
      description: 'A new captcha picture is fetched (GET captcha), the typed code cleared; the fields can still be edited, the form not sent.',
      entry: 'forgetCaptcha',
      on: {
        'signup.fieldChanged': { description: 'Keeps what was typed and clears that field’s problem.', actions: 'rememberField' },
      },
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: { target: 'editingWithCaptcha', actions: { type: 'showCaptcha', params: ({ event }) => event.output } },
        onError: {
          target: 'editingWithCaptcha',
          description: 'No picture: the player is told under the captcha and may ask for a new one.',
          actions: { type: 'showProblem', params: { field: 'captcha', problem: { code: 'captchaUnavailable' } } },
        },
      },
    },
    checkingUsername: {
      description: 'Username: required, letters and digits only, 8 to 16 characters (spec 1 §5).',
      always: [
        { guard: 'isUsernameMissing', target: 'checkingEmail', actions: { type: 'showProblem', params: { field: 'username', problem: { code: 'usernameRequired' } } } },
        { guard: 'isUsernameNotLettersAndDigits', target: 'checkingEmail', actions: { type: 'showProblem', params: { field: 'username', problem: { code: 'usernameInvalid' } } } },
        { guard: 'isUsernameWrongLength', target: 'checkingEmail', actions: { type: 'showProblem', params: { field: 'username', problem: { code: 'usernameLength' } } } },
        { target: 'checkingEmail', actions: { type: 'showProblem', params: { field: 'username', problem: null } } },
      ],
    },
    checkingEmail: {
      description: 'E-mail: required, then address-like.',
      always: [
        { guard: 'isEmailMissing', target: 'checkingPhone', actions: { type: 'showProblem', params: { field: 'email', problem: { code: 'emailRequired' } } } },
        { guard: 'isEmailNotAnAddress', target: 'checkingPhone', actions: { type: 'showProblem', params: { field: 'email', problem: { code: 'emailInvalid' } } } },
        { target: 'checkingPhone', actions: { type: 'showProblem', params: { field: 'email', problem: null } } },
      ],
    },
    checkingPhone: {
      description: 'Phone (after the +88 shown): required, then 10 to 15 digits.',
      always: [
        { guard: 'isPhoneMissing', target: 'checkingPassword', actions: { type: 'showProblem', params: { field: 'phone', problem: { code: 'phoneRequired' } } } },
        { guard: 'isPhoneNotTenToFifteenDigits', target: 'checkingPassword', actions: { type: 'showProblem', params: { field: 'phone', problem: { code: 'phoneInvalid' } } } },
        { target: 'checkingPassword', actions: { type: 'showProblem', params: { field: 'phone', problem: null } } },
      ],
    },
    checkingPassword: {
      description: 'Password: required, at least 8 characters, letters and digits only.',
      always: [
        { guard: 'isPasswordMissing', target: 'checkingConfirmation', actions: { type: 'showProblem', params: { field: 'password', problem: { code: 'passwordRequired' } } } },
        { guard: 'isPasswordTooShort', target: 'checkingConfirmation', actions: { type: 'showProblem', params: { field: 'password', problem: { code: 'passwordTooShort' } } } },
        {
          guard: 'isPasswordNotLettersAndDigits',
          target: 'checkingConfirmation',
          actions: { type: 'showProblem', params: { field: 'password', problem: { code: 'passwordNotLettersAndDigits' } } },
        },
        { target: 'checkingConfirmation', actions: { type: 'showProblem', params: { field: 'password', problem: null } } },
      ],
    },
    checkingConfirmation: {
      description: 'Confirm password: required, then equal to the password. Full name and referral code have no checks.',
      always: [
        {
          guard: 'isConfirmationMissing',
          target: 'checkingCaptcha',
          actions: { type: 'showProblem', params: { field: 'confirmPassword', problem: { code: 'confirmPasswordRequired' } } },
        },
        {
          guard: 'isConfirmationDifferent',
          target: 'checkingCaptcha',
          actions: { type: 'showProblem', params: { field: 'confirmPassword', problem: { code: 'passwordsDiffer' } } },
        },
        { target: 'checkingCaptcha', actions: { type: 'showProblem', params: { field: 'confirmPassword', problem: null } } },
      ],
    },
    checkingCaptcha: {
      description: 'Only once the server asked for a captcha: a picture must be there, and its 4 digits typed.',
      always: [
        { guard: 'isCaptchaNotAsked', target: 'decidingWhetherToSend' },
        {
          guard: 'isCaptchaImageMissing',
          target: 'decidingWhetherToSend',
          actions: { type: 'showProblem', params: { field: 'captcha', problem: { code: 'captchaUnavailable' } } },
        },
        { guard: 'isCaptchaMissing', target: 'decidingWhetherToSend', actions: { type: 'showProblem', params: { field: 'captcha', problem: { code: 'captchaRequired' } } } },
        {
          guard: 'isCaptchaNotFourDigits',
          target: 'decidingWhetherToSend',
          actions: { type: 'showProblem', params: { field: 'captcha', problem: { code: 'captchaNotFourDigits' } } },
        },
        { target: 'decidingWhetherToSend', actions: { type: 'showProblem', params: { field: 'captcha', problem: null } } },
      ],
    },
    decidingWhetherToSend: {
      description: 'Any problem keeps the player on the form (server problems from before are cleared by editing); otherwise the form is sent.',
      always: [
        { guard: and(['hasFieldProblems', 'isCaptchaRequired']), target: 'editingWithCaptcha', description: 'Problems show under their fields, the captcha with them.' },
        { guard: 'hasFieldProblems', target: 'editing', description: 'Problems show under their fields.' },
        { target: 'creatingPlayer' },
      ],
    },
    creatingPlayer: {
      description: 'Waiting for the server to create the player (status active); the form cannot be sent twice.',
      invoke: {
        id: 'createPlayer',
        src: 'createPlayer',
        input: ({ context }) => signupRequestOf(context),
        onDone: { target: 'loggingIn' },
        onError: [
          {
            guard: { type: 'needsNewCaptcha', params: ({ event }) => toSignupFailure(event.error) },
            target: 'loadingCaptcha',
            description:
              'The server asks for a captcha (captcha_required), refused the one sent, or one was sent and is used up: the form shows a new picture, with the server’s words under their fields.',
            actions: [{ type: 'showCreateFailure', params: ({ event }) => toSignupFailure(event.error) }, 'requireCaptcha'],
          },
          {
            target: 'editing',
            description: 'Server field errors under their fields, else its message, "Submission failed" or the network error; what was typed stays.',
            actions: { type: 'showCreateFailure', params: ({ event }) => toSignupFailure(event.error) },
          },
        ],
      },
    },
    loggingIn: {
      description: 'The account exists: logging in with the same username and password (spec 1 §4).',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: {
          target: 'signedUp',
          actions: [assign(({ event }) => ({ credentials: event.output })), 'reportSignedUp'],
        },
        onError: {
          target: 'loginFailed',
          description: 'The server’s message is shown; the account is there, so the form is not sent again.',
          actions: { type: 'showLoginFailure', params: ({ event }) => toLoginFailure(event.error) },
        },
      },
    },
    loginFailed: {
      description: 'The account was created but the automatic login failed: the player may try again or go to /login.',
      on: {
        'signup.loginRetried': { target: 'loggingIn', actions: 'clearFormProblem' },
      },
    },
    signedUp: {
      type: 'final',
      description: 'Signed up and logged in: the session shows the welcome pop-up and the player is sent home.',
    },
  },
});
