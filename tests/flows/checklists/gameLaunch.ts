import { gameLaunchMachine, type GameLaunchFailure, type GameLaunchRequest, type LaunchingPlayer } from '../../../machines/gameLaunch';
import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { gameLaunchErrorText } from '../../../src/edge/gameLaunch';
import { blockedCall } from './browserTab';
import { quoted } from './ui';
import { proxiedAnswer } from './devtools';

const tileOf = (request: GameLaunchRequest | null) => `the tile ${request?.gameName ?? request?.gameCode ?? ''}`;

/**
 * Who taps: a visitor, a player, or a player whose stored remote_id is gone (spec 1 §6: launching needs
 * both); the tester deletes it in devtools and puts it back as it was for a later tap of the same case.
 */
function asWho(player: LaunchingPlayer, before: LaunchingPlayer): string {
  const storage = 'devtools › Application › Local Storage';
  if (!player.loggedIn) return 'logged out';
  if (!player.token || !player.remoteId) return `logged in, with remote_id deleted in ${storage} first (note its value)`;
  return before.loggedIn && (!before.token || !before.remoteId) ? `logged in, with remote_id put back in ${storage} as it was` : 'logged in';
}

function refused(failure: GameLaunchFailure): OutcomeWords {
  const action = 'Wait for the answer';
  if (failure.kind === 'rejected')
    return {
      action,
      // No operator command puts a provider into maintenance: the answer is overridden instead.
      precondition: proxiedAnswer('POST /api/game-run', `a 409 with the message "${failure.message}"`),
      situation: 'provider refuses',
    };
  return { action, precondition: `The game-run call gets no answer (${blockedCall('/api/game-run')})`, situation: 'no answer' };
}

export const gameLaunchChecklist = defineChecklist(gameLaunchMachine, {
  subject: 'Game launch',
  open: 'Open /games?type=SLOT&title=Slots',
  preconditions: {
    'no game asked for yet': 'A JILI slot is listed first (called Golden Empire here: read the tile’s own name); logged in as demoplayer1 / demo12345 where a step says so, else logged out',
  },
  events: {
    'gameLaunch.requested': (event, context) => `Tap ${quoted('games.play')} on ${tileOf(event.request)} (${asWho(event.player, context.player)})`,
    'gameLaunch.errorDismissed': () => `Tap ${quoted('games.launch.dismiss')} (×) on the red message`,
  },
  actors: {
    runGame: {
      done: () => ({ action: 'Wait for the game' }),
      error: refused,
    },
  },
  states: {
    idle: (context) => (context.request ? `The red message is gone; ${tileOf(context.request)} shows ${quoted('games.play')}` : `The Slots list shows its tiles, each with ${quoted('games.play')}`),
    checkingPlayer: null,
    launching: (context) => `${quoted('games.play')} on ${tileOf(context.request)} turns into a spinner until the answer; another tap does nothing`,
    sentToLogin: '/login opens',
    gameOpened: (context) => `/gamerun opens with the game in its frame and ${context.request?.gameName ?? 'the game'} in its bar`,
    failed: (context) => `Under ${quoted('games.play')} of ${tileOf(context.request)} a red message says '${context.error ? gameLaunchErrorText(context.error) : ''}', with ${quoted('games.launch.dismiss')}`,
  },
});
