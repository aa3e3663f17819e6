import type { RequestFailure } from '../../../machines/forgotPassword';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { verificationMachine, type VerificationContext, type WrongCode } from '../../../machines/verification';
// The profile's English texts are an area's: registered as its page registers them.
import '../../../src/i18n/areaTexts';
import { codeFieldError, verificationProblemText } from '../../../src/features/profile/verificationProblem';
import { proxiedAnswer } from './devtools';
import { quoted } from './ui';

/** Where a tester reads the codes sent: nothing is sent anywhere (README, Try it). */
const outbox = 'npm run ops -- outbox';

/** What the pop-up shows above its button: the number field of Add phone, else where the code goes. */
function topOf(context: VerificationContext, adding: boolean): string {
  if (adding) return `${quoted('verification.newPhone')}: ${context.contact === '' ? 'empty' : context.contact}`;
  return quoted('verification.sentTo', { contact: context.contact });
}

/** A problem the pop-up says (the e-mail's, in red; a phone's is only logged, issue 22). */
function problemOf(context: VerificationContext): string {
  const text = verificationProblemText(context.channel, context.problem);
  return text ? `; '${text}' shows in red` : '';
}

/** Before a code is on its way: the top line, 'Send Code' and any problem. */
const beforeCode = (adding: boolean) => (context: VerificationContext) =>
  `${topOf(context, adding)}, ${quoted('verification.sendCode')} below${problemOf(context)}; no ${quoted('verification.code')} field yet`;

function codeFieldShows(context: VerificationContext): string {
  const error = codeFieldError(context.problem);
  return `${quoted('verification.code')}: ${context.code === '' ? 'empty' : 'the code typed'}${error ? `, '${error}' under it in red` : ''}${problemOf(context)}; ${quoted('verification.confirm')} below`;
}

function failedTo(what: 'send' | 'add' | 'check') {
  return (failure: RequestFailure | WrongCode): OutcomeWords => {
    const action = 'Wait for the answer';
    switch (failure.kind) {
      case 'codeWrong':
        return { action, precondition: 'Where the code is wrong, type 6 digits other than the code sent', situation: 'wrong code' };
      case 'rejected':
        if (what === 'send') return { action, precondition: 'Where the server refuses to send, the e-mail was verified meanwhile in a second tab', situation: 'refused' };
        if (what === 'add') return { action, precondition: 'Where the number is refused, type the player’s own main phone number instead', situation: 'number refused' };
        return { action, precondition: `Where the code is refused, ${proxiedAnswer('the call', "the server's 422 code_invalid")}`, situation: 'code refused' };
      case 'failed':
        return { action, precondition: `Where the server fails, ${proxiedAnswer('the call', 'a 500')}`, situation: 'server error' };
      case 'unreachable':
        return { action, precondition: 'Where the connection drops, switch the browser offline right before the tap', situation: 'no connection' };
    }
  };
}

export const verificationChecklist = defineChecklist(verificationMachine, {
  subject: 'Verification',
  open: {
    'the e-mail pop-up': `Open /profile; tap ${quoted('profile.verify')} next to the e-mail`,
    'the main phone pop-up': `Open /profile; tap ${quoted('profile.verify')} next to the phone number`,
    'the pop-up of an unverified extra phone': `Open /profile; under ${quoted('profile.extraPhones')}, tap ${quoted('profile.verify')} next to 01812345678`,
    'the Add phone pop-up': `Open /profile; under ${quoted('profile.extraPhones')}, tap ${quoted('profile.addPhone')}`,
  },
  preconditions: {
    // The second demo player has nothing verified (README, Try it).
    'the e-mail pop-up': `Logged in as demoplayer2 / demo12345, whose e-mail demo2@takaplay.example is not verified; the codes sent show in ${outbox}`,
    'the main phone pop-up': `Logged in as demoplayer2 / demo12345, whose phone 01700000002 is not verified; the codes sent show in ${outbox}`,
    'the pop-up of an unverified extra phone': `Logged in as demoplayer2 / demo12345 with 01812345678 added under ${quoted('profile.extraPhones')}, not verified; the codes sent show in ${outbox}`,
    'the Add phone pop-up': `Logged in as demoplayer2 / demo12345 with fewer than 2 other phone numbers; the codes sent show in ${outbox}`,
  },
  events: {
    'verification.contactChanged': (event) => `Type ${event.value} in ${quoted('verification.newPhone')}`,
    'verification.codeRequested': () => `Tap ${quoted('verification.sendCode')}`,
    // The code is the one sent, whatever the sample's digits: the outbox shows it.
    'verification.codeChanged': (event) => (event.value === '' ? `Clear ${quoted('verification.code')}` : `Type the code ${outbox} shows in ${quoted('verification.code')}`),
    'verification.codeSubmitted': () => `Tap ${quoted('verification.confirm')}`,
    'verification.countdownEnded': () => 'Wait until the countdown reaches 0:00 (5 minutes)',
  },
  actors: {
    addNumber: { done: () => ({ action: 'Wait for the answer' }), error: failedTo('add') },
    sendCode: { done: () => ({ action: 'Wait for the answer' }), error: failedTo('send') },
    resendCode: { done: () => ({ action: 'Wait for the answer' }), error: failedTo('send') },
    verifyCode: { done: () => ({ action: 'Wait for the answer' }), error: failedTo('check') },
  },
  delays: { countdownTick: 'Wait a second' },
  states: {
    openingPopup: null,
    enteringNumber: beforeCode(true),
    // Adding the number and sending its code are one wait for the tester.
    addingNumber: `${quoted('verification.sendCode')} shows a spinner`,
    requestingCode: beforeCode(false),
    sendingCode: `${quoted('verification.sendCode')} shows a spinner`,
    // The countdown's seconds run on: the tester checks it runs, not each second.
    'codeSent.resend.countingDown.ticking': (context) => `${topOf(context, false)}; a countdown from 5:00 (m:ss) in place of ${quoted('verification.sendCode')}`,
    'codeSent.resend.resendable': (context) => `${topOf(context, false)}; ${quoted('verification.sendCode')} is back in place of the countdown`,
    'codeSent.resend.resendingCode': `${quoted('verification.sendCode')} shows a spinner`,
    'codeSent.code.awaitingCode': codeFieldShows,
    'codeSent.code.verifyingCode': `${quoted('verification.confirm')} shows a spinner; ${quoted('verification.code')} cannot be changed`,
    verified: `The pop-up closes; the row shows ${quoted('profile.verified')} in place of ${quoted('profile.verify')}`,
  },
});
