import { assign, setup } from 'xstate';
import type { Captcha } from './lib/captcha';
import { toAsciiDigits } from './lib/digits';
import { unprovidedActor } from './lib/unprovided';
import { caught } from './lib/failures';
import { doPasswordsDiffer, isBlank, isFourDigitCode, isNameTooLong, signupRequestFrom, type SignupCurrency, type SignupRequestWithCaptcha } from './lib/signup';
import { toSignupFailure, type SignupFailure } from './signup';


/** Calling codes offered in step 2 (spec 1 §2.6, §9); 880 first and chosen by default. */
export const CALLING_CODES = ['880', '91', '92'] as const;
export type CallingCode = (typeof CALLING_CODES)[number];

/** The variant's currency options with their codes (spec 1 §3): BDT 8, INR 7, PKR 17. */
export const STEP_CURRENCIES = [
  { code: 8, currency: 'BDT' },
  { code: 7, currency: 'INR' },
  { code: 17, currency: 'PKR' },
] as const satisfies readonly { code: number; currency: SignupCurrency }[];
export type StepCurrencyCode = (typeof STEP_CURRENCIES)[number]['code'];

export { FULL_NAME_MAX } from './lib/signup';

export type AccountField = 'username' | 'password' | 'confirmPassword' | 'friendReferCode';
export type PersonalTextField = 'realName' | 'phoneNumber' | 'email' | 'captcha';
export type StepsField = AccountField | PersonalTextField | 'callingCode' | 'currency' | 'ageCheck';

export type { Captcha } from './lib/captcha';

/** What is wrong, as a code the view turns into words (spec 1 §5, §8), or the server's own words. */
export type StepsProblem =
  | { code: 'fillAllFields' | 'passwordsDiffer' }
  | { code: 'fillAllStep2Fields' | 'confirmAge' | 'nameTooLong' | 'captchaNotFourDigits' }
  | { code: 'captchaUnavailable' | 'submissionFailed' | 'networkError' }
  | { code: 'server'; message: string };

/** What the edge sends to v1/create-players (with form "steps" and status active): the sign-up request, always with the captcha. */
export type StepsSignupRequest = SignupRequestWithCaptcha;

export type SignupStepsContext = Record<AccountField | PersonalTextField, string> & {
  callingCode: CallingCode;
  currency: StepCurrencyCode;
  ageCheck: boolean;
  captchaImage: Captcha | null;
  /** A problem of the step shown (an alert above its fields). */
  stepProblem: StepsProblem | null;
  /** Server problems under their fields. */
  errors: Partial<Record<StepsField, StepsProblem>>;
  /** The username just registered: "Registration Successful!" shows until the player types again. */
  registered: string | null;
};

export type SignupStepsEvent =
  | { type: 'signupSteps.accountFieldChanged'; field: AccountField; value: string }
  | { type: 'signupSteps.personalFieldChanged'; field: PersonalTextField; value: string }
  | { type: 'signupSteps.personalFieldChanged'; field: 'callingCode'; value: CallingCode }
  | { type: 'signupSteps.personalFieldChanged'; field: 'currency'; value: StepCurrencyCode }
  | { type: 'signupSteps.personalFieldChanged'; field: 'ageCheck'; value: boolean }
  | { type: 'signupSteps.nextPressed' }
  | { type: 'signupSteps.previousPressed' }
  | { type: 'signupSteps.captchaRefreshed' }
  | { type: 'signupSteps.submitted' };

const machineId = 'signupSteps';

/** Server field names → form fields; those of step 1 send the player back there. */
const fieldOfServer: Record<string, StepsField> = {
  username: 'username',
  password: 'password',
  confirmPassword: 'confirmPassword',
  referral_code: 'friendReferCode',
  name: 'realName',
  phone: 'phoneNumber',
  email: 'email',
  captcha: 'captcha',
  currency: 'currency',
};
const ACCOUNT_FIELDS: readonly StepsField[] = ['username', 'password', 'confirmPassword', 'friendReferCode'];

const emptyForm = {
  username: '',
  password: '',
  confirmPassword: '',
  friendReferCode: '',
  realName: '',
  callingCode: '880',
  phoneNumber: '',
  email: '',
  captcha: '',
  ageCheck: false,
  currency: 8,
} satisfies Omit<SignupStepsContext, 'captchaImage' | 'stepProblem' | 'errors' | 'registered'>;

