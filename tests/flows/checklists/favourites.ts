import { favouritesMachine } from '../../../machines/favourites';
import { defineChecklist } from '../../../machines/lib/flow';
import { quoted } from './ui';

export const favouritesChecklist = defineChecklist(favouritesMachine, {
  subject: 'Favourites',
  // The phone's home has one favourites row, the desktop's one for cricket and one for soccer (src/features/home/Home*.tsx).
  open: `Open / and scroll to ${quoted('home.favourites')} (on a desktop browser: ${quoted('home.cricket')})`,
  preconditions: {
    'the home page': 'Logged in as demoplayer1 / demo12345 where a step says so, else logged out; the home page offers favourites (the demo content does)',
  },
  events: {
    'favourites.itemChosen': (event) => `Tap the first picture of that row (${event.player.loggedIn ? 'logged in' : 'logged out'})`,
  },
  actors: {},
  states: {
    browsing: 'The row shows pictures, each with its caption',
    // The exchange page takes the token off the address at once (src/shell/routes/pages/exchange.tsx).
    openingExchange: `/exchange opens, its address without ?token=; the exchange header shows ${quoted('exchangeShell.bets')}, ${quoted('exchangeShell.balance')} and ${quoted('exchangeShell.exposure')} of the player`,
    sendingToLogin: '/login opens',
  },
});
