import { defineMessages } from '../catalogue.ts';

/** app.ts, http/, auth/, the body limit and idempotency. */
export const coreMessages = defineMessages({
  not_found: { en: 'Not found', bn: 'পাওয়া যায়নি' },
  server_error: { en: 'Internal server error', bn: 'সার্ভারে একটি অভ্যন্তরীণ সমস্যা হয়েছে' },
  request_failed: { en: 'Request failed', bn: 'অনুরোধটি সম্পন্ন করা যায়নি' },
  body_too_large: { en: 'Request body too large', bn: 'অনুরোধের আকার অনেক বড়' },
  body_not_json: { en: 'The request body is not valid JSON.', bn: 'অনুরোধের বডি সঠিক JSON নয়।' },
  data_invalid: { en: 'The given data was invalid.', bn: 'দেওয়া তথ্য সঠিক নয়।' },
  unauthenticated: { en: 'Unauthenticated.', bn: 'আপনি লগইন অবস্থায় নেই। অনুগ্রহ করে আবার লগইন করুন।' },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 8 to 128 letters, digits or - _ : . characters.',
    bn: 'Idempotency-Key হেডারে ৮ থেকে ১২৮টি অক্ষর, অঙ্ক বা - _ : . চিহ্ন থাকতে হবে।',
  },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request.',
    bn: 'এই Idempotency-Key আগেই অন্য একটি অনুরোধে ব্যবহার করা হয়েছে।',
  },
});