export function stepsRequestOf(context: SignupStepsContext): StepsSignupRequest {
  const currency = STEP_CURRENCIES.find((option) => option.code === context.currency)?.currency ?? 'BDT';
  const fields = {
    username: context.username,
    password: context.password,
    confirmPassword: context.confirmPassword,
    name: context.realName,
    phone: `+${context.callingCode}${context.phoneNumber.trim()}`,
    email: context.email,
    referralCode: context.friendReferCode,
    currency,
  };
  const captcha = { id: context.captchaImage?.id ?? '', code: context.captcha };
  return signupRequestFrom(fields, captcha);
}

function serverErrorsOf(failure: SignupFailure): Partial<Record<StepsField, StepsProblem>> {
  if (failure.kind !== 'invalidFields') return {};
  const errors: Partial<Record<StepsField, StepsProblem>> = {};
  for (const [serverField, message] of Object.entries(failure.errors)) {
    const field = fieldOfServer[serverField];
    if (field) errors[field] = { code: 'server', message };
  }
  return errors;
}

function stepProblemOf(failure: SignupFailure): StepsProblem | null {
  switch (failure.kind) {
    case 'network':
      return { code: 'networkError' };
    case 'rejected':
      return failure.message === null ? { code: 'submissionFailed' } : { code: 'server', message: failure.message };
    case 'invalidFields': {
      if (Object.keys(serverErrorsOf(failure)).length > 0) return null;
      return failure.message === null ? { code: 'submissionFailed' } : { code: 'server', message: failure.message };
    }
  }
}

/** Reads the fetchCaptcha rejection; only a missing actor is loud, anything else means no image. */
const assertProvided = (error: unknown): void => void caught(error);

