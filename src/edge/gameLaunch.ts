import { useMachine } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { gameLaunchMachine, type GameLaunchFailure, type GameLaunchRequest, type GameRunRequest } from '../../machines/gameLaunch';
import { rejectedOrUnexpected } from '../../machines/lib/failures';
import { t } from '../i18n';
import { useLayout } from '../ui/useLayout';
import { callApi } from './call';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { useIsLoggedIn } from './session';
import { storageKeys } from './storage';

export type { GameLaunchRequest } from '../../machines/gameLaunch';

/**
 * The navigation state /gamerun reads (spec 1 §2.9); `returnTo` says the page before it is ours,
 * so closing the game can go back to it.
 */
export type GameRunState = { iframeUrl: string; returnTo?: string; gameName?: string };

export function gameLaunchErrorText(failure: GameLaunchFailure): string {
  switch (failure.kind) {
    case 'notLoggedIn':
      return t('games.launch.notLoggedIn');
    case 'rejected':
      return failure.message;
    case 'unexpected':
      return t('games.launch.unexpected');
  }
}

/** Opens /gamerun with the game's url (and name, for its bar) in the history state, so a reload keeps the game. */
export function openGameRun(url: string, gameName?: string): void {
  const returnTo = `${window.location.pathname}${window.location.search}`;
  navigate('/gamerun', { state: { iframeUrl: url, returnTo, ...(gameName ? { gameName } : {}) } satisfies GameRunState });
}

/** The bar's title: the game's name, else the platform a lobby launch opened (never a bare "Game"). */
export function gameRunTitle(request: GameLaunchRequest | null): string | undefined {
  const name = request?.gameName?.trim();
  if (name) return name.slice(0, 80);
  return request?.platform.trim() || undefined;
}

/** The launch machine with its side effects: the game-run call and navigation. */
export const gameLaunchMachineLive = gameLaunchMachine.provide({
  actors: {
    // Loaded on first use: the API client stays out of the entry chunk. The failure means (spec 1 §8, Game launch): the server's words, or the unexpected error.
    runGame: fromPromise<string, GameRunRequest>(({ input, signal }) =>
      callApi(() => import('../api/games'), rejectedOrUnexpected, (api, client) => api.launchGame(client, { ...input, externalURL: window.location.origin }, signal)),
    ),
  },
  actions: {
    goToLogin: () => goTo('/login'),
    openGame: ({ context }) => {
      if (context.url) openGameRun(context.url, gameRunTitle(context.request));
    },
  },
});

export type GameLaunch = {
  launch: (request: GameLaunchRequest) => void;
  launching: boolean;
  /** The error text of the last launch (spec 1 §8), or null. */
  error: string | null;
  /** The game asked for last, so the view can show the error next to it. */
  request: GameLaunchRequest | null;
  dismissError: () => void;
};

/**
 * Launching games from a page (game tiles, featured games, sportsbooks): a visitor goes to /login,
 * a player to /gamerun with the url from game-run (spec 1 §4, §6).
 */
export function useGameLaunch(): GameLaunch {
  const loggedIn = useIsLoggedIn();
  const layout = useLayout();
  const [snapshot, send] = useMachine(gameLaunchMachineLive, { inspect: inspectFlow('gameLaunch') });
  const launch = useCallback(
    (request: GameLaunchRequest) => {
      const player = { loggedIn, token: localStorage.getItem(storageKeys.token), remoteId: localStorage.getItem(storageKeys.remoteId) };
      send({ type: 'gameLaunch.requested', request, player, isMobile: layout === 'mobile' });
    },
    [loggedIn, layout, send],
  );
  const dismissError = useCallback(() => send({ type: 'gameLaunch.errorDismissed' }), [send]);
  const failure = snapshot.context.error;
  const error = useMemo(() => (failure ? gameLaunchErrorText(failure) : null), [failure]);
  return { launch, launching: snapshot.matches('launching'), error, request: snapshot.context.request, dismissError };
}

/** The game url of /gamerun's history entry, if it is one we can show in a frame. */
export function readGameRunState(state: unknown = window.history.state): GameRunState | null {
  if (typeof state !== 'object' || state === null || !('iframeUrl' in state) || typeof state.iframeUrl !== 'string') return null;
  let url: URL;
  try {
    url = new URL(state.iframeUrl, window.location.origin);
  } catch {
    return null;
  }
  // Only web addresses: a javascript: or data: url must never become the frame's source.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const returnTo = 'returnTo' in state && typeof state.returnTo === 'string' && state.returnTo.startsWith('/') ? state.returnTo : undefined;
  const gameName = 'gameName' in state && typeof state.gameName === 'string' && state.gameName.trim() !== '' ? state.gameName.trim().slice(0, 80) : undefined;
  return { iframeUrl: state.iframeUrl, ...(returnTo ? { returnTo } : {}), ...(gameName ? { gameName } : {}) };
}

/** Closing the game: back to the page that opened it when that is ours, else the games list. */
export function closeGameRun(state: GameRunState | null): void {
  if (state?.returnTo && window.history.length > 1) window.history.back();
  else goTo('/games', { replace: true });
}
