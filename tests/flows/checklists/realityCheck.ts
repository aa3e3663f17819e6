import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import type { SaferStatus } from '../../../machines/lib/saferBreaks';
import { hoursAndMinutes, netResultOf, realityCheckMachine, shownIntervalOf, type RealityCheckContext, type RealityCheckInterval } from '../../../machines/realityCheck';
import { quoted, ui } from './ui';

const intervalLabel = (minutes: RealityCheckInterval) => (minutes === 0 ? quoted('breaks.realityCheck.off') : quoted('breaks.realityCheck.minutes', { minutes }));

/** The section's control and the line under it (src/features/safer-gambling/RealityCheckSection.tsx). */
function sectionShows(context: RealityCheckContext): string {
  const outcome = context.saveOutcome;
  const line = outcome?.kind === 'saved' ? `, ${quoted('breaks.realityCheck.saved')} under it` : outcome?.kind === 'failed' ? `, '${outcome.message ?? ui('breaks.realityCheck.saveFailed')}' in red under it` : '';
  return `${quoted('breaks.realityCheck.interval')} shows ${intervalLabel(shownIntervalOf(context))} chosen${line}`;
}

/** The dialog's net (RealityCheckDialog.tsx netText): a win or loss of the player's own, so its amount is '…'. */
function netShows(netWinLoss: string | null): string {
  switch (netResultOf(netWinLoss).kind) {
    case 'win':
      return quoted('breaks.dialog.netWin', { amount: '…' });
    case 'loss':
      return quoted('breaks.dialog.netLoss', { amount: '…' });
    case 'even':
      return quoted('breaks.dialog.netEven');
    case 'unknown':
      return quoted('breaks.dialog.netUnknown');
  }
}

function statusOf(status: SaferStatus): OutcomeWords {
  const action = `Wait for ${quoted('breaks.realityCheck.interval')} to load`;
  if (status.realityCheck.intervalMinutes === 0) return { action, situation: 'checks off' };
  return {
    action,
    precondition: `Where checks are on, the player chose ${intervalLabel(status.realityCheck.intervalMinutes)} under ${quoted('breaks.realityCheck.interval')} on an earlier visit, then logged out and in again just before this case`,
    situation: 'checks on',
  };
}

export const realityCheckChecklist = defineChecklist(realityCheckMachine, {
  subject: 'Reality check',
  open: `Open /safer-gambling; ${quoted('breaks.realityCheck.title')} is its second section`,
  preconditions: {
    'a logged-in player': 'Logged in as demoplayer1 / demo12345, a funded player whose reality checks are off unless a case set them, a clock at hand',
  },
  events: {
    'realityCheck.clockTicked': () => 'Wait a minute',
    'realityCheck.intervalChosen': (event) => `Under ${quoted('breaks.realityCheck.interval')}, tap ${intervalLabel(event.minutes)}`,
    'realityCheck.continued': () => `Tap ${quoted('breaks.dialog.continue')}`,
    // The record opens in place of the page: the tester comes back to watch the next check.
    'realityCheck.historyViewed': () => `Tap ${quoted('breaks.dialog.history')}; /betting-record opens. Go back to /safer-gambling`,
    'realityCheck.logOutPressed': () => `Tap ${quoted('breaks.dialog.logOut')}`,
  },
  actors: {
    loadStatus: {
      done: statusOf,
      error: () => ({
        action: `Wait for ${quoted('breaks.realityCheck.interval')} to load`,
        precondition: 'Where the status cannot load, switch the browser offline before opening the page, and online again after the first step',
        situation: 'status fails',
      }),
    },
    loadFigures: {
      done: (status: SaferStatus) => {
        const net = netResultOf(status.session.netWinLoss).kind;
        return net === 'win' || net === 'loss'
          ? { action: 'Wait for the dialog', precondition: `Where the session ${net === 'win' ? 'is ahead, a round won' : 'is behind, a round lost'} on /games since logging in` }
          : { action: 'Wait for the dialog' };
      },
      error: () => ({ action: 'Wait for the dialog', precondition: 'Where the figures cannot load, switch the browser offline a few seconds before the check is due', situation: 'figures fail' }),
    },
    saveInterval: {
      done: () => ({ action: 'Wait for the answer' }),
      error: () => ({ action: 'Wait for the answer', precondition: 'Where the save fails, switch the browser offline right before the tap', situation: 'save fails' }),
    },
  },
  delays: {
    untilNextCheck: 'Wait until a whole interval has passed since logging in (15 minutes after the log-in, then every 15)',
    statusRetryDelay: 'Wait a minute (the page asks again)',
  },
  states: {
    // The control waits for the session's status: disabled until then.
    'running.loadingStatus': (context) => (context.startedAt === null ? `${quoted('breaks.realityCheck.interval')} is disabled` : null),
    'running.statusFailed': `${quoted('breaks.realityCheck.interval')} stays disabled; no dialog comes`,
    'running.scheduling': null,
    'running.off': (context) => `${sectionShows(context)}; no dialog comes`,
    'running.waiting': (context) => `${sectionShows(context)}; no dialog yet`,
    'running.loadingFigures': null,
    'running.showing': (context) => {
      const minutes = context.dueAt !== null && context.startedAt !== null ? Math.round((context.dueAt - context.startedAt) / 60_000) : 0;
      return `The ${quoted('breaks.dialog.title')} dialog opens over the page: ${quoted('breaks.dialog.loggedIn', hoursAndMinutes(minutes))} and ${netShows(context.netWinLoss)}, with ${quoted('breaks.dialog.logOut')}, ${quoted('breaks.dialog.history')} and ${quoted('breaks.dialog.continue')}`;
    },
    'running.saving': `${quoted('breaks.realityCheck.saving')} under ${quoted('breaks.realityCheck.interval')}, which is disabled`,
    stopped: 'The site logs out, as with the menu’s Log out; no more dialogs come',
  },
});
