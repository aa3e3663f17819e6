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
      // The server's own words (server/i18n/messages/breaks.ts, core.ts): for the refusal by no known
      // code, the 401 of a session that ended before the player confirmed.
      error: [
        { kind: 'passwordWrong', message: 'The password is incorrect.' },
        { kind: 'periodInvalid', message: 'Choose a date from tomorrow up to 42 days from today.' },
        { kind: 'notUnderstood', message: 'Please confirm that you understand what self-exclusion means.' },
        { kind: 'breakRunning', message: 'A break is already running on your account; it cannot be changed or shortened.' },
        { kind: 'refused', message: 'Unauthenticated.' },
        { kind: 'failed', message: null },
      ],
    },
  },
});
