import { setup } from 'xstate';
import { unprovidedAction } from './lib/unprovided';

/** Who clicks, as the session knows it: the exchange token comes with the login (spec 1 §3). */
export type FavouritesPlayer = { loggedIn: boolean; exchangeToken: string | null };

export type FavouritesEvent = { type: 'favourites.itemChosen'; player: FavouritesPlayer };

const machineId = 'favourites';

/**
 * The favourites slider's click (spec 1 §4, Favourites click): a logged-in player goes to the
 * exchange with the exchange token; a visitor goes to /login.
 */
export const favouritesMachine = setup({
  types: {
    events: {} as FavouritesEvent,
  },
  actions: {
    /** Opens /exchange?token={exchangeToken}. */
    openExchange: unprovidedAction(machineId, 'openExchange') as (args: unknown, params: { exchangeToken: string }) => void,
    goToLogin: unprovidedAction(machineId, 'goToLogin'),
  },
  guards: {
    isLoggedInWithExchangeToken: (_, params: { player: FavouritesPlayer }) => params.player.loggedIn && params.player.exchangeToken !== null && params.player.exchangeToken !== '',
  },
}).createMachine({
  id: machineId,
  description: 'The favourites slider: a click opens the exchange for players and the login page for visitors.',
  initial: 'browsing',
  states: {
    browsing: {
      description: 'The favourites slider shows; nothing is happening.',
      on: {
        'favourites.itemChosen': [
          {
            guard: { type: 'isLoggedInWithExchangeToken', params: ({ event }) => ({ player: event.player }) },
            target: 'openingExchange',
            description: 'A logged-in player: the exchange, signed in with the exchange token.',
            actions: { type: 'openExchange', params: ({ event }) => ({ exchangeToken: event.player.exchangeToken ?? '' }) },
          },
          { target: 'sendingToLogin', description: 'A visitor (or no exchange token): the login page.', actions: 'goToLogin' },
        ],
      },
    },
    openingExchange: {
      type: 'final',
      description: 'The exchange is opening.',
    },
    sendingToLogin: {
      type: 'final',
      description: 'The login page is opening.',
    },
  },
});
