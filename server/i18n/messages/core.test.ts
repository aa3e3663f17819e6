import { invalidKeyAnswer } from '../../money/idempotency.ts';
import { banglaFor, refusal, say } from '../messages.ts';
import { expectBanglaCatalogue } from './catalogue-checks.ts';
import { coreMessages } from './core.ts';

/** The English words the site and the spec know (as they were before the codes): a changed wording fails. */
const ENGLISH: Readonly<Record<keyof typeof coreMessages, string>> = {
  not_found: 'Not found',
  server_error: 'Internal server error',
  request_failed: 'Request failed',
  body_too_large: 'Request body too large',
  body_not_json: 'The request body is not valid JSON.',
  data_invalid: 'The given data was invalid.',
  unauthenticated: 'Unauthenticated.',
  idempotency_key_invalid: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ : . characters.',
  idempotency_key_reused: 'This Idempotency-Key was already used for a different request.',
};

describe('the core messages (app, http, auth, idempotency)', () => {
  expectBanglaCatalogue(coreMessages, ENGLISH);

  it('answers the idempotency refusal by code', () => {
    expect(invalidKeyAnswer.body).toEqual(refusal('idempotency_key_invalid'));
    expect(say('unauthenticated')).toBe('Unauthenticated.');
    expect(banglaFor('unauthenticated', {})).toBe('আপনি লগইন অবস্থায় নেই। অনুগ্রহ করে আবার লগইন করুন।');
  });
});
