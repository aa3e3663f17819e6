import { breakReturnMachine, noticeOf, type BreakReturnContext } from './breakReturn';
import { defineFlow } from './lib/flow';
import type { Restriction, SaferStatus } from './lib/saferBreaks';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');

const ended: Restriction = { kind: 'self_exclusion', startedAt: '2026-05-26T10:00:00.000Z', endsAt: '2026-11-25T10:00:00.000Z', returnRequestedAt: null, returnConfirmableAt: null };
const requested: Restriction = { ...ended, returnRequestedAt: '2026-11-26T10:00:00.000Z', returnConfirmableAt: '2026-11-27T10:00:00.000Z' };
const timeOut: Restriction = { kind: 'time_out', startedAt: '2026-11-26T09:00:00.000Z', endsAt: '2026-11-27T09:00:00.000Z', returnRequestedAt: null, returnConfirmableAt: null };

const status = (restriction: Restriction | null): SaferStatus => ({ restriction, realityCheck: { intervalMinutes: 0 }, session: { startedAt: '2026-11-26T09:30:00.000Z', netWinLoss: '0.00' } });

export const breakReturnFlow = defineFlow({
  name: 'breakReturn',
  summary: 'The restricted account: the notice of what a time-out or self-exclusion closes, and the return after an exclusion’s end (ask, then confirm 24 hours later).',
  machine: breakReturnMachine,
  inputs: [{ name: 'the account area', input: { now: NOW } }],
  contextKey: (context: BreakReturnContext) => ({ notice: noticeOf(context)?.kind ?? null, requested: context.restriction?.returnRequestedAt != null, problem: context.problem !== null }),
  actorResults: {
    loadStatus: { done: [status(null), status(timeOut), status(ended), status(requested)], error: [{ kind: 'failed', message: null }] },
    // The server's own words (server/i18n/messages/breaks.ts): no exclusion left to return from (returned
    // meanwhile), and a confirmation before the 24 hours since the request are over.
    requestReturn: { done: [requested], error: [{ kind: 'failed', message: 'There is no self-exclusion to return from.' }] },
    confirmReturn: { done: [null], error: [{ kind: 'failed', message: 'You can confirm your return after 2026-11-27 16:00 (Dhaka time).' }] },
  },
});
