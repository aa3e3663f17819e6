import { assign, setup } from 'xstate';
import { isRefusal, ofKind, readFailed, readWords, type CallFailure } from './lib/failures';
import type { BreakKind, ExclusionPeriod, Restriction, TimeOutPeriod } from './lib/saferBreaks';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';

export type { BreakKind, ExclusionPeriod, Restriction, TimeOutPeriod } from './lib/saferBreaks';

/**
 * Issue 24 §3-4: taking a time-out or a self-exclusion. The player chooses the period, reads what
 * follows (for an exclusion ticks "I understand"), confirms with the password; the break starts at
 * once on the server, which revokes every session, so the site logs out.
 */

export type BreakPeriod = TimeOutPeriod | ExclusionPeriod;

export const TIME_OUT_PERIODS: readonly TimeOutPeriod[] = ['24h', '7d', '30d', 'until'];
export const EXCLUSION_PERIODS: readonly ExclusionPeriod[] = ['6m', '1y', '2y', '5y'];

/** The latest end date of a time-out: 6 weeks (the contract's 42 days from now). */
export const TIME_OUT_MAX_DAYS = 42;

export type AccountBreakInput = {
  kind: BreakKind;
  /** The clock when the section opened (ms since the epoch): an end date runs from tomorrow (Dhaka) to 42 days on. */
  now: number;
};

