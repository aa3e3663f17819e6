import { defineFlow } from './lib/flow';
import { gameLaunchMachine, type GameLaunchEvent, type GameLaunchFailure } from './gameLaunch';

const tile = { gameCode: 'JILI-SLOT-001', gameName: 'Golden Empire', gameType: 'SLOT', platform: 'JILI' };

const requests: Extract<GameLaunchEvent, { type: 'gameLaunch.requested' }>[] = [
  { type: 'gameLaunch.requested', request: tile, player: { loggedIn: false, token: null, remoteId: null }, isMobile: true },
  { type: 'gameLaunch.requested', request: tile, player: { loggedIn: true, token: 'token-1', remoteId: null }, isMobile: false },
  { type: 'gameLaunch.requested', request: tile, player: { loggedIn: true, token: 'token-1', remoteId: 'remote-1' }, isMobile: true },
];

const failures: GameLaunchFailure[] = [
  { kind: 'rejected', message: 'JILI is under maintenance. Please try another provider.' },
  { kind: 'unexpected' },
];

export const gameLaunchFlow = defineFlow({
  name: 'gameLaunch',
  summary: 'Opening a game: visitors go to /login, players without stored credentials see "User not logged in", others get the game url from game-run and go to /gamerun.',
  machine: gameLaunchMachine,
  inputs: [{ name: 'no game asked for yet', input: undefined }],
  events: { 'gameLaunch.requested': requests },
  actorResults: {
    runGame: { done: ['/demo-game/?session=launch-token'], error: failures },
  },
  // The url only matters while it is opened; what identifies a state is the player and the error.
  contextKey: (context) => ({ player: context.player, error: context.error }),
});
