import { codeCaptureMachine, type CodeCaptureContext } from '../../../machines/codeCapture';
import { defineChecklist } from '../../../machines/lib/flow';
import { quoted } from './ui';

const titleOf = (context: CodeCaptureContext) => quoted(context.kind === 'referral_code' ? 'capture.referral_code.title' : 'capture.affiliate_code.title');

/** Where a tester sees what was kept: the browser's storage, under the link's own name. */
const storage = 'devtools › Application › Local Storage';

export const codeCaptureChecklist = defineChecklist(codeCaptureMachine, {
  subject: 'Referral and affiliate links',
  open: {
    'a referral link with a code': 'Open /referral_code?referral_code=ABC123',
    'a referral link without a code': 'Open /referral_code',
    'an affiliate link with a code': 'Open /affiliate_code?affiliate_code=AFF777',
    'an affiliate link with an empty code': 'Open /affiliate_code?affiliate_code=%20%20 (two spaces)',
  },
  preconditions: Object.fromEntries(
    ['a referral link with a code', 'a referral link without a code', 'an affiliate link with a code', 'an affiliate link with an empty code'].map((name) => [name, 'Logged out, in a fresh private window (nothing stored)']),
  ),
  events: {},
  actors: {},
  states: {
    checkingCode: null,
    showingMissingCode: (context) =>
      `The page ${titleOf(context)} shows the alert ${quoted('capture.missingCode', { type: context.kind })} with the link ${quoted('capture.signup')}; nothing is stored under ${context.kind} (${storage})`,
    codeStored: (context) =>
      context.kind === 'referral_code'
        ? `/signup opens with ${quoted('signup.referralCode')}: ${context.code}; Back does not return to the link`
        : `/signup opens; ${storage} holds affiliate_code ${context.code}; Back does not return to the link`,
  },
});
