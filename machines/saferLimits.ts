import { assign, setup } from 'xstate';
import { ofKind, readFailed, readWords, textOrNull } from './lib/failures';
import { toAsciiDigits } from './lib/digits';
import { unprovidedActor } from './lib/unprovided';

/** The three deposit limit periods (issue 24): the last 24 hours, 7 days and calendar month, rolling. */
export type LimitPeriod = 'day' | 'week' | 'month';

export const LIMIT_PERIODS: readonly LimitPeriod[] = ['day', 'week', 'month'];

/** An increase or removal waiting for its second confirmation (amount null: the limit is removed). */
export type PendingLimitChange = { amount: number | null; requestedAt: string; confirmableAt: string };

/** One period's limit as the server counts it: amounts in taka, times ISO 8601 UTC. */
export type PeriodLimit = {
  /** null: no limit for this period. */
  amount: number | null;
  used: number;
  left: number | null;
  resetsAt: string | null;
  pending: PendingLimitChange | null;
};

/** The lowest allowance left over the set limits; all null when no limit is set. */
export type DepositAllowance = { left: number | null; period: LimitPeriod | null; resetsAt: string | null };

/** GET /api/safer-gambling/limits, read; `now` is the clock when the answer came (ms since the epoch). */
export type LimitsAnswer = {
  limits: Record<LimitPeriod, PeriodLimit>;
  allowance: DepositAllowance;
  limitPrompt: boolean;
  now: number;
};

/** A save's answer: which periods applied at once and which wait as pending changes. */
export type LimitsSaved = LimitsAnswer & { applied: LimitPeriod[]; pending: LimitPeriod[] };

/** What the player typed in the three fields, exactly (Bangla digits too). */
export type LimitFields = Record<LimitPeriod, string>;

/** Why a field cannot be saved: a site check, or the server's refusal (`limit_amount_invalid`) with its words. */
export type LimitFieldError = { code: 'format' } | { code: 'tooSmall' } | { code: 'refused'; message: string | null };

/** A failed call of the editor, by the server's code. */
export type LimitsFailure =
  | { kind: 'amountInvalid'; field: LimitPeriod; message: string | null }
  | { kind: 'notConfirmable'; confirmableAt: string | null; message: string | null }
  | { kind: 'changeMissing'; message: string | null }
  | { kind: 'failed'; message: string | null };

/** What the editor last told the player (a notice) or why the last call failed (a problem). */
export type LimitsNotice =
  | { code: 'saved'; applied: LimitPeriod[]; pending: LimitPeriod[] }
  | { code: 'nothingChanged' }
  | { code: 'confirmed'; period: LimitPeriod }
  | { code: 'cancelled'; period: LimitPeriod };

export type LimitsProblem =
  | { code: 'saveFailed'; message: string | null }
  | { code: 'notConfirmable'; period: LimitPeriod; confirmableAt: string | null }
  | { code: 'changeMissing'; period: LimitPeriod }
  | { code: 'changeFailed'; period: LimitPeriod; message: string | null };

export type SaferLimitsContext = {
  limits: Record<LimitPeriod, PeriodLimit> | null;
  fields: LimitFields;
  errors: Partial<Record<LimitPeriod, LimitFieldError>>;
  notice: LimitsNotice | null;
  problem: LimitsProblem | null;
  /** The clock (ms since the epoch): stamped by each answer, moved on by the confirmation timer. */
  now: number;
  /** The period being confirmed or cancelled. */
  changing: LimitPeriod | null;
};

export type SaferLimitsEvent =
  | { type: 'limits.amountTyped'; period: LimitPeriod; value: string }
  | { type: 'limits.savePressed' }
  | { type: 'limits.confirmPressed'; period: LimitPeriod }
  | { type: 'limits.cancelPressed'; period: LimitPeriod }
  | { type: 'limits.retryPressed' }
  | { type: 'limits.noticeDismissed' };

/** The server's rule for a limit amount (issue 24 contract): up to 10 digits, up to 2 decimals, at least 1. */
const AMOUNT_FORMAT = /^\d{1,10}(\.\d{1,2})?$/;

/** A typed amount as it is sent: trimmed, Bangla digits as ASCII ("" = no limit). */
export function normalizedAmount(typed: string): string {
  return toAsciiDigits(typed.trim());
}

export function isAmountMalformed(typed: string): boolean {
  const value = normalizedAmount(typed);
  return value !== '' && !AMOUNT_FORMAT.test(value);
}

export function isAmountBelowOne(typed: string): boolean {
  const value = normalizedAmount(typed);
  return value !== '' && AMOUNT_FORMAT.test(value) && Number(value) < 1;
}

