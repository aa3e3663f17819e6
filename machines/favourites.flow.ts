import { defineFlow } from './lib/flow';
import { favouritesMachine } from './favourites';

export const favouritesFlow = defineFlow({
  name: 'favourites',
  summary: 'A favourites slider click: the exchange with the exchange token for players, the login page for visitors.',
  machine: favouritesMachine,
  inputs: [{ name: 'the home page', input: undefined }],
  events: {
    'favourites.itemChosen': [
      { type: 'favourites.itemChosen', player: { loggedIn: true, exchangeToken: 'exchange-1' } },
      { type: 'favourites.itemChosen', player: { loggedIn: false, exchangeToken: null } },
    ],
  },
});
