import type { Clock } from '../../clock.ts';
import { paymentChannels, paymentMethods, promotions } from '../schema.ts';
import type { SeedTx } from './types.ts';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type PromotionSeed = {
  name: string;
  desc: string;
  bonus: string;
  turnover: number;
  status: 'active' | 'display';
  categories: number[];
};

/** At least one promotion in every visible category of spec 2 §9; the 'active' ones are offered at deposit. */
const promotionSeeds: PromotionSeed[] = [
  { name: 'Welcome Offer: ৳7,777 Sports Bonus', desc: 'New members get a sports bonus of up to ৳7,777 on their first deposit. Bet on cricket, soccer and tennis.', bonus: '100', turnover: 10, status: 'active', categories: [99, 4] },
  { name: '100% Slots Welcome Bonus + Free Spins', desc: 'Double your first deposit and get free spins on selected slots from JILI, PG Soft and Pragmatic Play.', bonus: '100', turnover: 15, status: 'active', categories: [99, 1] },
  { name: 'Daily Slots Reload 10%', desc: 'Reload any day and receive a 10% bonus on slot games, up to ৳1,000 per day.', bonus: '10', turnover: 5, status: 'active', categories: [1] },
  { name: 'Live Casino Cashback 5%', desc: 'Get 5% of your weekly live casino net losses back every Monday.', bonus: '5', turnover: 1, status: 'display', categories: [2] },
  { name: 'Cricket Accumulator Boost', desc: 'Add three or more cricket selections to your bet slip and win up to 50% more.', bonus: '50', turnover: 8, status: 'display', categories: [4] },
  { name: 'Fishing Frenzy 20% Bonus', desc: 'Deposit and play fishing games for a 20% bonus on your deposit.', bonus: '20', turnover: 6, status: 'active', categories: [8] },
  { name: 'E-sports Weekly Free Bet', desc: 'Place five e-sports bets during the week and receive a free bet on Sunday.', bonus: '0', turnover: 1, status: 'display', categories: [32] },
  { name: 'Lucky Lottery Draw', desc: 'Every ৳500 played on lottery games earns a ticket for the monthly lucky draw.', bonus: '0', turnover: 1, status: 'display', categories: [64] },
  { name: 'P2P Poker Rakeback 30%', desc: 'Earn up to 30% rakeback on player-versus-player poker tables every week.', bonus: '0', turnover: 1, status: 'display', categories: [128] },
  { name: 'Table Games Happy Hour', desc: 'Teen Patti and Andar Bahar tables pay a 3% bonus on winnings between 8 and 10 pm.', bonus: '3', turnover: 2, status: 'display', categories: [256] },
  { name: 'Arcade Mania 15% Bonus', desc: 'A 15% deposit bonus on arcade games such as Plinko and Mines.', bonus: '15', turnover: 6, status: 'active', categories: [1024] },
  { name: 'Crash Rocket Rebate', desc: 'Play Aviator and other crash games and get a 2% rebate on every bet, win or lose.', bonus: '2', turnover: 1, status: 'display', categories: [8192] },
  { name: 'Refer a Friend: up to ৳3,00,000', desc: 'Invite friends with your referral link and claim cash rewards on their turnover every month.', bonus: '0', turnover: 1, status: 'display', categories: [512] },
  { name: 'VIP Birthday Gift', desc: 'VIP members receive a birthday bonus; set your birthday in your profile to qualify.', bonus: '0', turnover: 1, status: 'display', categories: [512, 16] },
];

/** Promotions and payment methods. Runs inside the seed transaction. */
export async function seedPromotions(tx: SeedTx, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const day = 86_400_000;
  await tx.insert(promotions).values(
    promotionSeeds.map((seed, index) => ({
      name: seed.name,
      desc: seed.desc,
      thumbnail: `/storage/promotions/promotion-${index + 1}.svg`,
      depositBouns: seed.bonus,
      turnover: seed.turnover,
      status: seed.status,
      startDate: isoDate(new Date(now - 30 * day)),
      endDate: isoDate(new Date(now + 365 * day)),
      categories: seed.categories,
      sortOrder: index + 1,
    })),
  );
}

type MethodSeed = { name: string; slug: string; agent: string; personal: string };

const methodSeeds: MethodSeed[] = [
  { name: 'bKash', slug: 'bkash', agent: '01712345678', personal: '01812345678' },
  { name: 'Nagad', slug: 'nagad', agent: '01912345678', personal: '01612345678' },
  { name: 'Rocket', slug: 'rocket', agent: '01512345678', personal: '01312345678' },
  { name: 'Upay', slug: 'upay', agent: '01412345678', personal: '01722345678' },
  { name: 'Bank', slug: 'bank', agent: '2051234567890 (Dutch-Bangla Bank)', personal: '1501234567001 (BRAC Bank)' },
  { name: 'USDT', slug: 'usdt', agent: 'TQ7Ld3x9uZ1VhK8m2WbN5cR4pF6sJ0aYeG', personal: 'TXa1b2C3d4E5f6G7h8J9k0LmNoPqRsTuVw' },
];

/** Channel limits: Agent (CashOut) 500–25,000, Personal (Send Money) 500–10,000 (spec 1 §5 samples). */
export const channelLimits = { Agent: { min: '500', max: '25000' }, Personal: { min: '500', max: '10000' } } as const;

export async function seedPaymentMethods(tx: SeedTx): Promise<void> {
  const methods = await tx
    .insert(paymentMethods)
    .values(methodSeeds.map((seed, index) => ({ name: seed.name, icon: `/storage/payments/${seed.slug}.svg`, status: 'active' as const, sortOrder: index + 1 })))
    .returning({ id: paymentMethods.id, name: paymentMethods.name });
  const byName = new Map(methods.map((method) => [method.name, method.id]));
  await tx.insert(paymentChannels).values(
    methodSeeds.flatMap((seed) => {
      const paymentMethodId = byName.get(seed.name);
      if (paymentMethodId === undefined) throw new Error(`payment method ${seed.name} not inserted`);
      return [
        { paymentMethodId, accountType: 'Agent' as const, accountNumber: seed.agent, minAmount: channelLimits.Agent.min, maxAmount: channelLimits.Agent.max },
        { paymentMethodId, accountType: 'Personal' as const, accountNumber: seed.personal, minAmount: channelLimits.Personal.min, maxAmount: channelLimits.Personal.max },
      ];
    }),
  );
}