/** A limit amount as its field shows it: "" when none, else the number without trailing zeros. */
export function amountText(amount: number | null): string {
  return amount === null ? '' : String(amount);
}

export function fieldsOf(limits: Record<LimitPeriod, PeriodLimit>): LimitFields {
  return { day: amountText(limits.day.amount), week: amountText(limits.week.amount), month: amountText(limits.month.amount) };
}

/** Whether a typed value means the same limit as the current one (so saving it changes nothing). */
function isUnchanged(typed: string, current: number | null): boolean {
  const value = normalizedAmount(typed);
  return value === '' ? current === null : current !== null && Number(value) === current;
}

/** The body of the save: each field normalised. */
export function savedBody(fields: LimitFields): LimitFields {
  return { day: normalizedAmount(fields.day), week: normalizedAmount(fields.week), month: normalizedAmount(fields.month) };
}

/** Whether a period's pending change may be confirmed at the machine's clock. */
export function isConfirmable(context: Pick<SaferLimitsContext, 'limits' | 'now'>, period: LimitPeriod): boolean {
  const pending = context.limits?.[period].pending;
  return pending != null && Date.parse(pending.confirmableAt) <= context.now;
}

/** The earliest time a pending change becomes confirmable, still ahead of the clock (ms), or null. */
export function nextConfirmableAt(context: Pick<SaferLimitsContext, 'limits' | 'now'>): number | null {
  if (!context.limits) return null;
  const times = LIMIT_PERIODS.flatMap((period) => {
    const pending = context.limits?.[period].pending;
    const at = pending ? Date.parse(pending.confirmableAt) : Number.NaN;
    return Number.isFinite(at) && at > context.now ? [at] : [];
  });
  return times.length === 0 ? null : Math.min(...times);
}

/** Reads the editor's rejections: the server's code picks the kind (never its words). */
function readAmountInvalid(error: unknown): LimitsFailure | null {
  const fields = ofKind(error, 'amountInvalid');
  return fields && { kind: 'amountInvalid', field: LIMIT_PERIODS.find((period) => period === fields.field) ?? 'day', message: textOrNull(fields.message) };
}

function readNotConfirmable(error: unknown): LimitsFailure | null {
  const fields = ofKind(error, 'notConfirmable');
  return fields && { kind: 'notConfirmable', confirmableAt: textOrNull(fields.confirmableAt), message: textOrNull(fields.message) };
}

export const toLimitsFailure = (error: unknown): LimitsFailure =>
  readAmountInvalid(error) ?? readNotConfirmable(error) ?? readWords(error, 'changeMissing') ?? readFailed(error);

const machineId = 'saferLimits';

/** The confirmation timer's step (ms). */
export const CONFIRM_CHECK_MS = 15_000;

/** Where a save, confirmation or cancellation leaves the form: the answer's limits, the fields as now set. */
function answered(answer: LimitsAnswer) {
  return { limits: answer.limits, fields: fieldsOf(answer.limits), errors: {}, now: answer.now, problem: null };
}

