import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { ofKind } from './lib/failures';

/** The markets a bet can be placed on (POST /api/exchange/bets `market`). */
export type BetMarket = 'match_odds' | 'bookmaker' | 'fancy';
export type BetSide = 'back' | 'lay' | 'yes' | 'no';

/** A market's stake limits, in taka. */
export type StakeRange = { min: number; max: number };

/**
 * The exchange's limits as the server serves them (GET /api/limits, issue 23 §5): the stake limits
 * per market and the Fancy tab codes whose bets risk the stake on both sides (Lottery, Odd/Even).
 * The edge provides them in the input; the slip keeps no copy of its own.
 */
export type BetLimits = { stake: Record<BetMarket, StakeRange>; fancyStakedTypes: readonly number[] };

/** Quick stakes of the slip, in taka. */
export const QUICK_STAKES = [100, 500, 1_000, 5_000, 10_000, 25_000] as const;

/** The price the player clicked. */
export type BetSelection = {
  market: BetMarket;
  eventId: string;
  /** Match Odds: its market id; BookMaker: its market id; Fancy: the line's id. */
  marketId: string;
  /** Runner markets: the runner clicked; null for Fancy. */
  selectionId: number | null;
  side: BetSide;
  /** Decimal odds (Match Odds), the bookmaker rate (45 = 1.45), or the Fancy rate. */
  odds: number;
  /** Fancy: the line (run); null otherwise. */
  run: number | null;
  /** Fancy: its tab code (for the preview of Lottery and Odd/Even); null otherwise. */
  lineType: number | null;
  /** The runner's name or the Fancy line's title. */
  label: string;
  /** Runner markets: every runner, for the preview per runner. */
  runners: readonly { selectionId: number; name: string }[];
  /** Where the slip opens in the view (the clicked row). */
  rowKey: string;
};