/** Dhaka is GMT+6 all year. */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The Dhaka date (YYYY-MM-DD) of an instant. */
export function dhakaDateOf(now: number): string {
  return new Date(now + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * What the player is told; the view turns each code into words. `server` codes carry the server's
 * message (a refusal by code): the password was wrong, the period was refused, a break is running.
 */
export type AccountBreakProblem =
  | { code: 'periodRequired' | 'untilInvalid' | 'notUnderstood' | 'passwordRequired' }
  | { code: 'passwordWrong' | 'periodRefused' | 'understandingRefused' | 'breakRunning' | 'refused'; message: string | null };

/** How the start call failed, by the refusal's code (the edge classifies, machines/lib/failures.ts). */
export type BreakFailure =
  | { kind: 'passwordWrong' | 'periodInvalid' | 'notUnderstood' | 'breakRunning' | 'refused'; message: string | null }
  | { kind: 'failed'; message: string | null };

/** What the start call sends (POST safer-gambling/time-out or self-exclusion). */
export type BreakRequest =
  | { kind: 'time_out'; period: TimeOutPeriod; until: string | null; password: string }
  | { kind: 'self_exclusion'; period: ExclusionPeriod; password: string; understood: true };

export type AccountBreakContext = {
  kind: BreakKind;
  now: number;
  /** Today in Dhaka (YYYY-MM-DD) at `now`. */
  today: string;
  period: BreakPeriod | null;
  /** The chosen end date of an `until` time-out (YYYY-MM-DD), '' while none. */
  until: string;
  understood: boolean;
  password: string;
  problem: AccountBreakProblem | null;
  /** A failure with no answer (or server trouble): Try again resends. */
  failure: { message: string | null } | null;
  /** The break as the server started it. */
  restriction: Restriction | null;
};

export type AccountBreakEvent =
  | { type: 'accountBreak.opened' }
  | { type: 'accountBreak.periodChosen'; period: BreakPeriod }
  | { type: 'accountBreak.untilChanged'; value: string }
  | { type: 'accountBreak.continued' }
  | { type: 'accountBreak.understoodChanged'; value: boolean }
  | { type: 'accountBreak.passwordChanged'; value: string }
  | { type: 'accountBreak.submitted' }
  | { type: 'accountBreak.retried' }
  | { type: 'accountBreak.backPressed' }
  | { type: 'accountBreak.cancelled' };

const DAY_MS = 86_400_000;

function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

/** A date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const start = dayNumber(date) ?? 0;
  return new Date((start + days) * DAY_MS).toISOString().slice(0, 10);
}

/** An end date from tomorrow to 42 days on (Dhaka dates; the server checks again). */
export function isUntilInRange(until: string, today: string): boolean {
  const chosen = dayNumber(until);
  const first = dayNumber(today);
  if (chosen === null || first === null) return false;
  return chosen >= first + 1 && chosen <= first + TIME_OUT_MAX_DAYS;
}

export function periodsOf(kind: BreakKind): readonly BreakPeriod[] {
  return kind === 'time_out' ? TIME_OUT_PERIODS : EXCLUSION_PERIODS;
}

/** The refusal codes of POST safer-gambling/time-out and self-exclusion (the S2 contract). */
const REFUSALS_BY_CODE: Record<string, BreakFailure['kind']> = {
  password_wrong: 'passwordWrong',
  break_period_invalid: 'periodInvalid',
  exclusion_not_understood: 'notUnderstood',
  break_running: 'breakRunning',
};

/** The edge's classifier for the start call: a refusal by its code, any other refusal with its words, else a failure. */
export function breakFailureOf(failure: CallFailure): BreakFailure {
  const byCode = failure.code === null ? undefined : REFUSALS_BY_CODE[failure.code];
  if (byCode && failure.kind === 'http') return { kind: byCode, message: failure.serverMessage };
  if (isRefusal(failure)) return { kind: 'refused', message: failure.serverMessage };
  return { kind: 'failed', message: failure.status !== null && failure.status >= 500 ? null : failure.serverMessage };
}

/** Reads the start actor's rejection; anything unknown is a failure with no words. */
const breakFailureKinds = ['passwordWrong', 'periodInvalid', 'notUnderstood', 'breakRunning', 'refused', 'failed'] as const;

export const toBreakFailure = (error: unknown): BreakFailure => readWords(error, ofKind(error, ...breakFailureKinds)?.kind ?? 'failed') ?? readFailed(error);

export function requestOf(context: AccountBreakContext): BreakRequest {
  if (context.kind === 'self_exclusion') return { kind: 'self_exclusion', period: context.period as ExclusionPeriod, password: context.password, understood: true };
  const period = context.period as TimeOutPeriod;
  return { kind: 'time_out', period, until: period === 'until' ? context.until : null, password: context.password };
}

const machineId = 'accountBreak';

const freshForm = { period: null, until: '', understood: false, password: '', problem: null, failure: null } as const;

export const accountBreakMachine = setup({
  types: {
    input: {} as AccountBreakInput,
    context: {} as AccountBreakContext,
    events: {} as AccountBreakEvent,
  },
  actors: {
    startBreak: unprovidedActor<Restriction | null, BreakRequest>(machineId, 'startBreak'),
  },
  actions: {
    /** The edge keeps the notice ("Your time-out has started; it ends …") and logs the session out. */
    reportBreakStarted: unprovidedAction(machineId, 'reportBreakStarted'),
    reportProblem: assign((_, problem: AccountBreakProblem) => ({ problem })),
    clearForm: assign(() => ({ ...freshForm })),
  },
  guards: {
    isPeriodMissing: ({ context }) => context.period === null,
    isUntilInvalid: ({ context }) => context.kind === 'time_out' && context.period === 'until' && !isUntilInRange(context.until, context.today),
    isNotUnderstood: ({ context }) => context.kind === 'self_exclusion' && !context.understood,
    isPasswordMissing: ({ context }) => context.password === '',
    isPasswordWrong: (_, failure: BreakFailure) => failure.kind === 'passwordWrong',
    isPeriodRefused: (_, failure: BreakFailure) => failure.kind === 'periodInvalid',
    isUnderstandingRefused: (_, failure: BreakFailure) => failure.kind === 'notUnderstood',
    isBreakRunning: (_, failure: BreakFailure) => failure.kind === 'breakRunning',
    isRefused: (_, failure: BreakFailure) => failure.kind === 'refused',
  },
}).createMachine({
  id: machineId,
  description: 'Taking a time-out or a self-exclusion (issue 24): the period, what follows, the password; at once, and the site logs out.',
  context: ({ input }) => ({ kind: input.kind, now: input.now, today: dhakaDateOf(input.now), ...freshForm, restriction: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The section shows what the break is and its button.',
      on: { 'accountBreak.opened': { target: 'choosing', actions: 'clearForm' } },
    },
    choosing: {
      description: 'Choosing the period: time-out 24 hours, 7 days, 30 days or an end date from tomorrow to 6 weeks; exclusion 6 months, 1, 2 or 5 years.',
      on: {
        'accountBreak.periodChosen': { actions: assign(({ event }) => ({ period: event.period, problem: null })) },
        'accountBreak.untilChanged': { actions: assign(({ event }) => ({ until: event.value, problem: null })) },
        'accountBreak.continued': [
          { guard: 'isPeriodMissing', actions: { type: 'reportProblem', params: { code: 'periodRequired' } } },
          { guard: 'isUntilInvalid', actions: { type: 'reportProblem', params: { code: 'untilInvalid' } } },
          { target: 'reviewing', actions: assign({ problem: null }) },
        ],
        'accountBreak.cancelled': { target: 'closed', actions: 'clearForm' },
      },
    },
    reviewing: {
      description: 'The clear statement of what follows and when it ends; an exclusion needs "I understand" ticked.',
      on: {
        'accountBreak.understoodChanged': { actions: assign(({ event }) => ({ understood: event.value, problem: null })) },
        'accountBreak.continued': [
          { guard: 'isNotUnderstood', actions: { type: 'reportProblem', params: { code: 'notUnderstood' } } },
          { target: 'password', actions: assign({ problem: null }) },
        ],
        'accountBreak.backPressed': { target: 'choosing', actions: assign({ problem: null }) },
        'accountBreak.cancelled': { target: 'closed', actions: 'clearForm' },
      },
    },
    password: {
      description: 'The password confirms the break; a wrong password shows on its field, the choices stay.',
      on: {
        'accountBreak.passwordChanged': { actions: assign(({ event }) => ({ password: event.value, problem: null })) },
        'accountBreak.submitted': [
          { guard: 'isPasswordMissing', actions: { type: 'reportProblem', params: { code: 'passwordRequired' } } },
          { target: 'submitting', actions: assign({ problem: null, failure: null }) },
        ],
        'accountBreak.backPressed': { target: 'reviewing', actions: assign({ problem: null }) },
        'accountBreak.cancelled': { target: 'closed', actions: 'clearForm' },
      },
    },
    submitting: {
      description: 'Asking the server to start the break; nothing can be pressed twice.',
      invoke: {
        id: 'startBreak',
        src: 'startBreak',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'started', actions: assign(({ event }) => ({ restriction: event.output, password: '' })) },
        onError: [
          {
            guard: { type: 'isPasswordWrong', params: ({ event }) => toBreakFailure(event.error) },
            target: 'password',
            description: 'password_wrong: the server’s words on the password field; the period and the tick stay.',
            actions: assign(({ event }) => ({ problem: { code: 'passwordWrong', message: toBreakFailure(event.error).message }, password: '' })),
          },
          {
            guard: { type: 'isPeriodRefused', params: ({ event }) => toBreakFailure(event.error) },
            target: 'choosing',
            description: 'break_period_invalid: back to the period with the server’s words.',
            actions: assign(({ event }) => ({ problem: { code: 'periodRefused', message: toBreakFailure(event.error).message }, password: '' })),
          },
          {
            guard: { type: 'isUnderstandingRefused', params: ({ event }) => toBreakFailure(event.error) },
            target: 'reviewing',
            description: 'exclusion_not_understood: back to the statement with the server’s words.',
            actions: assign(({ event }) => ({ problem: { code: 'understandingRefused', message: toBreakFailure(event.error).message }, understood: false, password: '' })),
          },
          {
            guard: { type: 'isBreakRunning', params: ({ event }) => toBreakFailure(event.error) },
            target: 'refused',
            description: 'break_running: a self-exclusion is already running.',
            actions: assign(({ event }) => ({ problem: { code: 'breakRunning', message: toBreakFailure(event.error).message }, password: '' })),
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => toBreakFailure(event.error) },
            target: 'refused',
            description: 'Any other refusal: the server’s words.',
            actions: assign(({ event }) => ({ problem: { code: 'refused', message: toBreakFailure(event.error).message }, password: '' })),
          },
          {
            target: 'failed',
            description: 'No answer or server trouble: nothing is known to have started; Try again resends.',
            actions: assign(({ event }) => ({ failure: { message: toBreakFailure(event.error).message } })),
          },
        ],
      },
    },
    failed: {
      description: '"The break could not be started. Please try again." with Try again and Back.',
      on: {
        'accountBreak.retried': { target: 'submitting', actions: assign({ failure: null }) },
        'accountBreak.backPressed': { target: 'password', actions: assign({ failure: null }) },
        'accountBreak.cancelled': { target: 'closed', actions: 'clearForm' },
      },
    },
    refused: {
      description: 'The server refused the break (a self-exclusion already running, or another refusal): its words, and Close.',
      on: { 'accountBreak.cancelled': { target: 'closed', actions: 'clearForm' } },
    },
    started: {
      type: 'final',
      description: 'The break has started: the site logs out and tells the player when it ends.',
      entry: 'reportBreakStarted',
    },
  },
});

