import { exactRtp, InvalidChoiceError, type ExactRtp, type RandomInt } from './random.ts';

/**
 * Baccarat (punto banco) dealt from a continuous shuffler: every card is drawn from a full 52-card deck
 * (13 ranks, 10 and the court cards count 0). Player and Banker get two cards each, then the third-card
 * rules of punto banco. Bets: Player pays 2× (1:1), Banker 1.95× (1:1 less 5 % commission), Tie 9× (8:1);
 * a tie returns Player and Banker bets. Exact RTPs (baccaratReturnToPlayer): Player 98.77 %, Banker 98.94 %, Tie 85.88 %.
 */
export const baccaratBets = ['player', 'banker', 'tie'] as const;
export type BaccaratBet = (typeof baccaratBets)[number];
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** Hundredths of the stake each bet pays for each result. */
export const baccaratPays: Record<BaccaratBet, Record<BaccaratWinner, number>> = {
  player: { player: 200, banker: 0, tie: 100 },
  banker: { player: 0, banker: 195, tie: 100 },
  tie: { player: 0, banker: 0, tie: 900 },
};

export function parseBaccaratBet(choice: string | undefined): BaccaratBet {
  if (choice && (baccaratBets as readonly string[]).includes(choice)) return choice as BaccaratBet;
  throw new InvalidChoiceError('baccarat');
}

/** Cards are 0–51: rank = card % 13 (0 = ace … 12 = king), suit = card / 13. */
export const cardValue = (card: number): number => {
  const rank = card % 13;
  return rank < 9 ? rank + 1 : 0;
};

/** Whether the banker draws a third card, from its total and the player's third card value (null: none). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Deals a coup from card values drawn in order P, B, P, B, then third cards as the rules ask. */
function coup<T>(draw: () => T, valueOf: (card: T) => number): { player: T[]; banker: T[] } {
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  const total = (cards: T[]) => cards.reduce((sum, card) => sum + valueOf(card), 0) % 10;
  const p = total(player);
  const b = total(banker);
  if (p >= 8 || b >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (p <= 5) {
    const card = draw();
    player.push(card);
    playerThird = valueOf(card);
  }
  if (bankerDraws(b, playerThird)) banker.push(draw());
  return { player, banker };
}

export type BaccaratOutcome = {
  game: 'baccarat';
  bet: BaccaratBet;
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  payout: number;
};

const totalOf = (cards: readonly number[]) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;
const winnerOf = (p: number, b: number): BaccaratWinner => (p > b ? 'player' : b > p ? 'banker' : 'tie');

export function dealBaccarat(bet: BaccaratBet, random: RandomInt): BaccaratOutcome {
  const { player, banker } = coup(() => random(52), cardValue);
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const winner = winnerOf(playerTotal, bankerTotal);
  return { game: 'baccarat', bet, player, banker, playerTotal, bankerTotal, winner, payout: baccaratPays[bet][winner] };
}

/**
 * Exact chances of each result: every sequence of up to 6 card values, each rank 1/13 (value 0 for four
 * ranks), weighted over the 13⁶ equally likely six-card sequences (cards not drawn count 13 ways each).
 */
export function baccaratResultCounts(): { counts: Record<BaccaratWinner, number>; total: number } {
  resultCounts ??= countResults();
  return { counts: { ...resultCounts.counts }, total: resultCounts.total };
}
let resultCounts: { counts: Record<BaccaratWinner, number>; total: number } | undefined;

function countResults(): { counts: Record<BaccaratWinner, number>; total: number } {
  const counts: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  const weight = (value: number) => (value === 0 ? 4 : 1);
  const values = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const add = (p: number, b: number, ways: number) => {
    counts[winnerOf(p, b)] += ways;
  };
  for (const p1 of values)
    for (const b1 of values)
      for (const p2 of values)
        for (const b2 of values) {
          const ways = weight(p1) * weight(b1) * weight(p2) * weight(b2);
          const p = (p1 + p2) % 10;
          const b = (b1 + b2) % 10;
          if (p >= 8 || b >= 8) {
            add(p, b, ways * 13 * 13);
          } else if (p <= 5) {
            for (const p3 of values) {
              const withThird = ways * weight(p3);
              const pt = (p + p3) % 10;
              if (bankerDraws(b, p3)) for (const b3 of values) add(pt, (b + b3) % 10, withThird * weight(b3));
              else add(pt, b, withThird * 13);
            }
          } else if (bankerDraws(b, null)) {
            for (const b3 of values) add(p, (b + b3) % 10, ways * weight(b3) * 13);
          } else {
            add(p, b, ways * 13 * 13);
          }
        }
  return { counts, total: 13 ** 6 };
}

export function baccaratReturnToPlayer(bet: BaccaratBet): ExactRtp {
  const { counts, total } = baccaratResultCounts();
  const hundredths = (Object.keys(counts) as BaccaratWinner[]).reduce((sum, winner) => sum + counts[winner] * baccaratPays[bet][winner], 0);
  return exactRtp(hundredths, total);
}
