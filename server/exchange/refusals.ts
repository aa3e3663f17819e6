import { refusal, say } from '../i18n/messages.ts';
import type { Paisa } from '../money/amounts.ts';
import { STAKE_LIMITS, type MarketKind } from './stakes.ts';

/**
 * The `code` of each refusal, beside its message, for the site to decide on (issue 22); the words are
 * the catalogue's (i18n/messages/exchange.ts). A `price_moved` answer also carries the offered `price`
 * as a number, a `stake_out_of_range` one the kind's `min` and `max` (taka), an `insufficient_balance`
 * one the `balance`.
 */
export const betCodes = {
  unavailable: 'market_unavailable',
  closed: 'market_closed',
  suspended: 'suspended',
  ballRunning: 'ball_running',
  selection: 'selection_not_found',
  side: 'side_not_offered',
  lineMoved: 'line_moved',
  insufficient: 'insufficient_balance',
  stake: 'stake_out_of_range',
  priceMoved: 'price_moved',
} as const;

/** The English words of each refusal (and of the matched notice), from the catalogue. */
export const betMessages = {
  unavailable: say(betCodes.unavailable),
  closed: say(betCodes.closed),
  suspended: say(betCodes.suspended),
  ballRunning: say(betCodes.ballRunning),
  selection: say(betCodes.selection),
  side: say(betCodes.side),
  lineMoved: say(betCodes.lineMoved),
  insufficient: say(betCodes.insufficient),
  matched: say('bet_matched'),
  stake: (kind: MarketKind) => say(betCodes.stake, STAKE_LIMITS[kind]),
  priceMoved: (price: number) => say(betCodes.priceMoved, { price }),
} as const;

/** A refused bet as answered: its message, its code and its variable parts. */
export type BetRefusal = { message: string; code: (typeof betCodes)[keyof typeof betCodes]; price?: number; min?: number; max?: number; balance?: string };

export const betRefusal = (reason: Exclude<keyof typeof betCodes, 'stake' | 'priceMoved' | 'insufficient'>): BetRefusal => refusal(betCodes[reason]) as BetRefusal;
export const priceMoved = (price: number): BetRefusal => refusal(betCodes.priceMoved, { price }) as BetRefusal;
export const stakeOutOfRange = (kind: MarketKind): BetRefusal => refusal(betCodes.stake, { min: STAKE_LIMITS[kind].min, max: STAKE_LIMITS[kind].max }) as BetRefusal;
export const insufficientBalance = (balance: string): BetRefusal => refusal(betCodes.insufficient, { balance }) as BetRefusal;

/** A bet as the player asks for it. */
export type BetRequest = {
  market: MarketKind;
  eventId: string;
  /** Match Odds: its market id (1.xxxxxxxx); BookMaker: its market id; Fancy: the line's id. */
  marketId: string;
  selectionId?: number | undefined;
  side: 'back' | 'lay' | 'yes' | 'no';
  /** Decimal odds (Match Odds), the bookmaker rate (45 = 1.45), or the Fancy rate. */
  odds: number;
  /** Fancy: the line (run) the player saw. */
  run?: number | undefined;
  stake: Paisa;
  /** A better price than the one asked for is taken rather than refused. */
  acceptBetterOdds: boolean;
};

