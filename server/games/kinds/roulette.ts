import { exactRtp, InvalidChoiceError, type ExactRtp, type RandomInt } from './random.ts';

/**
 * European roulette, single zero: 37 pockets 0–36. One bet a spin: a straight number (pays 36× the stake,
 * the stake included), red or black, odd or even, low (1–18) or high (19–36) (2×), a dozen (3×). Zero
 * loses every outside bet. Every bet returns 36 / 37 = 97.30 %.
 */
export const POCKETS = 37;
export const redNumbers: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
/** The wheel's order of pockets, clockwise from zero. */
export const wheelOrder: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const outsideBets = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'dozen2', 'dozen3'] as const;
export type RouletteBet = (typeof outsideBets)[number] | `n${number}`;

/** "n0"…"n36" or an outside bet name; anything else is refused. */
export function parseRouletteBet(choice: string | undefined): RouletteBet {
  if (choice && (outsideBets as readonly string[]).includes(choice)) return choice as RouletteBet;
  const match = /^n(\d{1,2})$/.exec(choice ?? '');
  if (match && Number(match[1]) < POCKETS && String(Number(match[1])) === match[1]) return choice as RouletteBet;
  throw new InvalidChoiceError('roulette');
}

/** The numbers a bet covers and what it pays in hundredths of the stake. */
export function rouletteBetCover(bet: RouletteBet): { numbers: number[]; payout: number } {
  const all = Array.from({ length: 36 }, (_, index) => index + 1);
  switch (bet) {
    case 'red':
      return { numbers: [...redNumbers], payout: 200 };
    case 'black':
      return { numbers: all.filter((n) => !redNumbers.includes(n)), payout: 200 };
    case 'odd':
      return { numbers: all.filter((n) => n % 2 === 1), payout: 200 };
    case 'even':
      return { numbers: all.filter((n) => n % 2 === 0), payout: 200 };
    case 'low':
      return { numbers: all.filter((n) => n <= 18), payout: 200 };
    case 'high':
      return { numbers: all.filter((n) => n >= 19), payout: 200 };
    case 'dozen1':
    case 'dozen2':
    case 'dozen3': {
      const dozen = Number(bet.slice(5)) - 1;
      return { numbers: all.filter((n) => Math.floor((n - 1) / 12) === dozen), payout: 300 };
    }
    default:
      return { numbers: [Number(bet.slice(1))], payout: 3600 };
  }
}

export type RouletteOutcome = { game: 'roulette'; bet: RouletteBet; number: number; color: 'red' | 'black' | 'green'; payout: number };

export const colorOf = (number: number): 'red' | 'black' | 'green' => (number === 0 ? 'green' : redNumbers.includes(number) ? 'red' : 'black');

export function spinRoulette(bet: RouletteBet, random: RandomInt): RouletteOutcome {
  const number = random(POCKETS);
  const cover = rouletteBetCover(bet);
  return { game: 'roulette', bet, number, color: colorOf(number), payout: cover.numbers.includes(number) ? cover.payout : 0 };
}

/** Exact RTP of a bet: Σ over the 37 pockets of its payout, over 37. */
export function rouletteReturnToPlayer(bet: RouletteBet): ExactRtp {
  const cover = rouletteBetCover(bet);
  let hundredths = 0;
  for (let number = 0; number < POCKETS; number += 1) if (cover.numbers.includes(number)) hundredths += cover.payout;
  return exactRtp(hundredths, POCKETS);
}
