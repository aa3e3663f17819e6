import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { favouritesMachine } from '../../machines/favourites';
import { inspectFlow } from './flowRecorder';
import { goTo } from './navigation';
import { Session } from './session';

/** Our exchange for now (spec 1 §4: the exchange site with the exchange token). */
export function exchangePath(exchangeToken: string): string {
  return `/exchange?token=${encodeURIComponent(exchangeToken)}`;
}

export const favouritesMachineLive = favouritesMachine.provide({
  actions: {
    openExchange: (_, params: { exchangeToken: string }) => goTo(exchangePath(params.exchangeToken)),
    goToLogin: () => goTo('/login'),
  },
});

/** The favourites slider's click: the view only says "chosen"; the machine decides where to go. */
export function useFavouritesClick() {
  const player = Session.useSelector(
    (snapshot) => ({ loggedIn: snapshot.matches('loggedIn'), exchangeToken: snapshot.context.credentials?.exchangeToken ?? null }),
    (a, b) => a.loggedIn === b.loggedIn && a.exchangeToken === b.exchangeToken,
  );
  const [, send] = useMachine(favouritesMachineLive, { inspect: inspectFlow('favourites') });
  return useCallback(() => send({ type: 'favourites.itemChosen', player }), [send, player]);
}