export const signupStepsMachine = setup({
  types: {
    context: {} as SignupStepsContext,
    events: {} as SignupStepsEvent,
  },
  actors: {
    fetchCaptcha: unprovidedActor<Captcha, void>(machineId, 'fetchCaptcha'),
    createPlayer: unprovidedActor<void, StepsSignupRequest>(machineId, 'createPlayer'),
  },
  actions: {
    rememberField: assign(({ context, event }) => {
      if (event.type !== 'signupSteps.accountFieldChanged' && event.type !== 'signupSteps.personalFieldChanged') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      const value = (event.field === 'phoneNumber' || event.field === 'captcha') && typeof event.value === 'string' ? toAsciiDigits(event.value) : event.value;
      return { [event.field]: value, errors, stepProblem: null, registered: null };
    }),
    showStepProblem: assign((_, problem: StepsProblem | null) => ({ stepProblem: problem })),
    /** A new image needs a new code; a server message about the old one stays until the player types or refreshes. */
    forgetCaptcha: assign({ captchaImage: null, captcha: '' }),
    forgetCaptchaProblem: assign(({ context }) => {
      const { captcha: _cleared, ...errors } = context.errors;
      return { errors };
    }),
    showCaptcha: assign(({ context }, captcha: Captcha) => {
      const { captcha: problem, ...errors } = context.errors;
      return { captchaImage: captcha, errors: problem?.code === 'captchaUnavailable' ? errors : context.errors };
    }),
    showFailure: assign((_, failure: SignupFailure) => ({ errors: serverErrorsOf(failure), stepProblem: stepProblemOf(failure) })),
    resetForm: assign(({ context }) => ({ ...emptyForm, captchaImage: null, errors: {}, stepProblem: null, registered: context.username.trim().toLowerCase() })),
  },
  guards: {
    isAccountIncomplete: ({ context }) => isBlank(context.username) || context.password === '' || context.confirmPassword === '',
    arePasswordsDifferent: ({ context }) => doPasswordsDiffer(context.password, context.confirmPassword),
    isPersonalIncomplete: ({ context }) => isBlank(context.realName) || isBlank(context.phoneNumber) || isBlank(context.email) || isBlank(context.captcha),
    isAgeUnconfirmed: ({ context }) => !context.ageCheck,
    isNameTooLong: ({ context }) => isNameTooLong(context.realName),
    isCaptchaNotFourDigits: ({ context }) => !isFourDigitCode(context.captcha),
    concernsAccountDetails: (_, failure: SignupFailure) => Object.keys(serverErrorsOf(failure)).some((field) => ACCOUNT_FIELDS.includes(field as StepsField)),
  },
}).createMachine({
  id: machineId,
  description: 'The two-step sign-up (spec 1 §2.6): account details, then personal details with a captcha; registers for real and starts again empty.',
  context: { ...emptyForm, captchaImage: null, stepProblem: null, errors: {}, registered: null },
  initial: 'accountDetails',
  states: {
    accountDetails: {
      description: 'Step 1: username, password, confirmation and an optional friend’s refer code, with hints under them.',
      on: {
        'signupSteps.accountFieldChanged': { description: 'Keeps what was typed and clears that field’s problem.', actions: 'rememberField' },
        'signupSteps.nextPressed': 'checkingAccountDetails',
      },
    },
    checkingAccountDetails: {
      description: 'Next moves on only if username, password and confirmation are there and the passwords match (spec 1 §5).',
      always: [
        { guard: 'isAccountIncomplete', target: 'accountDetails', actions: { type: 'showStepProblem', params: { code: 'fillAllFields' } } },
        { guard: 'arePasswordsDifferent', target: 'accountDetails', actions: { type: 'showStepProblem', params: { code: 'passwordsDiffer' } } },
        { target: 'personalDetails', actions: { type: 'showStepProblem', params: null } },
      ],
    },
    personalDetails: {
      description: 'Step 2: full name, calling code and phone, e-mail, the captcha, the age box and the currency.',
      initial: 'loadingCaptcha',
      states: {
        loadingCaptcha: {
          description: 'A new captcha image is fetched (GET captcha); the typed code is cleared.',
          entry: 'forgetCaptcha',
          on: {
            'signupSteps.personalFieldChanged': { actions: 'rememberField' },
            'signupSteps.previousPressed': { target: '#signupSteps.accountDetails', actions: { type: 'showStepProblem', params: null } },
          },
          invoke: {
            id: 'fetchCaptcha',
            src: 'fetchCaptcha',
            onDone: { target: 'filling', actions: { type: 'showCaptcha', params: ({ event }) => event.output } },
            onError: {
              target: 'filling',
              description: 'No image: the player is told and may ask for a new one.',
              actions: [({ event }) => assertProvided(event.error), assign(({ context }) => ({ errors: { ...context.errors, captcha: { code: 'captchaUnavailable' } } }))],
            },
          },
        },
        filling: {
          description: 'The player fills in step 2; the captcha can be refreshed.',
          on: {
            'signupSteps.personalFieldChanged': { description: 'Keeps what was typed and clears that field’s problem.', actions: 'rememberField' },
            'signupSteps.previousPressed': {
              target: '#signupSteps.accountDetails',
              description: 'Back to step 1; everything typed stays.',
              actions: { type: 'showStepProblem', params: null },
            },
            'signupSteps.captchaRefreshed': { target: 'loadingCaptcha', actions: 'forgetCaptchaProblem' },
            'signupSteps.submitted': 'checkingPersonalDetails',
          },
        },
        checkingPersonalDetails: {
          description: 'All of step 2 is required, then the age box, a full name of at most 100 characters and a 4-digit captcha.',
          always: [
            { guard: 'isPersonalIncomplete', target: 'filling', actions: { type: 'showStepProblem', params: { code: 'fillAllStep2Fields' } } },
            { guard: 'isAgeUnconfirmed', target: 'filling', actions: { type: 'showStepProblem', params: { code: 'confirmAge' } } },
            { guard: 'isNameTooLong', target: 'filling', actions: { type: 'showStepProblem', params: { code: 'nameTooLong' } } },
            { guard: 'isCaptchaNotFourDigits', target: 'filling', actions: { type: 'showStepProblem', params: { code: 'captchaNotFourDigits' } } },
            { target: 'registering', actions: { type: 'showStepProblem', params: null } },
          ],
        },
        registering: {
          description: 'Waiting for the server to create the player (form "steps", with the captcha); it cannot be sent twice.',
          invoke: {
            id: 'createPlayer',
            src: 'createPlayer',
            input: ({ context }) => stepsRequestOf(context),
            onDone: {
              target: '#signupSteps.accountDetails',
              description: '"Registration Successful!" with a link to log in; the form starts again at step 1, empty.',
              actions: 'resetForm',
            },
            onError: [
              {
                guard: { type: 'concernsAccountDetails', params: ({ event }) => toSignupFailure(event.error) },
                target: '#signupSteps.accountDetails',
                description: 'The server refused a step-1 field: back there with its message under the field.',
                actions: { type: 'showFailure', params: ({ event }) => toSignupFailure(event.error) },
              },
              {
                target: 'loadingCaptcha',
                description: 'Messages under their fields (a wrong captcha under the captcha) or for the step; the captcha is used up, so a new one loads.',
                actions: { type: 'showFailure', params: ({ event }) => toSignupFailure(event.error) },
              },
            ],
          },
        },
      },
    },
  },
});
