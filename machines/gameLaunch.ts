import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readSaid } from './lib/failures';

/**
 * Which game to open: a tile gives its code and name (the name titles /gamerun's bar); a featured game
 * or a sportsbook only platform and type.
 */
export type GameLaunchRequest = { gameCode?: string; gameName?: string; gameType: string; platform: string };

/** Who asks, as the browser storage knows it (spec 1 §6: launching needs the stored token and remote_id). */
export type LaunchingPlayer = { loggedIn: boolean; token: string | null; remoteId: string | null };

/** What the game-run call gets: the edge adds externalURL (the site's origin). */
export type GameRunRequest = GameLaunchRequest & { userId: string; isMobileLogin: boolean };

/** Why a launch failed: a plain object so that model-test samples stay distinct (spec 1 §8, Game launch). */
export type GameLaunchFailure =
  /** Token or remote_id missing: "User not logged in". */
  | { kind: 'notLoggedIn' }
  /** The server refused: its message. */
  | { kind: 'rejected'; message: string }
  /** No usable answer: "An unexpected error occurred". */
  | { kind: 'unexpected' };

/** Reads the runGame actor's rejection; a missing actor must stop the machine loudly. */
export const toGameLaunchFailure = (error: unknown): GameLaunchFailure => readSaid(error, 'rejected') ?? { kind: 'unexpected' };

/**
 * A featured game's link such as "JILI-SLOT" split on its first dash into platform and game type
 * (spec 1 §3); null when the link has no such form.
 */
export function featuredGameRequest(link: string): GameLaunchRequest | null {
  const dash = link.indexOf('-');
  if (dash <= 0 || dash === link.length - 1) return null;
  const platform = link.slice(0, dash).trim();
  const gameType = link.slice(dash + 1).trim();
  if (platform === '' || gameType === '') return null;
  return { platform, gameType };
}

export type GameLaunchContext = {
  /** The game asked for last: the view shows the error next to its tile. */
  request: GameLaunchRequest | null;
  player: LaunchingPlayer;
  isMobile: boolean;
  error: GameLaunchFailure | null;
  /** The url game-run answered, opened in /gamerun. */
  url: string | null;
};

export type GameLaunchEvent =
  | { type: 'gameLaunch.requested'; request: GameLaunchRequest; player: LaunchingPlayer; isMobile: boolean }
  | { type: 'gameLaunch.errorDismissed' };

const machineId = 'gameLaunch';

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    runGame: unprovidedActor<string, GameRunRequest>(machineId, 'runGame'),
  },
  actions: {
    /** A visitor is sent to /login (spec 1 §4, Featured game click). */
    goToLogin: unprovidedAction(machineId, 'goToLogin'),
    /** Opens /gamerun with the url in the navigation state (spec 1 §2.9). */
    openGame: unprovidedAction(machineId, 'openGame'),
    rememberRequest: assign(({ event }) => {
      if (event.type !== 'gameLaunch.requested') return {};
      return { request: event.request, player: event.player, isMobile: event.isMobile, error: null };
    }),
    showFailure: assign((_, failure: GameLaunchFailure) => ({ error: failure })),
    clearFailure: assign({ error: null }),
  },
  guards: {
    isVisitor: ({ context }) => !context.player.loggedIn,
    areCredentialsMissing: ({ context }) => !context.player.token || !context.player.remoteId,
  },
}).createMachine({
  id: machineId,
  description: 'Opening a game (spec 1 §4 Featured game click, §6, §8): visitors go to /login, players get the game url from game-run and go to /gamerun.',
  context: {
    request: null,
    player: { loggedIn: false, token: null, remoteId: null },
    isMobile: false,
    error: null,
    url: null,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing is being opened; a Play Game button (or a featured game, or a sportsbook) asks for a game.',
      on: { 'gameLaunch.requested': { target: 'checkingPlayer', actions: 'rememberRequest' } },
    },
    checkingPlayer: {
      description: 'A visitor goes to /login; a player without a stored token or remote_id gets "User not logged in".',
      always: [
        { guard: 'isVisitor', target: 'sentToLogin', actions: 'goToLogin', description: 'Not logged in: the login page.' },
        { guard: 'areCredentialsMissing', target: 'failed', actions: { type: 'showFailure', params: { kind: 'notLoggedIn' } } },
        { target: 'launching' },
      ],
    },
    launching: {
      description: 'Waiting for game-run to answer the game url; the buttons show they are busy and a second click is ignored.',
      invoke: {
        id: 'runGame',
        src: 'runGame',
        // The game's name stays in the context for /gamerun's bar; game-run is asked by code.
        input: ({ context }) => ({
          gameType: context.request?.gameType ?? '',
          platform: context.request?.platform ?? '',
          ...(context.request?.gameCode === undefined ? {} : { gameCode: context.request.gameCode }),
          userId: context.player.remoteId ?? '',
          isMobileLogin: context.isMobile,
        }),
        onDone: {
          target: 'gameOpened',
          description: 'The game opens in /gamerun.',
          actions: [assign(({ event }) => ({ url: event.output })), 'openGame'],
        },
        onError: {
          target: 'failed',
          description: 'The server message, or "An unexpected error occurred".',
          actions: { type: 'showFailure', params: ({ event }) => toGameLaunchFailure(event.error) },
        },
      },
    },
    sentToLogin: {
      description: 'A visitor was sent to /login. A page that asked is left; the side menu stays and may ask again.',
      on: { 'gameLaunch.requested': { target: 'checkingPlayer', actions: 'rememberRequest' } },
    },
    gameOpened: {
      description: 'The game opened in /gamerun. A page that asked is left; the side menu stays and may ask again.',
      on: { 'gameLaunch.requested': { target: 'checkingPlayer', actions: 'rememberRequest' } },
    },
    failed: {
      description: 'The error shows next to the game that was asked for; another game (or the same) can be tried.',
      on: {
        'gameLaunch.requested': { target: 'checkingPlayer', actions: 'rememberRequest' },
        'gameLaunch.errorDismissed': { target: 'idle', description: 'The player closes the error.', actions: 'clearFailure' },
      },
    },
  },
});
