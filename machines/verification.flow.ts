import { defineFlow } from './lib/flow';
import { verificationMachine, type RequestFailure, type VerificationInput } from './verification';

// The second demo player's e-mail and phone, neither verified (server/db/seed/players.ts).
const inputs: { name: string; input: VerificationInput }[] = [
  { name: 'the e-mail pop-up', input: { target: 'email', contact: 'demo2@takaplay.example' } },
  { name: 'the main phone pop-up', input: { target: 'phone', contact: '01700000002' } },
  { name: 'the pop-up of an unverified extra phone', input: { target: 'extraPhone', contact: '01812345678' } },
  { name: 'the Add phone pop-up', input: { target: 'newExtraPhone', contact: '' } },
];

// The server's own words (server/i18n/messages/players.ts): an e-mail verified meanwhile (a wait for an
// earlier code is not a refusal, sendCode answers its seconds), a number already on the account, a code
// that is not one of the player's.
const failures: RequestFailure[] = [{ kind: 'rejected', message: 'Your email address is already verified.' }, { kind: 'failed' }, { kind: 'unreachable' }];

export const verificationFlow = defineFlow({
  name: 'verification',
  summary: 'Verifying the e-mail, the main phone or an extra phone (new or listed): a code, a 300 s countdown before a new one, and the code check.',
  machine: verificationMachine,
  inputs,
  events: {
    'verification.contactChanged': [{ type: 'verification.contactChanged', value: '01912345678' }],
    'verification.codeChanged': [{ type: 'verification.codeChanged', value: '123456' }],
  },
  // Which guards would pass decides the paths; the countdown's seconds would make the states unbounded.
  contextKey: (context) => ({
    channel: context.channel,
    contact: context.contact.trim() !== '',
    needsAdding: context.needsAdding,
    code: context.code.trim() !== '',
  }),
  actorResults: {
    addNumber: { done: [undefined], error: [{ kind: 'rejected', message: 'This phone number is already on your account.' }, { kind: 'failed' }] },
    sendCode: { done: [undefined], error: failures },
    resendCode: { done: [undefined], error: failures },
    verifyCode: { done: [undefined], error: [{ kind: 'rejected', message: 'The verification code is invalid or has expired. Please request a new one.' }, { kind: 'codeWrong', triesLeft: 4 }, { kind: 'failed' }] },
  },
});
