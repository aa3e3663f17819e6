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
    requestReturn: { done: [requested], error: [{ kind: 'failed', message: 'Your self-exclusion has not ended yet.' }] },
    confirmReturn: { done: [null], error: [{ kind: 'failed', message: 'You can confirm your return from 27 Nov 2026, 16:00.' }] },
  },
});
