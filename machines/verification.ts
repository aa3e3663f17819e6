import { assign, cancel, raise, setup } from 'xstate';
import { toRequestFailure, type RequestFailure } from './forgotPassword';
import { countField, requestFailure, type CallFailure } from './lib/failures';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { toAsciiDigits } from './lib/digits';

export type { RequestFailure } from './forgotPassword';

/**
 * What is verified (spec 2 §2 Profile, §7): the account's e-mail, its main phone, or one of its
 * extra phones. The edge picks the calls by channel.
 */
export type VerificationChannel = 'email' | 'phone' | 'extraPhone';

/**
 * What the pop-up is opened for. `newExtraPhone` is the Add phone pop-up: the player types the
 * number, which is added to the account before its code is sent.
 */
export type VerificationTarget = VerificationChannel | 'newExtraPhone';

export type VerificationInput = {
  target: VerificationTarget;
  /** The e-mail address or phone number shown in the pop-up; '' for a new extra phone. */
  contact: string;
};

/** What `sendCode` is asked to send, trimmed. */
export type CodeRequest = { channel: VerificationChannel; contact: string };

/**
 * What `sendCode` answers: the whole seconds until a new code can be asked for. 300 after a send;
 * when a code sent earlier still blocks a new one (the server's 429 with `retry_after`), the
 * seconds left of that wait: that code is still on its way and valid, so the code step shows.
 */
export type CodeSent = { resendInSeconds: number };

/** What `verifyCode` is asked to check, trimmed. */
export type CodeCheck = { channel: VerificationChannel; contact: string; code: string };

/** What `addNumber` is asked to add to the account (POST /api/add/number). */
export type NumberToAdd = { phone: string };

/**
 * What went wrong, as a code the view turns into words (spec 2 §8): for the e-mail, the server's
 * message or "Failed to send code". Phone failures are kept here too, but only logged (not shown).
 */
export type VerificationProblem =
  | { code: 'server'; message: string }
  | { code: 'sendFailed' | 'verifyFailed' | 'addFailed' }
  /** Issue 22: the server's `code_wrong` with its `tries_left`: shown under the code field on every channel. */
  | { code: 'codeWrong'; triesLeft: number };

/** What `verifyCode` rejects with for a wrong code (the edge reads the server's `code_wrong`). */
export type WrongCode = { kind: 'codeWrong'; triesLeft: number };

/** A failed code check (issue 22): the server's `code_wrong` with the tries left is a wrong code; anything else the usual request failure. */
export function codeCheckFailure(failure: CallFailure): WrongCode | RequestFailure {
  const triesLeft = failure.code === 'code_wrong' ? countField(failure, 'tries_left') : null;
  return triesLeft === null ? requestFailure(failure) : { kind: 'codeWrong', triesLeft };
}

/** A wrong code with the tries left, or the usual request failure. */
export function verifyProblemOf(error: unknown): VerificationProblem {
  if (typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'codeWrong' && 'triesLeft' in error) {
    const left = error.triesLeft;
    if (typeof left === 'number' && Number.isInteger(left) && left >= 0) return { code: 'codeWrong', triesLeft: left };
  }
  return problemOf(toRequestFailure(error), 'verifyFailed');
}

export type VerificationContext = {
  channel: VerificationChannel;
  contact: string;
  /** A new extra phone is added to the account (add/number) before its first code; later sends only send the code. */
  needsAdding: boolean;
  code: string;
  /** Whole seconds until Send can be pressed again; the view shows them as m:ss in place of the button. */
  secondsLeft: number;
  problem: VerificationProblem | null;
};

export type VerificationEvent =
  /** The number typed in the Add phone pop-up (before it is added). */
  | { type: 'verification.contactChanged'; value: string }
  /** Send code (the Verify button of the profile row), or Resend once the countdown is over. */
  | { type: 'verification.codeRequested' }
  | { type: 'verification.codeChanged'; value: string }
  /** The player confirms the code typed. */
  | { type: 'verification.codeSubmitted' }
  /** The countdown is over (raised by the machine itself when the wait ends): Send can be pressed again. */
  | { type: 'verification.countdownEnded' };

