import { exactRtp, InvalidChoiceError, type ExactRtp, type RandomInt } from './random.ts';

/**
 * Fish shooter with fixed odds (no skill): each shot costs the stake and is aimed at one kind of fish.
 * The server decides the hit when the shot is bet: a fish is caught with its fixed chance (out of 100)
 * and pays its fixed multiple of the stake. Every fish returns chance × pay = 96 %.
 */
export const fishKinds = ['clownfish', 'pufferfish', 'turtle', 'shark', 'dragon'] as const;
export type FishKind = (typeof fishKinds)[number];
/** Chance of a catch out of 100, and the pay in hundredths of the stake. */
export const fishTable: Record<FishKind, { chance: number; payout: number }> = {
  clownfish: { chance: 50, payout: 192 },
  pufferfish: { chance: 20, payout: 480 },
  turtle: { chance: 10, payout: 960 },
  shark: { chance: 4, payout: 2400 },
  dragon: { chance: 1, payout: 9600 },
};

export function parseFish(choice: string | undefined): FishKind {
  if (choice && (fishKinds as readonly string[]).includes(choice)) return choice as FishKind;
  throw new InvalidChoiceError('shooter');
}

export type ShooterOutcome = { game: 'shooter'; target: FishKind; hit: boolean; payout: number };

export function shoot(target: FishKind, random: RandomInt): ShooterOutcome {
  const { chance, payout } = fishTable[target];
  const hit = random(100) < chance;
  return { game: 'shooter', target, hit, payout: hit ? payout : 0 };
}

/** Exact RTP of a fish: over the 100 equally likely draws, `chance` of them pay. */
export function shooterReturnToPlayer(target: FishKind): ExactRtp {
  const { chance, payout } = fishTable[target];
  return exactRtp(chance * payout, 100);
}
