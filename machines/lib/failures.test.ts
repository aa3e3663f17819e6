import {
  amountField,
  caught,
  countField,
  failed,
  failedAnyWords,
  failedOrErrorWords,
  failedOrUnexpected,
  failedWords,
  firstFieldErrors,
  amountOrNull,
  countOrNull,
  ofKind,
  isAccountOnBreak,
  isRefusal,
  otherFailure,
  readFailed,
  readFailedWords,
  readFieldErrors,
  readKind,
  readNamedFields,
  readSaid,
  readText,
  readWords,
  refusedOr,
  refusedOrFailed,
  refusedOrNetwork,
  rejectedOrFailed,
  rejectedOrUnexpected,
  requestFailure,
  retryAfter,
  textsByField,
  unauthorizedOr,
  type CallFailure,
} from './failures';
import { NotProvidedError } from './unprovided';

/** An answer of the server, described as the edge describes an ApiError. */
const answer = (status: number, serverMessage: string | null, more: Partial<CallFailure> = {}): CallFailure => ({
  kind: 'http',
  status,
  code: null,
  serverMessage,
  message: serverMessage ?? `HTTP ${status}`,
  fieldErrors: {},
  retryAfterSeconds: null,
  body: null,
  ...more,
});
const noAnswer: CallFailure = { ...otherFailure('fetch failed'), kind: 'network' };
const timedOut: CallFailure = { ...otherFailure('timeout'), kind: 'timeout' };
const unreadable: CallFailure = { ...otherFailure('Unexpected answer'), kind: 'invalidResponse' };
const bug = otherFailure('x is not a function');

describe('caught: the one place a missing actor stops the machine', () => {
  it('throws a NotProvidedError on; any other rejection comes back as its fields, or null', () => {
    const missing = new NotProvidedError('m', 'actor', 'a');
    expect(() => caught(missing)).toThrow(NotProvidedError);
    expect(() => readFailed(missing)).toThrow(NotProvidedError);
    expect(() => readFailedWords(missing)).toThrow(NotProvidedError);
    expect(caught({ kind: 'failed' })).toEqual({ kind: 'failed' });
    expect(caught('boom')).toBeNull();
    expect(caught(null)).toBeNull();
  });

  it('reads a plain failure: a non-empty text message, else none; or, for logs, its words or the value as text', () => {
    expect(readFailed({ kind: 'failed', message: 'Server down' })).toEqual({ kind: 'failed', message: 'Server down' });
    expect(readFailed({ message: '' })).toEqual({ kind: 'failed', message: null });
    expect(readFailed({ message: 42 })).toEqual({ kind: 'failed', message: null });
    expect(readFailed(new Error('offline'))).toEqual({ kind: 'failed', message: 'offline' });
    expect(readFailedWords(new Error('boom'))).toEqual({ kind: 'failed', message: 'boom' });
    expect(readFailedWords(42)).toEqual({ kind: 'failed', message: '42' });
  });
});

describe('failed: which words a failed call carries', () => {
  it('the server’s own words only, by default', () => {
    expect(failed(answer(404, 'Chat not found.'))).toEqual({ kind: 'failed', message: 'Chat not found.' });
    expect(failed(answer(500, null))).toEqual({ kind: 'failed', message: null });
    expect(failed(bug)).toEqual({ kind: 'failed', message: null });
  });

  it('or a non-API error’s own text (a chunk that did not load, a bug)', () => {
    expect(failedOrErrorWords(answer(422, 'No'))).toEqual({ kind: 'failed', message: 'No' });
    expect(failedOrErrorWords(answer(500, null))).toEqual({ kind: 'failed', message: null });
    expect(failedOrErrorWords(noAnswer)).toEqual({ kind: 'failed', message: null });
    expect(failedOrErrorWords(bug)).toEqual({ kind: 'failed', message: 'x is not a function' });
  });

  it('or any words there are, for the console', () => {
    expect(failedAnyWords(answer(500, null))).toEqual({ kind: 'failed', message: 'HTTP 500' });
    expect(failedAnyWords(noAnswer)).toEqual({ kind: 'failed', message: 'fetch failed' });
    expect(failedAnyWords(otherFailure())).toEqual({ kind: 'failed', message: null });
    expect(failedWords(otherFailure())).toEqual({ kind: 'failed', message: 'The call failed.' });
  });
});

