import { codeCaptureMachine } from './codeCapture';
import { defineFlow } from './lib/flow';

export const codeCaptureFlow = defineFlow({
  name: 'codeCapture',
  summary: 'Referral and affiliate links: store the code from the address and go to sign-up, or say that none was given.',
  machine: codeCaptureMachine,
  inputs: [
    { name: 'a referral link with a code', input: { kind: 'referral_code', code: 'ABC123' } },
    { name: 'a referral link without a code', input: { kind: 'referral_code', code: null } },
    { name: 'an affiliate link with a code', input: { kind: 'affiliate_code', code: 'AFF777' } },
    { name: 'an affiliate link with an empty code', input: { kind: 'affiliate_code', code: '  ' } },
  ],
});
