import { assign, fromCallback, setup } from 'xstate';
import { readFailed } from './lib/failures';
import type { RealityCheckInterval, SaferStatus } from './lib/saferBreaks';
import { NotProvidedError, UNPROVIDED, unprovidedAction, unprovidedActor } from './lib/unprovided';

export type { RealityCheckInterval, SaferStatus } from './lib/saferBreaks';
export { REALITY_CHECK_INTERVALS } from './lib/saferBreaks';

/**
 * Issue 24 §2 (RTS 13): the reality check on the session clock. The session's log-in time and the
 * interval come from GET safer-gambling/status; checks fall at `started_at + k × interval`; at each
 * one the session's figures are loaded and the dialog shows how long the player has been logged in
 * and their net win or loss, with Continue, View history and Log out. One actor per logged-in
 * session (the shell); it also keeps the session clock the game page shows.
 */

export type RealityCheckInput = {
  /** The clock when the session's site opened (ms since the epoch); the clock actor moves it on each second. */
  now: number;
};

export type RealityCheckContext = {
  now: number;
  intervalMinutes: RealityCheckInterval;
  /** This session's log-in time (ms since the epoch), or null until the status has loaded. */
  startedAt: number | null;
  /** The next check (or the one shown), ms since the epoch. */
  dueAt: number | null;
  /** The session's net win or loss at the check ("-120.00"); null when it could not be loaded. */
  netWinLoss: string | null;
  /** The interval being saved from the page. */
  savingInterval: RealityCheckInterval | null;
  /** What became of the last save: the section says "Saved" or the failure. */
  saveOutcome: { kind: 'saved' } | { kind: 'failed'; message: string | null } | null;
};

export type RealityCheckEvent =
  /** The clock actor's tick (each second): the time now. */
  | { type: 'realityCheck.clockTicked'; now: number }
  /** The page's interval control: off (0), 15, 30, 45 or 60 minutes. */
  | { type: 'realityCheck.intervalChosen'; minutes: RealityCheckInterval }
  | { type: 'realityCheck.continued' }
  | { type: 'realityCheck.historyViewed' }
  | { type: 'realityCheck.logOutPressed' };

/** A status that failed to load is asked for again after a minute. */
export const STATUS_RETRY_MS = 60_000;

const MINUTE_MS = 60_000;

/** The first `started_at + k × interval` (k ≥ 1) after `now`. */
export function nextCheckAt(startedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * MINUTE_MS;
  const k = Math.max(1, Math.floor((now - startedAt) / interval) + 1);
  return startedAt + k * interval;
}

/** The session time in whole seconds from its log-in to `now` (never below 0). */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** "0:42:10": hours, minutes and seconds of the session clock. */
export function formatSessionClock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

const machineId = 'realityCheck';

/** The clock, declared here and provided at the edge: it sends `realityCheck.clockTicked` each second. */
const clockLogic = fromCallback<RealityCheckEvent>(() => {
  throw new NotProvidedError(machineId, 'actor', 'clock');
});
const unprovidedClock = Object.assign(clockLogic, { [UNPROVIDED]: true }) as typeof clockLogic;

const isInterval = (value: unknown): value is RealityCheckInterval => value === 0 || value === 15 || value === 30 || value === 45 || value === 60;