describe('refusals against no answer', () => {
  it('a money submit: a 4xx is settled (its words or none); anything else may be resent', () => {
    expect(refusedOr(answer(422, 'Insufficient balance.'), { kind: 'noAnswer' })).toEqual({ kind: 'refused', message: 'Insufficient balance.' });
    expect(refusedOr(answer(409, null), { kind: 'noAnswer' })).toEqual({ kind: 'refused', message: null });
    for (const failure of [answer(500, 'Server error'), noAnswer, timedOut, unreadable, bug]) expect(refusedOr(failure, { kind: 'noAnswer' })).toEqual({ kind: 'noAnswer' });
    expect(refusedOrFailed(answer(503, null))).toEqual({ kind: 'failed' });
  });

  it('a form’s request: the server’s words, "Failed to …" (no words or server trouble), or unreachable', () => {
    expect(requestFailure(answer(429, 'Please wait.'))).toEqual({ kind: 'rejected', message: 'Please wait.' });
    expect(requestFailure(answer(422, null))).toEqual({ kind: 'failed' });
    expect(requestFailure(answer(500, 'Internal'))).toEqual({ kind: 'failed' });
    for (const failure of [noAnswer, unreadable, bug]) expect(requestFailure(failure)).toEqual({ kind: 'unreachable' });
    expect(rejectedOrFailed(answer(400, 'Wrong receipt'))).toEqual({ kind: 'rejected', message: 'Wrong receipt' });
    expect(rejectedOrFailed(noAnswer)).toEqual({ kind: 'failed' });
  });

  it('game calls: any answer with words, or the unexpected error', () => {
    expect(rejectedOrUnexpected(answer(500, 'Game under maintenance'))).toEqual({ kind: 'rejected', message: 'Game under maintenance' });
    expect(rejectedOrUnexpected(answer(500, null))).toEqual({ kind: 'unexpected' });
    expect(failedOrUnexpected(answer(500, null))).toEqual({ kind: 'failed', message: null });
    expect(failedOrUnexpected(noAnswer)).toEqual({ kind: 'unexpected' });
  });

  it('a bet: the refusal with the price a price_moved offers (by code, never by words), else a network failure', () => {
    expect(refusedOrNetwork(answer(409, 'Odds changed', { code: 'price_moved', body: { price: 2.1 } }))).toEqual({ kind: 'refused', message: 'Odds changed', newPrice: 2.1 });
    expect(refusedOrNetwork(answer(409, 'Odds changed', { body: { price: 2.1 } }))).toEqual({ kind: 'refused', message: 'Odds changed', newPrice: null });
    expect(refusedOrNetwork(answer(422, null))).toEqual({ kind: 'refused', message: 'HTTP 422', newPrice: null });
    expect(refusedOrNetwork(answer(502, 'Bad gateway'))).toEqual({ kind: 'network', message: 'Bad gateway' });
    expect(refusedOrNetwork(timedOut)).toEqual({ kind: 'network', message: null });
  });

  it('a call that needs a login: 401 ends the session; anything else failed with its words', () => {
    expect(unauthorizedOr(answer(401, 'Unauthenticated.'))).toEqual({ kind: 'unauthorized' });
    expect(unauthorizedOr(answer(500, null))).toEqual({ kind: 'failed', message: 'HTTP 500' });
  });
});

describe('account_on_break (issue 24): a refusal with the server’s words everywhere', () => {
  const words = 'Your account is on a time-out until 27 Nov 2026, 16:00. Deposits, games and bets are closed.';
  const onBreak = answer(403, words, { code: 'account_on_break', body: { message: words, code: 'account_on_break', break_kind: 'time_out', ends_at: '2026-11-27T10:00:00.000Z' } });

  it('is read by its code, never by its words', () => {
    expect(isAccountOnBreak(onBreak)).toBe(true);
    expect(isAccountOnBreak(answer(403, words))).toBe(false);
    expect(isRefusal(onBreak)).toBe(true);
  });

  it('every classifier a deposit, a game launch, a bet or a form uses shows the server’s words', () => {
    expect(refusedOrFailed(onBreak)).toEqual({ kind: 'refused', message: words });
    expect(rejectedOrFailed(onBreak)).toEqual({ kind: 'rejected', message: words });
    expect(requestFailure(onBreak)).toEqual({ kind: 'rejected', message: words });
    expect(rejectedOrUnexpected(onBreak)).toEqual({ kind: 'rejected', message: words });
    expect(refusedOrNetwork(onBreak)).toEqual({ kind: 'refused', message: words, newPrice: null });
    expect(failedOrErrorWords(onBreak)).toEqual({ kind: 'failed', message: words });
    expect(failedOrUnexpected(onBreak)).toEqual({ kind: 'failed', message: words });
    expect(unauthorizedOr(onBreak)).toEqual({ kind: 'failed', message: words });
  });
});