/** Spec 2 §4, §9: a sent code blocks a new one for 5 minutes. */
export const VERIFICATION_COUNTDOWN_SECONDS = 300;

/** Spec 2 §4: the countdown as m:ss ("5:00", "0:09"). */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The countdown a send starts: the seconds `sendCode` answered, whole and at most 300; 300 when it
 * answered none that make sense.
 */
export function countdownAfterSend(sent: CodeSent | undefined): number {
  const seconds = sent?.resendInSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return VERIFICATION_COUNTDOWN_SECONDS;
  return Math.min(VERIFICATION_COUNTDOWN_SECONDS, Math.ceil(seconds));
}

/** The spec 2 §8 problem for a failed call: the server's words, or the given fallback. */
export function problemOf(failure: RequestFailure, fallback: 'sendFailed' | 'verifyFailed' | 'addFailed'): VerificationProblem {
  return failure.kind === 'rejected' ? { code: 'server', message: failure.message } : { code: fallback };
}

const machineId = 'verification';
const countdownEndId = 'countdownEnd';

export const verificationMachine = setup({
  types: {
    input: {} as VerificationInput,
    context: {} as VerificationContext,
    events: {} as VerificationEvent,
  },
  actors: {
    /** POST /api/add/number { phone }. */
    addNumber: unprovidedActor<void, NumberToAdd>(machineId, 'addNumber'),
    /**
     * POST /api/send-verification-code { email } or { phone }; for extra phones POST /api/add/send-verification-code { phone }.
     * Answers the seconds until a new code (a 429 with `retry_after` is an earlier code still on its way, not a failure).
     */
    sendCode: unprovidedActor<CodeSent, CodeRequest>(machineId, 'sendCode'),
    /** POST /api/verify-email { code }, /api/verify-phone-number or (extra phones) /api/add/verify-phone-number { verification_code }. */
    verifyCode: unprovidedActor<void, CodeCheck>(machineId, 'verifyCode'),
  },
  actions: {
    /** The edge reloads the user (or the extra phones), so the verified mark and security level show, and closes the pop-up. */
    reportVerified: unprovidedAction(machineId, 'reportVerified'),
    /** 300 s after a new code, or what is left of the wait for the code sent earlier. */
    startCountdown: assign((_, sent: CodeSent | undefined) => ({ secondsLeft: countdownAfterSend(sent) })),
    tick: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    /** The end of the countdown, one timer for the whole wait (the seconds the send answered: 300, or what is left of an earlier code's). */
    scheduleCountdownEnd: raise({ type: 'verification.countdownEnded' }, { id: countdownEndId, delay: ({ context }) => context.secondsLeft * 1000 }),
    cancelCountdownEnd: cancel(countdownEndId),
  },
  guards: {
    needsAdding: ({ context }) => context.needsAdding,
    isContactEntered: ({ context }) => context.contact.trim() !== '',
    isCodeEntered: ({ context }) => context.code.trim() !== '',
  },
  delays: {
    countdownTick: 1000,
  },
}).createMachine({
  id: machineId,
  description:
    'The verification pop-up (spec 2 §2, §4): sends a code to the e-mail or a phone, blocks a new send for 300 s (m:ss), then checks the code the player types.',
  context: ({ input }) => ({
    channel: input.target === 'newExtraPhone' ? 'extraPhone' : input.target,
    contact: input.contact,
    needsAdding: input.target === 'newExtraPhone',
    code: '',
    secondsLeft: 0,
    problem: null,
  }),
  initial: 'openingPopup',
  states: {
    openingPopup: {
      description: 'The Add phone pop-up asks for the number first; the others show the e-mail or phone to verify.',
      always: [{ guard: 'needsAdding', target: 'enteringNumber' }, { target: 'requestingCode' }],
    },
    enteringNumber: {
      description: 'Add phone: the player types the new number, then presses Send.',
      on: {
        'verification.contactChanged': { actions: assign(({ event }) => ({ contact: toAsciiDigits(event.value), problem: null })) },
        'verification.codeRequested': { guard: 'isContactEntered', target: 'addingNumber', actions: assign({ problem: null }) },
      },
    },
    addingNumber: {
      description: 'Adding the number to the account; Send is disabled meanwhile.',
      invoke: {
        id: 'addNumber',
        src: 'addNumber',
        input: ({ context }) => ({ phone: context.contact.trim() }),
        onDone: { target: 'sendingCode', description: 'The number is on the account (unverified): its code is sent next.', actions: assign({ needsAdding: false }) },
        onError: {
          target: 'enteringNumber',
          description: 'A phone failure: kept, only logged; the number typed stays.',
          actions: assign(({ event }) => ({ problem: problemOf(toRequestFailure(event.error), 'addFailed') })),
        },
      },
    },
    requestingCode: {
      description: 'No code on its way: the e-mail or phone with its Verify (send) button.',
      on: {
        'verification.codeRequested': { guard: 'isContactEntered', target: 'sendingCode', actions: assign({ problem: null }) },
      },
    },
    sendingCode: {
      description: 'Sending the code; Send is disabled while the request is in flight.',
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ channel: context.channel, contact: context.contact.trim() }),
        onDone: {
          target: 'codeSent',
          description: 'The code is on its way (or one sent earlier still is): 300 s, or the seconds the server says are left.',
          actions: { type: 'startCountdown', params: ({ event }) => event.output },
        },
        onError: {
          target: 'requestingCode',
          description: 'E-mail: the server message or "Failed to send code". Phone: kept, only logged.',
          actions: assign(({ event }) => ({ problem: problemOf(toRequestFailure(event.error), 'sendFailed') })),
        },
      },
    },
    codeSent: {
      type: 'parallel',
      description: 'A code was sent: the countdown replaces the send button while the player types the code.',
      states: {
        resend: {
          description: 'The send button: a 300 s countdown, then Send again.',
          initial: 'countingDown',
          states: {
            countingDown: {
              description: 'm:ss until a new code can be asked for, in place of the send button.',
              entry: 'scheduleCountdownEnd',
              exit: 'cancelCountdownEnd',
              on: {
                'verification.countdownEnded': {
                  target: 'resendable',
                  description: '300 s after the code was sent, or once the wait the server named is over.',
                  actions: assign({ secondsLeft: 0 }),
                },
              },
              initial: 'ticking',
              states: {
                ticking: {
                  description: 'One second less on the shown countdown.',
                  after: { countdownTick: { target: 'ticking', reenter: true, actions: 'tick' } },
                },
              },
            },
            resendable: {
              description: 'The countdown is over: the send button is back.',
              on: {
                'verification.codeRequested': { target: 'resendingCode', actions: assign({ problem: null }) },
              },
            },
            resendingCode: {
              description: 'Sending a new code; the send button is disabled while the request is in flight.',
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ channel: context.channel, contact: context.contact.trim() }),
                onDone: {
                  target: 'countingDown',
                  description: 'A new code (or the one sent meanwhile, elsewhere): 300 s, or the seconds the server says are left.',
                  actions: { type: 'startCountdown', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'resendable',
                  description: 'E-mail: the server message or "Failed to send code". Phone: kept, only logged.',
                  actions: assign(({ event }) => ({ problem: problemOf(toRequestFailure(event.error), 'sendFailed') })),
                },
              },
            },
          },
        },
        code: {
          description: 'The code field and its confirm button.',
          initial: 'awaitingCode',
          states: {
            awaitingCode: {
              description: 'The player types the code received; confirming needs a code.',
              on: {
                'verification.codeChanged': { actions: assign(({ event }) => ({ code: toAsciiDigits(event.value), problem: null })) },
                'verification.codeSubmitted': { guard: 'isCodeEntered', target: 'verifyingCode', actions: assign({ problem: null }) },
              },
            },
            verifyingCode: {
              description: 'Checking the code with the server; confirming again does nothing.',
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({ channel: context.channel, contact: context.contact.trim(), code: context.code.trim() }),
                onDone: { target: '#verification.verified', actions: 'reportVerified' },
                onError: {
                  target: 'awaitingCode',
                  description: 'A wrong code: "Wrong code. N tries left." under the field; another failure: the server message (e-mail), else kept and only logged; the code typed stays.',
                  actions: assign(({ event }) => ({ problem: verifyProblemOf(event.error) })),
                },
              },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
      description: 'Verified: the countdown stops and the profile shows the verified mark.',
    },
  },
});
