import { accountBreakMachine, isUntilInRange, periodsOf, type AccountBreakContext } from './accountBreak';
import { defineFlow } from './lib/flow';

/** 2026-11-26 10:00 UTC (16:00 in Dhaka): an end date runs from 2026-11-27 to 2027-01-07. */
const NOW = Date.parse('2026-11-26T10:00:00.000Z');

const restriction = { kind: 'time_out', startedAt: '2026-11-26T10:00:00.000Z', endsAt: '2026-11-27T10:00:00.000Z', returnRequestedAt: null, returnConfirmableAt: null } as const;

export const accountBreakFlow = defineFlow({
  name: 'accountBreak',
  summary: 'Taking a time-out or a self-exclusion: the period, the statement of what follows, the password; it starts at once and the site logs out.',
  machine: accountBreakMachine,
  inputs: [
    { name: 'a time-out on /safer-gambling', input: { kind: 'time_out', now: NOW } },
    { name: 'a self-exclusion on /safer-gambling', input: { kind: 'self_exclusion', now: NOW } },
  ],
  events: {
    'accountBreak.periodChosen': [
      { type: 'accountBreak.periodChosen', period: '7d' },
      { type: 'accountBreak.periodChosen', period: 'until' },
      { type: 'accountBreak.periodChosen', period: '1y' },
    ],
    'accountBreak.untilChanged': [
      { type: 'accountBreak.untilChanged', value: '2026-12-10' },
      { type: 'accountBreak.untilChanged', value: '2026-11-26' },
    ],
    'accountBreak.understoodChanged': [{ type: 'accountBreak.understoodChanged', value: true }],
    'accountBreak.passwordChanged': [{ type: 'accountBreak.passwordChanged', value: 'demo12345' }],
  },
  // Which checks the form would fail, not the texts typed: keeps the paths few.
  contextKey: (context: AccountBreakContext) => ({
    // A period of the other kind (a sample shared by both inputs) is its own state, so each input keeps paths with its own periods.
    period:
      context.period === null
        ? 'none'
        : !periodsOf(context.kind).includes(context.period)
          ? 'other kind'
          : context.period === 'until'
            ? isUntilInRange(context.until, context.today)
              ? 'until, in range'
              : 'until, out of range'
            : 'chosen',
    understood: context.understood,
    password: context.password !== '',
    problem: context.problem?.code ?? null,
    failure: context.failure !== null,
  }),
  actorResults: {
    startBreak: {
      done: [restriction],
      error: [
        { kind: 'passwordWrong', message: 'The password is not correct.' },
        { kind: 'periodInvalid', message: 'Choose a time-out of 24 hours, 7 days, 30 days or an end date up to 6 weeks away.' },
        { kind: 'notUnderstood', message: 'Please confirm that you understand what a self-exclusion means.' },
        { kind: 'breakRunning', message: 'A self-exclusion is already running.' },
        { kind: 'refused', message: 'Your account is on a break.' },
        { kind: 'failed', message: null },
      ],
    },
  },
});
