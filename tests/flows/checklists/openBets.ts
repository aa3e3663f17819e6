import type { ExchangeBetRow } from '../../../machines/exchangeAccount';
import { defineChecklist } from '../../../machines/lib/flow';
import { listedOpenBets, openBetsMachine, type OpenBetsContext, type OpenBetsListing } from '../../../machines/openBets';
import { formatTaka } from '../../../src/format/money';
import { blockedCall } from './browserTab';
import { quoted, ui } from './ui';

const money = (amount: number) => formatTaka(amount, { fixedDecimals: true });

/** One row of the column as src/features/odds-view/OpenBetsList.tsx draws it (the time is when it was placed). */
function row(bet: ExchangeBetRow): string {
  const side = ui(bet.betType === 'lay' ? 'exchangeAccount.bet.betType.lay' : 'exchangeAccount.bet.betType.back');
  const figures = `${ui('exchangeAccount.bet.stake')} ${money(bet.stake)} ${ui('exchangeAccount.bet.liability')} ${money(bet.potentialLiability)} ${ui('exchangeAccount.bet.potentialProfit')} ${money(bet.potentialProfit)}`;
  return `'${side} ${bet.selectionName} ${bet.odds}', '${figures}', '${bet.marketName} · ${ui('betSlip.matchedAt', { time: '…' })}' with the time it was placed`;
}

/** The column below the bet slip: its title, a failure with Try again, the bets or none, the link to My Bets. */
function columnShows(context: OpenBetsContext): string {
  const bets = listedOpenBets(context);
  const failure = context.failed ? `${quoted('betSlip.openBetsFailed')} with ${quoted('betSlip.openBetsRetry')}; ` : '';
  const list = !context.loaded
    ? quoted('betSlip.loadingOpenBets')
    : bets.length > 0
      ? `one row per open bet on this match: ${bets.map(row).join('; ')}`
      : context.failed
        ? 'no rows'
        : quoted('betSlip.noOpenBets');
  const more = context.more ? `, ${quoted('betSlip.moreOpenBets')}` : '';
  return `${quoted('betSlip.openBets')} below the bet slip shows ${failure}${list}${more}; the link ${quoted('betSlip.allOpenBets')} under it`;
}

export const openBetsChecklist = defineChecklist(openBetsMachine, {
  subject: 'Open bets beside the odds view',
  open: {
    'the odds view of an event': 'On /exchange, tap the match to open its odds view',
    // The column is drawn only with an event (src/features/odds-view/OddsViewScreen.tsx): tests/flows/uiReach.ts leaves these paths out.
    'no event': 'No page shows the open bets without an event: not a manual case',
  },
  preconditions: {
    'the odds view of an event': 'Logged in as a player on a desktop browser (the odds view’s right column holds the bet slip and the open bets)',
    'no event': 'None (machines/openBets.test.ts covers the list of every event)',
  },
  events: {
    'openBets.betMatched': () => `In the bet slip, tap a ${ui('betSlip.side.back')} price of this match, the quick stake '100' and ${quoted('betSlip.place')}; wait until the slip says it is matched`,
    'openBets.refreshRequested': () => `Tap ${quoted('exchangeShell.refresh')} (the turning arrows in the exchange header)`,
    'openBets.retryRequested': () => `Unblock the request and tap ${quoted('betSlip.openBetsRetry')} under ${quoted('betSlip.openBets')}`,
  },
  actors: {
    fetchOpenBets: {
      done: (listing: OpenBetsListing) =>
        listing.bets.length === 0
          ? { action: 'Wait for the open bets', precondition: 'The player has no open bets', situation: 'no open bets' }
          : {
              action: 'Wait for the open bets',
              precondition: `The player has ${listing.bets.length === 1 ? 'one open bet' : `${listing.bets.length} open bets`} on this match: ${listing.bets.map((bet) => `${bet.betType} ${bet.selectionName} at ${bet.odds}, stake ${money(bet.stake)}`).join(' and ')} (placed from the bet slip with the matches held: EXCHANGE_FEED_SPEED=0 npm start; with another team or price the row shows those)`,
            },
      error: () => ({
        action: 'Wait for the open bets',
        precondition: `The open bets cannot load (${blockedCall('/api/exchange/bets')} before opening the odds view)`,
        situation: 'list fails',
      }),
    },
  },
  states: {
    loading: (context) => (context.loaded ? `${columnShows(context)}; within a moment the list is asked for again and shows the open bets as the server has them (a bet just matched first)` : columnShows(context)),
    showing: columnShows,
  },
});
