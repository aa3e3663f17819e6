import { ApiError } from '../api/errors';
import { failedOrUnexpected, rejectedOrUnexpected } from '../../machines/lib/failures';
import { describeFailure } from '../api/errors';
import { closeGameRun, gameLaunchErrorText, gameRunTitle, readGameRunState } from './gameLaunch';
import { gameListErrorText } from './games';

/** The edge's reading of a failed call: its description, then the machine's classifier (machines/lib/failures.ts). */
const gameLaunchFailureFrom = (error: unknown) => rejectedOrUnexpected(describeFailure(error));
const gameListFailureFrom = (error: unknown) => failedOrUnexpected(describeFailure(error));

describe('game list errors (spec 1 §8, Game lists)', () => {
  it('an error answer gives its message, or "Failed to fetch …" without one', () => {
    expect(gameListFailureFrom(new ApiError('type must be one of LIVE, SLOT.', 422))).toEqual({ kind: 'failed', message: 'type must be one of LIVE, SLOT.' });
    expect(gameListFailureFrom(new ApiError('Internal Server Error', 500))).toEqual({ kind: 'failed', message: null });
    expect(gameListFailureFrom(new ApiError('HTTP 503', 503))).toEqual({ kind: 'failed', message: null });
    expect(gameListErrorText('systems', { kind: 'failed', message: null })).toBe('Failed to fetch systems');
    expect(gameListErrorText('providers', { kind: 'failed', message: null })).toBe('Failed to fetch providers');
    expect(gameListErrorText('games', { kind: 'failed', message: 'Busy' })).toBe('Busy');
  });

  it('no answer, or one we cannot read, is the unexpected error', () => {
    expect(gameListFailureFrom(new ApiError('fetch failed', null, {}, 'network'))).toEqual({ kind: 'unexpected' });
    expect(gameListFailureFrom(new ApiError('Unexpected answer', null, {}, 'invalidResponse'))).toEqual({ kind: 'unexpected' });
    expect(gameListErrorText('games', { kind: 'unexpected' })).toBe('An unexpected error occurred while fetching games');
    expect(gameListErrorText('systems', { kind: 'unexpected' })).toBe('An unexpected error occurred while fetching systems');
  });
});

describe('game launch errors (spec 1 §8, Game launch)', () => {
  it('the server message, or "An unexpected error occurred"', () => {
    expect(gameLaunchFailureFrom(new ApiError('Game not found.', 404))).toEqual({ kind: 'rejected', message: 'Game not found.' });
    expect(gameLaunchFailureFrom(new ApiError('Not Found', 404))).toEqual({ kind: 'unexpected' });
    expect(gameLaunchFailureFrom(new ApiError('timeout', null, {}, 'timeout'))).toEqual({ kind: 'unexpected' });
    expect(gameLaunchErrorText({ kind: 'unexpected' })).toBe('An unexpected error occurred');
    expect(gameLaunchErrorText({ kind: 'notLoggedIn' })).toBe('User not logged in');
  });
});

describe('/gamerun state (spec 1 §2.9)', () => {
  it('takes web addresses only', () => {
    expect(readGameRunState({ iframeUrl: '/demo-game/?session=x', returnTo: '/games?type=SLOT' })).toEqual({ iframeUrl: '/demo-game/?session=x', returnTo: '/games?type=SLOT' });
    expect(readGameRunState({ iframeUrl: 'https://games.example/play' })).toEqual({ iframeUrl: 'https://games.example/play' });
    expect(readGameRunState({ iframeUrl: 'javascript:alert(1)' })).toBeNull();
    expect(readGameRunState({ iframeUrl: 'data:text/html,hi' })).toBeNull();
    expect(readGameRunState({ iframeUrl: '/x', returnTo: 'https://elsewhere.example' })).toEqual({ iframeUrl: '/x' });
    expect(readGameRunState(null)).toBeNull();
    expect(readGameRunState({ other: 1 })).toBeNull();
  });

  it('keeps the game’s name for the bar (issue 22)', () => {
    expect(readGameRunState({ iframeUrl: '/demo-game/?session=x', gameName: ' Mini Roulette ' })).toEqual({ iframeUrl: '/demo-game/?session=x', gameName: 'Mini Roulette' });
    expect(readGameRunState({ iframeUrl: '/x', gameName: 42 })).toEqual({ iframeUrl: '/x' });
    expect(readGameRunState({ iframeUrl: '/x', gameName: '  ' })).toEqual({ iframeUrl: '/x' });
    expect(gameRunTitle({ gameCode: 'JILI-LIVE-1', gameName: 'Mini Roulette', gameType: 'LIVE', platform: 'JILI' })).toBe('Mini Roulette');
    expect(gameRunTitle({ gameType: 'SLOT', platform: 'JILI' })).toBe('JILI');
    expect(gameRunTitle(null)).toBeUndefined();
  });

  it('close goes to /games when the game was not opened from our site', () => {
    closeGameRun(null);
    expect(window.location.pathname).toBe('/games');
  });
});
