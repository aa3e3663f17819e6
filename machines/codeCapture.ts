import { setup } from 'xstate';
import { unprovidedAction } from './lib/unprovided';

/** The two capture routes (spec 1 §2.1): the query name is also the storage key and the alert's {type}. */
export type CodeKind = 'referral_code' | 'affiliate_code';

export type CodeCaptureInput = { kind: CodeKind; code: string | null };

export type CodeCaptureContext = { kind: CodeKind; code: string };

const machineId = 'codeCapture';

export const codeCaptureMachine = setup({
  types: {
    input: {} as CodeCaptureInput,
    context: {} as CodeCaptureContext,
  },
  actions: {
    /** Writes the code to browser storage under its kind (referral_code or affiliate_code); sign-up reads it. */
    storeCode: unprovidedAction(machineId, 'storeCode'),
    /** Replaces the capture address with /signup, so Back does not capture again. */
    goToSignup: unprovidedAction(machineId, 'goToSignup'),
  },
  guards: {
    isCodeMissing: ({ context }) => context.code === '',
  },
}).createMachine({
  id: machineId,
  description: 'Referral or affiliate link (spec 1 §2.1): keeps the code from the address for sign-up, then opens /signup.',
  context: ({ input }) => ({ kind: input.kind, code: (input.code ?? '').trim() }),
  initial: 'checkingCode',
  states: {
    checkingCode: {
      description: 'Reading the code from the address query (?referral_code= or ?affiliate_code=).',
      always: [
        {
          guard: 'isCodeMissing',
          target: 'showingMissingCode',
          description: 'No value (or only spaces) in the address: nothing is stored.',
        },
        { target: 'codeStored', actions: ['storeCode', 'goToSignup'] },
      ],
    },
    showingMissingCode: {
      type: 'final',
      description: 'The alert "No {type} found in the URL" (spec 1 §8) with a link to sign up.',
    },
    codeStored: {
      type: 'final',
      description: 'The code is stored and the player is on /signup, where it fills the referral field.',
    },
  },
});