export const realityCheckMachine = setup({
  types: {
    input: {} as RealityCheckInput,
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
  },
  actors: {
    clock: unprovidedClock,
    /** GET safer-gambling/status. */
    loadStatus: unprovidedActor<SaferStatus, void>(machineId, 'loadStatus'),
    /** POST safer-gambling/reality-check: the interval as saved. */
    saveInterval: unprovidedActor<RealityCheckInterval, RealityCheckInterval>(machineId, 'saveInterval'),
  },
  actions: {
    /** The edge goes to /betting-record. */
    goToHistory: unprovidedAction(machineId, 'goToHistory'),
    /** The edge logs the session out (as the menu's Log out). */
    logOut: unprovidedAction(machineId, 'logOut'),
    readStatus: assign(({ context }, status: SaferStatus) => {
      const startedAt = Date.parse(status.session.startedAt);
      // An unreadable log-in time counts from now, so the checks still come.
      return { intervalMinutes: status.realityCheck.intervalMinutes, startedAt: Number.isFinite(startedAt) ? startedAt : context.now };
    }),
    scheduleNextCheck: assign(({ context }) => ({
      dueAt: context.startedAt === null || context.intervalMinutes === 0 ? null : nextCheckAt(context.startedAt, context.intervalMinutes, context.now),
    })),
  },
  guards: {
    isSessionUnknown: ({ context }) => context.startedAt === null,
    isOff: ({ context }) => context.intervalMinutes === 0,
  },
  delays: {
    /** Until the next check: computed from the session's start, the interval and the clock. */
    untilNextCheck: ({ context }) => Math.max(0, (context.dueAt ?? context.now) - context.now),
    statusRetryDelay: STATUS_RETRY_MS,
  },
}).createMachine({
  id: machineId,
  description: 'The reality check (issue 24 §2): a dialog at each interval of logged-in time with the session’s time and net, and the session clock.',
  context: ({ input }) => ({ now: input.now, intervalMinutes: 0, startedAt: null, dueAt: null, netWinLoss: null, savingInterval: null, saveOutcome: null }),
  initial: 'running',
  states: {
    running: {
      description: 'Logged in: the session clock runs and the checks follow the interval.',
      invoke: { id: 'clock', src: 'clock' },
      on: {
        'realityCheck.clockTicked': { actions: assign(({ event }) => ({ now: event.now })) },
        'realityCheck.intervalChosen': {
          target: '.saving',
          description: 'The page saves another interval: the checks follow it once saved.',
          actions: assign(({ event }) => ({ savingInterval: event.minutes, saveOutcome: null })),
        },
      },
      initial: 'loadingStatus',
      states: {
        loadingStatus: {
          description: 'Reading the interval and the session’s log-in time.',
          invoke: {
            id: 'loadStatus',
            src: 'loadStatus',
            onDone: { target: 'scheduling', actions: { type: 'readStatus', params: ({ event }) => event.output } },
            onError: { target: 'statusFailed', description: 'Only logged: asked again in a minute.' },
          },
        },
        statusFailed: {
          description: 'The status could not be read: no checks until it is read again.',
          after: { statusRetryDelay: 'loadingStatus' },
        },
        scheduling: {
          description: 'Off, or the next check at the session’s start plus a whole number of intervals.',
          always: [
            { guard: 'isSessionUnknown', target: 'loadingStatus', description: 'The session’s log-in time is not known yet (saved before the status loaded).' },
            { guard: 'isOff', target: 'off', actions: assign({ dueAt: null }) },
            { target: 'waiting', actions: 'scheduleNextCheck' },
          ],
        },
        off: {
          description: 'Reality checks are off (the default); the session clock still runs.',
        },
        waiting: {
          description: 'Until the next check is due.',
          after: { untilNextCheck: 'loadingFigures' },
        },
        loadingFigures: {
          description: 'The check is due: loading the session’s net win or loss.',
          invoke: {
            id: 'loadFigures',
            src: 'loadStatus',
            onDone: { target: 'showing', actions: assign(({ event }) => ({ netWinLoss: event.output.session.netWinLoss })) },
            onError: { target: 'showing', description: 'The dialog shows the time logged in and says the net could not be loaded.', actions: assign({ netWinLoss: null }) },
          },
        },
        showing: {
          description: 'The dialog: logged in for Hh Mm, the net win or loss, with Continue, View history and Log out.',
          on: {
            'realityCheck.continued': { target: 'scheduling', description: 'The next check is an interval on.' },
            'realityCheck.historyViewed': { target: 'scheduling', description: 'The betting record opens; the next check is an interval on.', actions: 'goToHistory' },
            'realityCheck.logOutPressed': { target: '#realityCheck.stopped', actions: 'logOut' },
          },
        },
        saving: {
          description: 'Saving the interval the page chose.',
          invoke: {
            id: 'saveInterval',
            src: 'saveInterval',
            input: ({ context }) => context.savingInterval ?? 0,
            onDone: {
              target: 'scheduling',
              actions: assign(({ event, context }) => ({
                intervalMinutes: isInterval(event.output) ? event.output : (context.savingInterval ?? context.intervalMinutes),
                savingInterval: null,
                saveOutcome: { kind: 'saved' } as const,
              })),
            },
            onError: {
              target: 'scheduling',
              description: 'Not saved: the interval stays as it was, and the page says so.',
              actions: assign(({ event }) => ({ savingInterval: null, saveOutcome: { kind: 'failed', message: readFailed(event.error).message } as const })),
            },
          },
        },
      },
    },
    stopped: {
      type: 'final',
      description: 'Logged out from the dialog: no more checks.',
    },
  },
});

// Selectors: what the views read.

export type RealityCheckSnapshot = { context: RealityCheckContext; matches: (value: { running: 'showing' }) => boolean };

/** The dialog's figures, or null while no check is shown. */
export function dialogOf(snapshot: RealityCheckSnapshot): { minutes: number; netWinLoss: string | null } | null {
  const { startedAt, dueAt, netWinLoss } = snapshot.context;
  if (!snapshot.matches({ running: 'showing' }) || startedAt === null || dueAt === null) return null;
  return { minutes: Math.round((dueAt - startedAt) / MINUTE_MS), netWinLoss };
}

/** Logged-in time as whole hours and minutes ("1 h 15 min"). */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** The session's net as the dialog says it: a win or a loss with its size, even, or unknown. */
export function netResultOf(netWinLoss: string | null): { kind: 'win' | 'loss'; amount: number } | { kind: 'even' | 'unknown' } {
  const value = netWinLoss === null ? Number.NaN : Number(netWinLoss);
  if (!Number.isFinite(value)) return { kind: 'unknown' };
  if (value === 0) return { kind: 'even' };
  return { kind: value > 0 ? 'win' : 'loss', amount: Math.abs(value) };
}

/** The session clock ("0:42:10"), or null until the session's log-in time is known. */
export function sessionClockOf(context: RealityCheckContext): string | null {
  return context.startedAt === null ? null : formatSessionClock(elapsedSeconds(context.startedAt, context.now));
}

/** The interval the page shows: the one being saved, else the saved one. */
export function shownIntervalOf(context: RealityCheckContext): RealityCheckInterval {
  return context.savingInterval ?? context.intervalMinutes;
}