// Selectors: what the views read.

export type AccountBreakStep = 'closed' | 'choosing' | 'reviewing' | 'password' | 'submitting' | 'failed' | 'refused' | 'started';

export function stepOf(snapshot: { value: unknown }): AccountBreakStep {
  return snapshot.value as AccountBreakStep;
}

/** The end dates a time-out may take (Dhaka dates): from tomorrow to 42 days on. */
export function untilRangeOf(context: Pick<AccountBreakContext, 'today'>): { first: string; last: string } {
  return { first: addDays(context.today, 1), last: addDays(context.today, TIME_OUT_MAX_DAYS) };
}

/** The problem that belongs on the password field (a missing or wrong password). */
export function passwordProblemOf(context: AccountBreakContext): AccountBreakProblem | null {
  const code = context.problem?.code;
  return code === 'passwordRequired' || code === 'passwordWrong' ? context.problem : null;
}

const HOUR_MS = 3_600_000;

/**
 * When the break would end, as the review states it (ISO 8601 UTC), counted from when the section
 * opened: the server counts from its own clock when it starts the break. An end date ends at that
 * day's end in Dhaka. Null while no period (or no valid date) is chosen.
 */
export function plannedEndOf(context: Pick<AccountBreakContext, 'period' | 'until' | 'now' | 'today'>): string | null {
  const { period, now } = context;
  const months = (count: number) => {
    const end = new Date(now);
    end.setUTCMonth(end.getUTCMonth() + count);
    return end.toISOString();
  };
  switch (period) {
    case null:
      return null;
    case 'until':
      return isUntilInRange(context.until, context.today) ? new Date(Date.parse(`${context.until}T23:59:59.999+06:00`)).toISOString() : null;
    case '24h':
      return new Date(now + 24 * HOUR_MS).toISOString();
    case '7d':
      return new Date(now + 7 * DAY_MS).toISOString();
    case '30d':
      return new Date(now + 30 * DAY_MS).toISOString();
    case '6m':
      return months(6);
    case '1y':
      return months(12);
    case '2y':
      return months(24);
    case '5y':
      return months(60);
  }
}