describe('fields beside the message', () => {
  it('counts, amounts, first field errors and a 429’s wait', () => {
    expect(countField(answer(422, null, { body: { tries_left: 2 } }), 'tries_left')).toBe(2);
    expect(countField(answer(422, null, { body: { tries_left: -1 } }), 'tries_left')).toBeNull();
    expect(amountField(answer(400, null, { body: { turnover_left: '45.50' } }), 'turnover_left')).toBe(45.5);
    expect(amountField(answer(400, null, { body: { turnover_left: 'x' } }), 'turnover_left')).toBeNull();
    expect(firstFieldErrors(answer(422, null, { fieldErrors: { phone: ['', 'Taken'], name: [] } }))).toEqual({ phone: 'Taken' });
    expect(retryAfter(answer(429, null, { retryAfterSeconds: 12 }))).toBe(12);
    expect(retryAfter(answer(429, null, { retryAfterSeconds: 0 }))).toBeNull();
    expect(retryAfter(answer(400, null, { retryAfterSeconds: 12 }))).toBeNull();
  });
});

describe('reading a typed rejection back, one kind at a time (the machine side)', () => {
  const missing = new NotProvidedError('m', 'actor', 'a');

  it('every reader throws a missing actor on, and gives null for another kind or no object', () => {
    for (const read of [(e: unknown) => ofKind(e, 'x'), (e: unknown) => readKind(e, 'x'), (e: unknown) => readWords(e, 'x'), (e: unknown) => readSaid(e, 'x'), (e: unknown) => readText(e, 'x'), (e: unknown) => readFieldErrors(e, 'x'), (e: unknown) => readNamedFields(e, 'x', ['a'])]) {
      expect(() => read(missing)).toThrow(NotProvidedError);
      expect(read({ kind: 'y', message: 'm', errors: {} })).toBeNull();
      expect(read('x')).toBeNull();
      expect(read(null)).toBeNull();
    }
    expect(ofKind({ kind: 'network', message: 'm' }, 'refused', 'network')).toEqual({ kind: 'network', message: 'm' });
    expect(readKind({ kind: 'cancelled', extra: 1 }, 'cancelled')).toEqual({ kind: 'cancelled' });
  });

  it('words: none when empty or no text (readWords); the kind only with words (readSaid); any text, even empty (readText)', () => {
    expect(readWords({ kind: 'refused', message: 'No' }, 'refused')).toEqual({ kind: 'refused', message: 'No' });
    expect(readWords({ kind: 'refused', message: '' }, 'refused')).toEqual({ kind: 'refused', message: null });
    expect(readWords({ kind: 'refused', message: 7 }, 'refused')).toEqual({ kind: 'refused', message: null });
    expect(readSaid({ kind: 'rejected', message: 'No' }, 'rejected')).toEqual({ kind: 'rejected', message: 'No' });
    expect(readSaid({ kind: 'rejected', message: '' }, 'rejected')).toBeNull();
    expect(readSaid({ kind: 'rejected' }, 'rejected')).toBeNull();
    expect(readText({ kind: 'failed', message: '' }, 'failed')).toEqual({ kind: 'failed', message: '' });
    expect(readText({ kind: 'failed', message: null }, 'failed')).toBeNull();
  });

  it('counts and amounts from 0; field errors by name, with the refusal’s words and code', () => {
    expect([countOrNull(3), countOrNull(0), countOrNull(-1), countOrNull(1.5), countOrNull('3')]).toEqual([3, 0, null, null, null]);
    expect([amountOrNull(45.5), amountOrNull(-1), amountOrNull(Number.POSITIVE_INFINITY), amountOrNull('45')]).toEqual([45.5, null, null, null]);
    expect(textsByField({ a: 'x', b: 3, c: '' })).toEqual({ a: 'x' });
    expect(textsByField('x')).toEqual({});
    expect(readFieldErrors({ kind: 'invalidFields', message: 'm', errors: { phone: 'Taken', x: 1 }, code: 'captcha_required' }, 'invalidFields')).toEqual({ kind: 'invalidFields', message: 'm', errors: { phone: 'Taken' }, code: 'captcha_required' });
    expect(readFieldErrors({ kind: 'invalidFields', message: '', errors: {}, code: 7 }, 'invalidFields')).toEqual({ kind: 'invalidFields', message: null, errors: {} });
    expect(readFieldErrors({ kind: 'invalidFields', message: 'm' }, 'invalidFields')).toBeNull();
    expect(readNamedFields({ kind: 'invalidFields', password: 'Required', username: '' }, 'invalidFields', ['username', 'password'])).toEqual({ kind: 'invalidFields', username: null, password: 'Required' });
  });
});
