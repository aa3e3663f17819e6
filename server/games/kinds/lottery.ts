import { exactRtp, InvalidChoiceError, type ExactRtp, type RandomInt } from './random.ts';

/**
 * Lottery draw: the player picks 4 different numbers from 1–20, the server draws 5 of the 20 when the
 * ticket is bought. Matches pay (stake included): 2 → 2×, 3 → 13×, 4 → 120×.
 * Exact RTP: (3,360 × 2 + 480 × 13 + 16 × 120) / 15,504 = 14,880 / 15,504 = 95.98 %.
 */
export const LOTTERY_NUMBERS = 20;
export const LOTTERY_PICKS = 4;
export const LOTTERY_DRAWN = 5;
/** Pay in hundredths of the stake by the number of matches. */
export const lotteryPays: readonly number[] = [0, 0, 200, 1300, 12_000];

/** "3,7,12,19": 4 different numbers from 1 to 20, any order. */
export function parseLotteryPicks(choice: string | undefined): number[] {
  const parts = (choice ?? '').split(',');
  const picks = parts.map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : NaN));
  const valid = picks.length === LOTTERY_PICKS && picks.every((n) => n >= 1 && n <= LOTTERY_NUMBERS) && new Set(picks).size === LOTTERY_PICKS;
  if (!valid) throw new InvalidChoiceError('lottery');
  return picks.sort((a, b) => a - b);
}

export type LotteryOutcome = { game: 'lottery'; picks: number[]; drawn: number[]; matches: number; payout: number };

/** Draws 5 different numbers (a partial Fisher–Yates shuffle of 1–20), in the order drawn. */
export function drawLottery(picks: number[], random: RandomInt): LotteryOutcome {
  const pool = Array.from({ length: LOTTERY_NUMBERS }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let index = 0; index < LOTTERY_DRAWN; index += 1) {
    const pick = index + random(LOTTERY_NUMBERS - index);
    [pool[index], pool[pick]] = [pool[pick] as number, pool[index] as number];
    drawn.push(pool[index] as number);
  }
  const matches = picks.filter((n) => drawn.includes(n)).length;
  return { game: 'lottery', picks, drawn, matches, payout: lotteryPays[matches] ?? 0 };
}

/** Exact RTP: every one of the C(20, 5) = 15,504 draws against the picks 1–4 (any picks give the same). */
export function lotteryReturnToPlayer(): ExactRtp & { chances: number[] } {
  const chances = [0, 0, 0, 0, 0];
  let hundredths = 0;
  let draws = 0;
  const choose = (start: number, chosen: number[]) => {
    if (chosen.length === LOTTERY_DRAWN) {
      const matches = chosen.filter((n) => n <= LOTTERY_PICKS).length;
      chances[matches] = (chances[matches] ?? 0) + 1;
      hundredths += lotteryPays[matches] ?? 0;
      draws += 1;
      return;
    }
    for (let n = start; n <= LOTTERY_NUMBERS; n += 1) choose(n + 1, [...chosen, n]);
  };
  choose(1, []);
  return { ...exactRtp(hundredths, draws), chances };
}