/** One outcome of the preview: what the bet makes (positive) or loses (negative) if it happens. */
export type PreviewOutcome = { key: string; label: string; profit: number };
export type BetPreview = { outcomes: PreviewOutcome[]; liability: number; profit: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The decimal odds of a runner selection (the bookmaker's rate 45 means 1.45). */
export function decimalOddsOf(selection: Pick<BetSelection, 'market' | 'odds'>): number {
  return selection.market === 'bookmaker' ? 1 + selection.odds / 100 : selection.odds;
}

/**
 * The profit (or loss) per outcome of the slip, with its liability: per runner for Match Odds and
 * BookMaker; for Fancy, the Yes and No results (No risks stake × rate / 100, Yes the stake; Lottery
 * and Odd/Even, the limits' `fancyStakedTypes`, risk the stake) — the server's arithmetic (server/exchange/exposure.ts).
 */
export function betPreview(selection: BetSelection, stake: number, fancyStakedTypes: BetLimits['fancyStakedTypes']): BetPreview {
  const amount = Number.isFinite(stake) && stake > 0 ? stake : 0;
  if (selection.market === 'fancy') {
    const staked = selection.side === 'yes' || (selection.lineType !== null && fancyStakedTypes.includes(selection.lineType));
    const win = staked ? round2((amount * selection.odds) / 100) : amount;
    const loss = staked ? amount : round2((amount * selection.odds) / 100);
    return { outcomes: [{ key: 'win', label: selection.label, profit: win }, { key: 'lose', label: selection.label, profit: -loss }], liability: loss, profit: win };
  }
  const price = round2(amount * (decimalOddsOf(selection) - 1));
  const back = selection.side === 'back';
  const outcomes = selection.runners.map((runner) => {
    const chosen = runner.selectionId === selection.selectionId;
    const profit = back ? (chosen ? price : -amount) : chosen ? -price : amount;
    return { key: String(runner.selectionId), label: runner.name, profit };
  });
  return { outcomes, liability: back ? amount : price, profit: back ? price : amount };
}

export function isStakeWithinLimits(limits: StakeRange, stake: number): boolean {
  return Number.isFinite(stake) && stake >= limits.min && stake <= limits.max && Math.round(stake * 100) === stake * 100;
}

/** POST /api/exchange/bets, as the machine asks for it. */
export type BetRequest = BetSelection & { stake: number; acceptBetterOdds: boolean; idempotencyKey: string };
/** 201: the server's message ("Bet matched."), the balance and the held exposure. */
export type BetMatched = { message: string; balance: number; exposure: number };
/**
 * A bet not placed: the server refused it (its words; `newPrice` when the price moved), or the
 * call failed on the way (network, time-out: the same slip may be sent again with the same key).
 */
export type BetFailure = { kind: 'refused'; message: string; newPrice: number | null } | { kind: 'network'; message: string | null };

export type BetSlipInput = {
  /** A random start for this page's idempotency keys (made at the edge). */
  idempotencySeed: string;
  /** The server's limits (GET /api/limits): the odds view starts the slip once they are loaded. */
  limits: BetLimits;
};

export type BetSlipContext = {
  idempotencySeed: string;
  limits: BetLimits;
  /** Counts new slips and changes: a new version means a new idempotency key. */
  slipVersion: number;
  selection: BetSelection | null;
  stake: number;
  acceptBetterOdds: boolean;
  failure: BetFailure | null;
  /** The stake asked for was outside the market's limits (the slip shows them). */
  stakeRefused: boolean;
  matched: BetMatched | null;
};

export type BetSlipEvent =
  | { type: 'slip.priceSelected'; selection: BetSelection }
  | { type: 'slip.stakeChanged'; stake: number }
  /** The stake field's text as typed: the machine reads the stake from it (`stakeOfTyped`). */
  | { type: 'slip.stakeTyped'; text: string }
  | { type: 'slip.acceptBetterOddsToggled' }
  /** Price moved: the slip takes the price the server named. */
  | { type: 'slip.newPriceTaken' }
  /**
   * The price on screen for the slip's selection changed (a poll): the slip follows it, so what is
   * sent is what the player sees. `odds` is the price or rate, `run` the Fancy line (null otherwise).
   */
  | { type: 'slip.priceMoved'; odds: number; run: number | null }
  | { type: 'slip.placeRequested' }
  | { type: 'slip.closed' };

const machineId = 'betSlip';

export function idempotencyKeyOf(context: Pick<BetSlipContext, 'idempotencySeed' | 'slipVersion'>): string {
  return `${context.idempotencySeed}-${context.slipVersion}`;
}

/** Reads the placeBet actor's rejection (a BetFailure, taken as it came); anything else failed on the way. */
export const toBetFailure = (error: unknown): BetFailure => (ofKind(error, 'refused', 'network') as BetFailure | null) ?? { kind: 'network', message: null };

/** Where the odds view's current price of a selection is read from (the odds view's context, narrowed). */
export type PricesOnScreen = {
  market: { runners: readonly { selectionId: number; back: { price: number } | null; lay: { price: number } | null }[] } | null;
  detail: {
    bookmaker: { marketId: string; runners: readonly { selectionId: number; backPrice: number; layPrice: number }[] } | null;
    fancy: readonly { id: string; no: number; noRate: number; yes: number; yesRate: number }[];
  } | null;
};

/**
 * The price the screen shows now for the slip's selection ({ odds, run }), or null when it shows
 * none (no longer offered, another market): the slip then keeps the price the player clicked.
 */
export function priceOnScreen(selection: BetSelection, prices: PricesOnScreen): { odds: number; run: number | null } | null {
  if (selection.market === 'match_odds') {
    const runner = prices.market?.runners.find((candidate) => candidate.selectionId === selection.selectionId);
    const price = (selection.side === 'back' ? runner?.back : runner?.lay)?.price;
    return price !== undefined && price > 0 ? { odds: price, run: null } : null;
  }
  if (selection.market === 'bookmaker') {
    const market = prices.detail?.bookmaker;
    if (!market || market.marketId !== selection.marketId) return null;
    const runner = market.runners.find((candidate) => candidate.selectionId === selection.selectionId);
    const rate = selection.side === 'back' ? runner?.backPrice : runner?.layPrice;
    return rate !== undefined && rate > 0 ? { odds: rate, run: null } : null;
  }
  const line = prices.detail?.fancy.find((candidate) => candidate.id === selection.marketId);
  if (!line) return null;
  const [run, rate] = selection.side === 'yes' ? [line.yes, line.yesRate] : [line.no, line.noRate];
  return rate > 0 ? { odds: rate, run } : null;
}

/** The stake field takes whole taka of at most 9 digits: anything else typed is dropped; nothing left is no stake (0). */
export const STAKE_MAX_DIGITS = 9;

/** The stake a typed text stands for: its ASCII digits, the first 9, as a number; 0 when none. */
export function stakeOfTyped(text: string): number {
  const digits = text.replace(/\D/g, '').slice(0, STAKE_MAX_DIGITS);
  return digits === '' ? 0 : Number(digits);
}

const changed = ({ context }: { context: BetSlipContext }) => ({ slipVersion: context.slipVersion + 1, failure: null, stakeRefused: false });

export const betSlipMachine = setup({
  types: {
    input: {} as BetSlipInput,
    context: {} as BetSlipContext,
    events: {} as BetSlipEvent,
  },
  actors: {
    /** POST /api/exchange/bets with the Idempotency-Key header. */
    placeBet: unprovidedActor<BetMatched, BetRequest>(machineId, 'placeBet'),
  },
  actions: {
    /** Tells the exchange header (bet-matched box, Bets, Exposure, balance). */
    announceBetMatched: unprovidedAction(machineId, 'announceBetMatched') as (args: unknown, matched: BetMatched) => void,
  },
  guards: {
    isPriceToSelect: ({ event }) => event.type === 'slip.priceSelected' && Number.isFinite(event.selection.odds) && event.selection.odds > 0,
    isStakeAllowed: ({ context }) => context.selection !== null && isStakeWithinLimits(context.limits.stake[context.selection.market], context.stake),
    isValidStake: ({ event }) => event.type === 'slip.stakeChanged' && Number.isFinite(event.stake) && event.stake >= 0,
    hasNewPrice: ({ context }) => context.failure?.kind === 'refused' && context.failure.newPrice !== null,
    isNetworkFailure: ({ event }) => 'error' in event && toBetFailure(event.error).kind === 'network',
    /**
     * A different price for the slip's selection, and no network failure waiting to be retried
     * under its key (a changed slip gets a new key, which could place the first attempt twice).
     */
    isPriceToFollow: ({ context, event }) =>
      event.type === 'slip.priceMoved' &&
      context.selection !== null &&
      context.failure?.kind !== 'network' &&
      Number.isFinite(event.odds) &&
      event.odds > 0 &&
      (event.odds !== context.selection.odds || event.run !== context.selection.run),
  },
}).createMachine({
  id: machineId,
  description:
    'The bet slip: a price chosen (Match Odds back/lay, BookMaker back/lay, Fancy Yes/No), a stake within the market’s limits, the profit or liability per outcome, and the bet placed under an idempotency key.',
  context: ({ input }) => ({
    idempotencySeed: input.idempotencySeed,
    limits: input.limits,
    slipVersion: 0,
    selection: null,
    stake: 0,
    // Issue 22: on by default, as on the big exchanges; a better price is matched at that price.
    acceptBetterOdds: true,
    failure: null,
    stakeRefused: false,
    matched: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'No slip: the prices can be clicked.',
      on: {
        'slip.priceSelected': {
          guard: 'isPriceToSelect',
          target: 'editing',
          description: 'A new slip under the clicked row, with a new idempotency key.',
          actions: assign(({ context, event }) => ({ ...changed({ context }), selection: event.selection, matched: null })),
        },
      },
    },
    editing: {
      description: 'The slip: stake (quick stakes or typed), the market’s limits, the profit or liability per outcome, a refusal if the last try was refused.',
      on: {
        'slip.priceSelected': {
          guard: 'isPriceToSelect',
          target: 'editing',
          reenter: true,
          description: 'Another price: the slip moves there, keeping the stake.',
          actions: assign(({ context, event }) => ({ ...changed({ context }), selection: event.selection })),
        },
        'slip.stakeChanged': { guard: 'isValidStake', actions: assign(({ context, event }) => ({ ...changed({ context }), stake: event.stake })) },
        'slip.stakeTyped': {
          description: 'The stake as typed: its digits (at most 9) are the stake; none is no stake.',
          actions: assign(({ context, event }) => ({ ...changed({ context }), stake: stakeOfTyped(event.text) })),
        },
        'slip.acceptBetterOddsToggled': { actions: assign(({ context }) => ({ ...changed({ context }), acceptBetterOdds: !context.acceptBetterOdds })) },
        'slip.priceMoved': {
          guard: 'isPriceToFollow',
          description: 'The price on screen moved: the slip follows it (a new key), so the bet is sent at the price the player sees.',
          actions: assign(({ context, event }) => ({ ...changed({ context }), selection: context.selection ? { ...context.selection, odds: event.odds, run: event.run } : null })),
        },
        'slip.newPriceTaken': {
          guard: 'hasNewPrice',
          description: 'The price moved: the slip takes the new price, to be placed again.',
          actions: assign(({ context }) => {
            const failure = context.failure;
            const newPrice = failure?.kind === 'refused' ? failure.newPrice : null;
            return { ...changed({ context }), selection: context.selection && newPrice !== null ? { ...context.selection, odds: newPrice } : context.selection };
          }),
        },
        'slip.placeRequested': [
          { guard: 'isStakeAllowed', target: 'placingBet', actions: assign({ failure: null, stakeRefused: false }) },
          { description: 'A stake outside the market’s limits is not sent: the slip shows the limits.', actions: assign({ stakeRefused: true }) },
        ],
        'slip.closed': { target: 'closed', description: 'Cancel: the slip is cleared.', actions: assign({ selection: null, failure: null, stakeRefused: false }) },
      },
    },
    placingBet: {
      description: 'Sending the bet; the slip cannot be changed meanwhile.',
      invoke: {
        id: 'placeBet',
        src: 'placeBet',
        input: ({ context }) => {
          if (!context.selection) throw new Error('betSlip: placing without a selection');
          return { ...context.selection, stake: context.stake, acceptBetterOdds: context.acceptBetterOdds, idempotencyKey: idempotencyKeyOf(context) };
        },
        onDone: {
          target: 'betMatched',
          description: 'Matched: the server’s message shows and the header is told.',
          actions: [
            assign(({ context, event }) => ({ matched: event.output, slipVersion: context.slipVersion + 1 })),
            { type: 'announceBetMatched', params: ({ event }) => event.output },
          ],
        },
        onError: [
          {
            guard: 'isNetworkFailure',
            target: 'editing',
            description: 'The call failed on the way: the slip stays, and trying again sends the same idempotency key.',
            actions: assign(({ event }) => ({ failure: toBetFailure(event.error) })),
          },
          {
            target: 'editing',
            description: 'Refused (price moved, suspended, ball running, stake limits, insufficient balance): the slip stays with the server’s words; a new try is a new key.',
            actions: assign(({ context, event }) => ({ failure: toBetFailure(event.error), slipVersion: context.slipVersion + 1 })),
          },
        ],
      },
    },
    betMatched: {
      description: 'Shows "Bet matched." until closed or another price is clicked.',
      on: {
        'slip.priceSelected': {
          guard: 'isPriceToSelect',
          target: 'editing',
          description: 'A new slip, with a new idempotency key.',
          actions: assign(({ context, event }) => ({ ...changed({ context }), selection: event.selection, matched: null })),
        },
        'slip.closed': { target: 'closed', description: 'The slip is cleared.', actions: assign({ matched: null, selection: null }) },
      },
    },
  },
});
