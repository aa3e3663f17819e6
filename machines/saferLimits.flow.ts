import { defineFlow } from './lib/flow';
import {
  amountText,
  isAmountBelowOne,
  normalizedAmount,
  isAmountMalformed,
  isConfirmable,
  LIMIT_PERIODS,
  nextConfirmableAt,
  saferLimitsMachine,
  type LimitsAnswer,
  type LimitsFailure,
  type LimitsSaved,
  type PeriodLimit,
  type SaferLimitsContext,
} from './saferLimits';

const requestedAt = '2026-11-26T08:00:00.000Z';
const confirmableAt = '2026-11-27T08:00:00.000Z';
const beforeConfirmable = Date.parse(requestedAt) + 60_000;

const none: PeriodLimit = { amount: null, used: 0, left: null, resetsAt: null, pending: null };
const dayLimit: PeriodLimit = { amount: 1000, used: 400, left: 600, resetsAt: '2026-11-27T06:00:00.000Z', pending: null };
const noAllowance = { left: null, period: null, resetsAt: null };

/** A new player: no limit, prompted. */
const noLimits: LimitsAnswer = { limits: { day: none, week: none, month: none }, allowance: noAllowance, limitPrompt: true, now: beforeConfirmable };
/** ৳1,000 a day, a raise to ৳5,000 asked a minute ago (confirmable tomorrow). */
const raiseWaiting: LimitsAnswer = {
  limits: { day: { ...dayLimit, pending: { amount: 5000, requestedAt, confirmableAt } }, week: none, month: none },
  allowance: { left: 600, period: 'day', resetsAt: dayLimit.resetsAt },
  limitPrompt: false,
  now: beforeConfirmable,
};
/** The same raise, its 24 hours over. */
const raiseConfirmable: LimitsAnswer = { ...raiseWaiting, now: Date.parse(confirmableAt) + 1000 };
const dayOnly: LimitsAnswer = { limits: { day: dayLimit, week: none, month: none }, allowance: { left: 600, period: 'day', resetsAt: dayLimit.resetsAt }, limitPrompt: false, now: beforeConfirmable };

/** The raise confirmed: ৳5,000 a day in force. */
const raised: LimitsAnswer = { ...dayOnly, limits: { ...dayOnly.limits, day: { ...dayLimit, amount: 5000, left: 4600 } }, allowance: { ...dayOnly.allowance, left: 4600 } };

const savedAtOnce: LimitsSaved = { ...dayOnly, applied: ['day'], pending: [] };
const savedPending: LimitsSaved = { ...raiseWaiting, applied: [], pending: ['day'] };

// The server's own words (server/i18n/messages/safer.ts).
const refusedWeek: LimitsFailure = { kind: 'amountInvalid', field: 'week', message: 'Enter a limit of ৳1 or more (digits, up to 2 decimals), or leave it empty for no limit.' };
const failed: LimitsFailure = { kind: 'failed', message: null };
const tooEarly: LimitsFailure = { kind: 'notConfirmable', confirmableAt, message: 'You can confirm this change from 27 Nov 2026, 14:00. Until then your current limit stays.' };
const missing: LimitsFailure = { kind: 'changeMissing', message: 'There is no pending change to this deposit limit.' };

/** What the next transitions depend on: the checks of Save and which change can be confirmed (texts, notices and clocks left out). */
function decisive(context: SaferLimitsContext) {
  return {
    malformed: LIMIT_PERIODS.some((period) => isAmountMalformed(context.fields[period])),
    small: LIMIT_PERIODS.some((period) => isAmountBelowOne(context.fields[period])),
    unchanged: context.limits !== null && LIMIT_PERIODS.every((period) => normalizedAmount(context.fields[period]) === amountText(context.limits?.[period].amount ?? null)),
    pending: context.limits ? LIMIT_PERIODS.map((period) => (context.limits?.[period].pending ? isConfirmable(context, period) : null)) : null,
    waiting: nextConfirmableAt(context) !== null,
    changing: context.changing,
    // Which failure branch was taken: the same target, told apart by what it shows.
    fieldError: Object.values(context.errors).some(Boolean),
    problem: context.problem?.code ?? null,
  };
}

export const saferLimitsFlow = defineFlow({
  name: 'saferLimits',
  summary: 'The deposit limits editor: 24 hours, 7 days and a month; a decrease or new limit applies at once, an increase or removal waits 24 hours and needs a second confirmation.',
  machine: saferLimitsMachine,
  inputs: [{ name: 'a player opening /safer-gambling', input: undefined }],
  events: {
    'limits.amountTyped': [
      { type: 'limits.amountTyped', period: 'day', value: '১০০০' },
      { type: 'limits.amountTyped', period: 'week', value: '50,00' },
      { type: 'limits.amountTyped', period: 'month', value: '0.50' },
    ],
    'limits.confirmPressed': [{ type: 'limits.confirmPressed', period: 'day' }],
    'limits.cancelPressed': [{ type: 'limits.cancelPressed', period: 'day' }],
  },
  contextKey: decisive,
  actorResults: {
    loadLimits: { done: [noLimits, raiseWaiting, raiseConfirmable], error: [failed] },
    saveLimits: { done: [savedAtOnce, savedPending], error: [refusedWeek, failed] },
    confirmLimit: { done: [raised], error: [tooEarly, missing, failed] },
    cancelLimitChange: { done: [dayOnly], error: [missing, failed] },
  },
});