export const saferLimitsMachine = setup({
  types: {
    context: {} as SaferLimitsContext,
    events: {} as SaferLimitsEvent,
  },
  actors: {
    loadLimits: unprovidedActor<LimitsAnswer, void>(machineId, 'loadLimits'),
    saveLimits: unprovidedActor<LimitsSaved, LimitFields>(machineId, 'saveLimits'),
    confirmLimit: unprovidedActor<LimitsAnswer, { period: LimitPeriod }>(machineId, 'confirmLimit'),
    cancelLimitChange: unprovidedActor<LimitsAnswer, { period: LimitPeriod }>(machineId, 'cancelLimitChange'),
  },
  delays: {
    /** How often the clock moves on while a change waits: Confirm enables at most this late, never early. */
    confirmCheckInterval: CONFIRM_CHECK_MS,
  },
  guards: {
    isAnyAmountMalformed: ({ context }) => LIMIT_PERIODS.some((period) => isAmountMalformed(context.fields[period])),
    isAnyAmountBelowOne: ({ context }) => LIMIT_PERIODS.some((period) => isAmountBelowOne(context.fields[period])),
    isNothingChanged: ({ context }) => context.limits !== null && LIMIT_PERIODS.every((period) => isUnchanged(context.fields[period], context.limits?.[period].amount ?? null)),
    isChangeConfirmable: ({ context }, period: LimitPeriod) => isConfirmable(context, period),
    hasPendingChange: ({ context }, period: LimitPeriod) => context.limits?.[period].pending != null,
    hasChangeToWaitFor: ({ context }) => nextConfirmableAt(context) !== null,
    isAmountRefused: (_, failure: LimitsFailure) => failure.kind === 'amountInvalid',
    isNotConfirmable: (_, failure: LimitsFailure) => failure.kind === 'notConfirmable',
    isChangeMissing: (_, failure: LimitsFailure) => failure.kind === 'changeMissing',
  },
}).createMachine({
  id: machineId,
  description: 'The deposit limits editor (issue 24): three free-text limits; a decrease or a new limit applies at once, an increase or removal waits 24 hours for a second confirmation.',
  context: {
    limits: null,
    fields: { day: '', week: '', month: '' },
    errors: {},
    notice: null,
    problem: null,
    now: 0,
    changing: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the player’s limits, what is used and any pending change.',
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: {
          target: 'editing',
          description: 'The fields show the current limits.',
          actions: assign(({ event }) => ({ limits: event.output.limits, fields: fieldsOf(event.output.limits), errors: {}, now: event.output.now })),
        },
        // Reading the failure makes a missing actor stop the machine (machines/lib/failures.ts caught).
        onError: { target: 'loadFailed', description: 'The limits could not be loaded: Try again.', actions: ({ event }) => void toLimitsFailure(event.error) },
      },
    },
    loadFailed: {
      description: '"Your limits could not be loaded." with Try again.',
      on: { 'limits.retryPressed': { target: 'loading', description: 'Try again loads the limits again.' } },
    },
    editing: {
      description: 'The player types the limits; a pending change shows when it can be confirmed, and Confirm or Cancel it.',
      initial: 'deciding',
      on: {
        'limits.amountTyped': {
          description: 'The field keeps what is typed; its error goes.',
          actions: assign(({ context, event }) => ({ fields: { ...context.fields, [event.period]: event.value }, errors: { ...context.errors, [event.period]: undefined } })),
        },
        'limits.noticeDismissed': { description: 'The notice or problem is closed.', actions: assign({ notice: null, problem: null }) },
        'limits.savePressed': { target: 'checking', description: 'Save checks the fields first.', actions: assign({ notice: null, problem: null }) },
        'limits.confirmPressed': {
          guard: { type: 'isChangeConfirmable', params: ({ event }) => event.period },
          target: 'confirming',
          description: 'Confirm (enabled once the waiting time has passed) asks the server to apply the change.',
          actions: assign(({ event }) => ({ changing: event.period, notice: null, problem: null })),
        },
        'limits.cancelPressed': {
          guard: { type: 'hasPendingChange', params: ({ event }) => event.period },
          target: 'cancelling',
          description: 'Cancel drops the pending change; the current limit stays.',
          actions: assign(({ event }) => ({ changing: event.period, notice: null, problem: null })),
        },
      },
      states: {
        deciding: {
          description: 'Whether a pending change is still waiting for its time.',
          always: [
            { guard: 'hasChangeToWaitFor', target: 'waitingToConfirm', description: 'A pending change is not yet confirmable.' },
            { target: 'ready', description: 'Nothing to wait for.' },
          ],
        },
        ready: { description: 'Every pending change (if any) can be confirmed.' },
        waitingToConfirm: {
          description: 'A pending change waits until its confirmable time; its Confirm is disabled.',
          after: {
            confirmCheckInterval: {
              target: 'deciding',
              description: 'Every 15 s the clock moves on; once a change’s time has passed its Confirm is enabled.',
              actions: assign(({ context }) => ({ now: context.now + CONFIRM_CHECK_MS })),
            },
          },
        },
      },
    },
    checking: {
      description: 'Save: each amount is empty (no limit) or up to 10 digits with up to 2 decimals, then at least 1; something must change — in this order.',
      always: [
        {
          guard: 'isAnyAmountMalformed',
          target: 'editing',
          description: 'A field that is not an amount shows its error.',
          actions: assign(({ context }) => ({ errors: Object.fromEntries(LIMIT_PERIODS.filter((period) => isAmountMalformed(context.fields[period])).map((period) => [period, { code: 'format' }])) })),
        },
        {
          guard: 'isAnyAmountBelowOne',
          target: 'editing',
          description: 'An amount below ৳1 shows its error.',
          actions: assign(({ context }) => ({ errors: Object.fromEntries(LIMIT_PERIODS.filter((period) => isAmountBelowOne(context.fields[period])).map((period) => [period, { code: 'tooSmall' }])) })),
        },
        { guard: 'isNothingChanged', target: 'editing', description: 'The fields are the current limits: nothing to save.', actions: assign({ errors: {}, notice: { code: 'nothingChanged' } }) },
        { target: 'saving', actions: assign({ errors: {} }) },
      ],
    },
    saving: {
      description: 'Saving the limits.',
      invoke: {
        id: 'saveLimits',
        src: 'saveLimits',
        input: ({ context }) => savedBody(context.fields),
        onDone: {
          target: 'editing',
          description: 'Saved: says which limits apply at once and which wait for confirmation.',
          actions: assign(({ event }) => ({ ...answered(event.output), notice: { code: 'saved' as const, applied: event.output.applied, pending: event.output.pending } })),
        },
        onError: [
          {
            guard: { type: 'isAmountRefused', params: ({ event }) => toLimitsFailure(event.error) },
            target: 'editing',
            description: 'The server refused an amount (limit_amount_invalid): its field shows why and keeps what was typed.',
            actions: assign(({ event }) => {
              const failure = toLimitsFailure(event.error);
              return failure.kind === 'amountInvalid' ? { errors: { [failure.field]: { code: 'refused' as const, message: failure.message } } } : {};
            }),
          },
          {
            target: 'editing',
            description: 'The save failed: the fields stay; Try again saves again.',
            actions: assign(({ event }) => ({ problem: { code: 'saveFailed' as const, message: toLimitsFailure(event.error).message } })),
          },
        ],
      },
    },
    confirming: {
      description: 'Confirming the pending change of one period.',
      invoke: {
        id: 'confirmLimit',
        src: 'confirmLimit',
        input: ({ context }) => ({ period: context.changing ?? 'day' }),
        onDone: {
          target: 'editing',
          description: 'Confirmed: the new limit applies.',
          actions: assign(({ context, event }) => ({ ...answered(event.output), notice: { code: 'confirmed' as const, period: context.changing ?? 'day' }, changing: null })),
        },
        onError: [
          {
            guard: { type: 'isNotConfirmable', params: ({ event }) => toLimitsFailure(event.error) },
            target: 'editing',
            description: 'Too early (limit_not_confirmable): says when it can be confirmed.',
            actions: assign(({ context, event }) => {
              const failure = toLimitsFailure(event.error);
              return { problem: { code: 'notConfirmable' as const, period: context.changing ?? 'day', confirmableAt: failure.kind === 'notConfirmable' ? failure.confirmableAt : null }, changing: null };
            }),
          },
          {
            guard: { type: 'isChangeMissing', params: ({ event }) => toLimitsFailure(event.error) },
            target: 'loading',
            description: 'No such change any more (limit_change_missing): the limits load again.',
            actions: assign(({ context }) => ({ problem: { code: 'changeMissing' as const, period: context.changing ?? 'day' }, changing: null })),
          },
          {
            target: 'editing',
            description: 'The confirmation failed: Confirm may be pressed again.',
            actions: assign(({ context, event }) => ({ problem: { code: 'changeFailed' as const, period: context.changing ?? 'day', message: toLimitsFailure(event.error).message }, changing: null })),
          },
        ],
      },
    },
    cancelling: {
      description: 'Cancelling the pending change of one period.',
      invoke: {
        id: 'cancelLimitChange',
        src: 'cancelLimitChange',
        input: ({ context }) => ({ period: context.changing ?? 'day' }),
        onDone: {
          target: 'editing',
          description: 'Cancelled: the current limit stays.',
          actions: assign(({ context, event }) => ({ ...answered(event.output), notice: { code: 'cancelled' as const, period: context.changing ?? 'day' }, changing: null })),
        },
        onError: [
          {
            guard: { type: 'isChangeMissing', params: ({ event }) => toLimitsFailure(event.error) },
            target: 'loading',
            description: 'No such change any more (limit_change_missing): the limits load again.',
            actions: assign(({ context }) => ({ problem: { code: 'changeMissing' as const, period: context.changing ?? 'day' }, changing: null })),
          },
          {
            target: 'editing',
            description: 'The cancellation failed: Cancel may be pressed again.',
            actions: assign(({ context, event }) => ({ problem: { code: 'changeFailed' as const, period: context.changing ?? 'day', message: toLimitsFailure(event.error).message }, changing: null })),
          },
        ],
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Selectors: what the page shows.

/** One period's row of the editor. */
export type LimitRow = {
  period: LimitPeriod;
  typed: string;
  error: LimitFieldError | null;
  current: PeriodLimit | null;
  /** When more becomes available under the limit in force; null without a limit (deposits count, but nothing waits for them). */
  resetsAt: string | null;
  /** The pending change, with whether it can be confirmed at the machine's clock. */
  pending: (PendingLimitChange & { confirmable: boolean }) | null;
};

export function limitRows(context: SaferLimitsContext): LimitRow[] {
  return LIMIT_PERIODS.map((period) => {
    const current = context.limits?.[period] ?? null;
    const pending = current?.pending ?? null;
    const resetsAt = current?.amount != null ? current.resetsAt : null;
    return { period, typed: context.fields[period], error: context.errors[period] ?? null, current, resetsAt, pending: pending ? { ...pending, confirmable: isConfirmable(context, period) } : null };
  });
}
