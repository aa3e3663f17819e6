import { betPreview, betSlipMachine, QUICK_STAKES, type BetFailure, type BetMatched, type BetSelection, type BetSlipContext } from '../../../machines/betSlip';
import { defineChecklist } from '../../../machines/lib/flow';
import { formatNumber, formatTaka } from '../../../src/format/money';
import { quoted, ui } from './ui';

const money = (amount: number) => formatTaka(amount, { fixedDecimals: true });

/** The price as the slip's first line writes it: "Back · Dhaka Dynamites · 1.85" (a Fancy line: "Line 45 at 90"). */
function slipTitle(selection: BetSelection): string {
  const price = selection.market === 'fancy' ? ui('betSlip.line', { run: selection.run ?? '', rate: selection.odds }) : String(selection.odds);
  return `'${ui(`betSlip.side.${selection.side}`)} · ${selection.label} · ${price}'`;
}

const failureText = (failure: BetFailure) => (failure.kind === 'refused' ? failure.message : (failure.message ?? ui('betSlip.networkFailed')));

/** The slip from top to bottom: the price, the stake and its limits, the option, the profit per outcome, a refusal. */
function slipShows(context: BetSlipContext): string {
  const selection = context.selection;
  if (!selection) return 'No bet slip shows';
  const limits = context.limits.stake[selection.market];
  const range = { min: formatTaka(limits.min), max: formatTaka(limits.max) };
  const preview = betPreview(selection, context.stake, context.limits.fancyStakedTypes);
  const outcomes = preview.outcomes.map((outcome) => `${selection.market === 'fancy' ? quoted(outcome.key === 'win' ? 'betSlip.ifWins' : 'betSlip.ifLoses') : outcome.label} ${money(outcome.profit)}`);
  const parts = [
    `The slip shows ${slipTitle(selection)}`,
    `${quoted('betSlip.stake')}: ${context.stake === 0 ? 'empty' : context.stake}`,
    context.stakeRefused ? `${quoted('betSlip.stakeOutside', range)} in red` : quoted('betSlip.limits', range),
    ...(selection.market === 'fancy' ? [] : [`${quoted('betSlip.acceptBetterOdds')} ${context.acceptBetterOdds ? 'ticked' : 'not ticked'}`]),
    `${outcomes.join(', ')}, ${quoted('betSlip.liability', { amount: money(preview.liability) })}`,
  ];
  if (context.failure) {
    const newPrice = context.failure.kind === 'refused' && context.failure.newPrice !== null ? ` with ${quoted('betSlip.takeNewPrice', { price: context.failure.newPrice })}` : '';
    parts.push(`'${failureText(context.failure)}' in red${newPrice}`);
  }
  return parts.join('; ');
}

export const betSlipChecklist = defineChecklist(betSlipMachine, {
  subject: 'Bet slip',
  open: 'On /exchange, tap the match to open its odds view',
  preconditions: {
    'an odds view':
      'Logged in as demoplayer1 with a balance of ৳5,000 and no open bets; a cricket match Dhaka Dynamites v Sylhet Strikers is listed on /exchange, its Match Odds backing Dhaka Dynamites at 1.85 (with another match or price, the profit is the stake × (price − 1))',
  },
  events: {
    'slip.priceSelected': (event, context) => {
      const again = context.selection?.rowKey === event.selection.rowKey && context.selection.side === event.selection.side ? ' again' : '';
      return `Under ${quoted('oddsView.matchOdds')}, tap the ${ui(`betSlip.side.${event.selection.side}`)} price ${event.selection.odds} of ${event.selection.label}${again}`;
    },
    // Quick stakes are buttons; any other stake is typed.
    'slip.stakeChanged': (event) =>
      (QUICK_STAKES as readonly number[]).includes(event.stake) ? `Tap the quick stake '${formatNumber(event.stake)}'` : `Type ${event.stake} in ${quoted('betSlip.stake')} in place of what is there`,
    'slip.stakeTyped': (event) => `Type ${event.text} in ${quoted('betSlip.stake')} in place of what is there`,
    'slip.acceptBetterOddsToggled': (_event, context) => `${context.acceptBetterOdds ? 'Untick' : 'Tick'} ${quoted('betSlip.acceptBetterOdds')}`,
    'slip.newPriceTaken': (_event, context) =>
      `Tap ${quoted('betSlip.takeNewPrice', { price: context.failure?.kind === 'refused' && context.failure.newPrice !== null ? context.failure.newPrice : '' })}`,
    'slip.priceMoved': (event, context) => `Wait until the ${context.selection ? `${ui(`betSlip.side.${context.selection.side}`)} price of ${context.selection.label}` : 'price'} moves on screen (to ${event.odds} here)`,
    'slip.placeRequested': () => `Tap ${quoted('betSlip.place')}`,
    'slip.closed': (_event, context) => `Tap ${context.matched ? quoted('betSlip.close') : quoted('betSlip.cancel')}`,
  },
  actors: {
    placeBet: {
      done: (_matched: BetMatched) => ({ action: 'Wait for the answer' }),
      error: (failure: BetFailure) =>
        failure.kind === 'network'
          ? { action: 'Wait for the answer', precondition: `Where the bet is not sent, the connection drops (switch offline right after tapping ${quoted('betSlip.place')})`, situation: 'no connection' }
          : {
              action: 'Wait for the answer',
              precondition: `Where the bet is refused, the price moves before it reaches the server (tap ${quoted('betSlip.place')} just as the price changes; the server says '${failure.message}')`,
              situation: 'price moved',
            },
    },
  },
  states: {
    closed: 'No bet slip shows; the prices can be tapped',
    editing: slipShows,
    // The call the tester waits through: the step merges with its answer.
    placingBet: null,
    betMatched: (context) =>
      context.matched
        ? `The slip says '${context.matched.message}' with ${quoted('betSlip.balanceAfter', { balance: money(context.matched.balance), exposure: money(context.matched.exposure) })} and ${quoted('betSlip.close')}`
        : 'The slip says the bet is matched',
  },
});
