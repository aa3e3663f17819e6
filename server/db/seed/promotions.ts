import type { Clock } from '../../clock.ts';
import { paymentChannels, paymentMethods, promotions } from '../schema.ts';
import type { SeedTx } from './types.ts';
import { versionedPath } from '../../artwork/index.ts';

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

type PromotionSeed = {
  name: string;
  /** The artwork's name under /storage/promotions (drawn by server/artwork/content.ts). */
  art: string;
  desc: string;
  bonus: string;
  turnover: number;
  status: 'active' | 'display';
  categories: number[];
  /** The card's short label (spec 2 §2 "tag"). */
  tag: string;
  /** The full text behind Details. */
  terms: string;
  /** Days from the seed date the promotion started and ends; `null` end: it runs until withdrawn. */
  startDays: number;
  endDays: number | null | 'endOfNextYear';
};

const standardTerms = [
  'Only one bonus can be active at a time; the bonus and the deposit must be wagered the stated number of times before a withdrawal.',
  'Bets on both sides of a market, voided bets and bets at odds below 1.50 do not count towards turnover.',
  'TakaPlay may change or end this promotion at any time and may withhold a bonus when it finds abuse, several accounts or irregular betting.',
].join('\n');

/**
 * At least one promotion in every visible category of spec 2 §9; the 'active' ones are offered at deposit.
 * The spec's welcome offers come first. Its ৳7,777 sports bonus was "valid to 2024/12/31", a date of the
 * spec's own time: seeded with that end date the offer would never be shown (the server leaves out
 * promotions past their end date), so it is seeded as the current edition of the same offer, running
 * to the end of the year after the seed date.
 */
const promotionSeeds: PromotionSeed[] = [
  {
    name: 'Welcome Offer: ৳7,777 Sports Bonus', art: 'welcome-sports-bonus',
    desc: 'New members get a sports bonus of up to ৳7,777 on their first deposit. Bet on cricket, soccer and tennis.',
    bonus: '100',
    turnover: 10,
    status: 'active',
    categories: [99, 4],
    tag: 'New',
    terms: `Choose the Welcome Offer on your first deposit of ৳500 or more to receive a 100% sports bonus, up to ৳7,777.\nThe deposit and the bonus must be wagered 10 times on sports (cricket, soccer, tennis and the exchange) within 30 days.\n${standardTerms}`,
    startDays: -30,
    endDays: 'endOfNextYear',
  },
  {
    name: '100% Slots Welcome Bonus + Free Spins', art: 'slots-welcome-bonus',
    desc: 'Double your first deposit and get free spins on selected slots from JILI, PG Soft and Pragmatic Play.',
    bonus: '100',
    turnover: 15,
    status: 'active',
    categories: [99, 1],
    tag: 'New',
    terms: `Your first deposit of ৳500 or more is doubled (up to ৳10,000), and 50 free spins are added on selected slots, 10 a day for 5 days.\nWinnings from free spins are paid as bonus. The deposit and the bonus must be wagered 15 times on slots within 30 days.\n${standardTerms}`,
    startDays: -30,
    endDays: 365,
  },
  { name: 'Daily Slots Reload 10%', art: 'daily-slots-reload', desc: 'Reload any day and receive a 10% bonus on slot games, up to ৳1,000 per day.', bonus: '10', turnover: 5, status: 'active', categories: [1], tag: 'Daily', terms: `One reload bonus a day (Dhaka time), on a deposit of ৳500 or more, up to ৳1,000. Wager the deposit and the bonus 5 times on slots.\n${standardTerms}`, startDays: -60, endDays: 365 },
  { name: 'Live Casino Cashback 5%', art: 'live-casino-cashback', desc: 'Get 5% of your weekly live casino net losses back every Monday.', bonus: '5', turnover: 1, status: 'display', categories: [2, 256], tag: 'Weekly', terms: `Net losses on live casino tables from Monday to Sunday are added up; 5% of them (up to ৳20,000) is credited the next Monday and must be wagered once.\n${standardTerms}`, startDays: -90, endDays: 180 },
  { name: 'Cricket Accumulator Boost', art: 'cricket-accumulator-boost', desc: 'Add three or more cricket selections to your bet slip and win up to 50% more.', bonus: '50', turnover: 8, status: 'display', categories: [4], tag: 'Hot', terms: `An accumulator of 3 selections wins 10% more, 5 selections 25% more and 8 or more 50% more; each selection at odds of 1.50 or higher. The boost is paid as bonus and must be wagered 8 times.\n${standardTerms}`, startDays: -14, endDays: 90 },
  { name: 'Fishing Frenzy 20% Bonus', art: 'fishing-bonus', desc: 'Deposit and play fishing games for a 20% bonus on your deposit.', bonus: '20', turnover: 6, status: 'active', categories: [8], tag: 'Hot', terms: `A 20% bonus on a deposit of ৳500 or more, up to ৳2,000, to be wagered 6 times on fishing games.\n${standardTerms}`, startDays: -10, endDays: 60 },
  { name: 'E-sports Weekly Free Bet', art: 'esports-free-bet', desc: 'Place five e-sports bets during the week and receive a free bet on Sunday.', bonus: '0', turnover: 1, status: 'display', categories: [32], tag: 'Weekly', terms: `Five settled e-sports bets of ৳200 or more from Monday to Saturday earn a ৳200 free bet on Sunday, valid for 7 days.\n${standardTerms}`, startDays: -45, endDays: 120 },
  { name: 'Lucky Lottery Draw', art: 'lucky-lottery-draw', desc: 'Every ৳500 played on lottery games earns a ticket for the monthly lucky draw.', bonus: '0', turnover: 1, status: 'display', categories: [64], tag: 'Limited', terms: `Tickets are counted on the last day of the month; 50 winners share ৳5,00,000 and are announced in the inbox.\n${standardTerms}`, startDays: -20, endDays: 40 },
  { name: 'P2P Poker Rakeback 30%', art: 'poker-rakeback', desc: 'Earn up to 30% rakeback on player-versus-player poker tables every week.', bonus: '0', turnover: 1, status: 'display', categories: [128, 16], tag: '', terms: `Rakeback grows with the rake paid in the week: 10% from ৳1,000, 20% from ৳5,000 and 30% from ৳20,000, credited every Tuesday.\n${standardTerms}`, startDays: -120, endDays: null },
  { name: 'Table Games Happy Hour', art: 'table-games-happy-hour', desc: 'Teen Patti and Andar Bahar tables pay a 3% bonus on winnings between 8 and 10 pm.', bonus: '3', turnover: 2, status: 'display', categories: [256, 16], tag: 'Daily', terms: `Winnings on Teen Patti and Andar Bahar from 20:00 to 22:00 Dhaka time earn a 3% bonus, credited the next morning and wagered twice.\n${standardTerms}`, startDays: -7, endDays: 83 },
  { name: 'Arcade Mania 15% Bonus', art: 'arcade-bonus', desc: 'A 15% deposit bonus on arcade games such as Plinko and Mines.', bonus: '15', turnover: 6, status: 'active', categories: [1024], tag: '', terms: `A 15% bonus on a deposit of ৳500 or more, up to ৳1,500, to be wagered 6 times on arcade games.\n${standardTerms}`, startDays: -5, endDays: 55 },
  { name: 'Crash Rocket Rebate', art: 'crash-rebate', desc: 'Play Aviator and other crash games and get a 2% rebate on every bet, win or lose.', bonus: '2', turnover: 1, status: 'display', categories: [8192], tag: 'Hot', terms: `2% of the amount staked on crash games is returned every day at 12:00 Dhaka time, with no cap, and must be wagered once.\n${standardTerms}`, startDays: -30, endDays: 150 },
  { name: 'Refer a Friend: up to ৳3,00,000', art: 'refer-a-friend', desc: 'Invite friends with your referral link and claim cash rewards on their turnover every month.', bonus: '0', turnover: 1, status: 'display', categories: [512], tag: '', terms: `Share your referral link from the Referral Program page. You earn a share of your friends’ turnover in three tiers, up to ৳3,00,000 a month.\n${standardTerms}`, startDays: -365, endDays: null },
  { name: 'VIP Birthday Gift', art: 'vip-birthday-gift', desc: 'VIP members receive a birthday bonus; set your birthday in your profile to qualify.', bonus: '0', turnover: 1, status: 'display', categories: [512], tag: 'VIP', terms: `Set your birthday in your profile at least 30 days before it. The gift grows with your VIP level and arrives in your inbox on the day.\n${standardTerms}`, startDays: -365, endDays: null },
  { name: 'Slots Tournament: ৳10,00,000 Prize Pool', art: 'slots-tournament', desc: 'Climb the weekly slots leaderboard by your biggest win multiplier and share a prize pool of ৳10,00,000.', bonus: '0', turnover: 1, status: 'display', categories: [1, 2], tag: 'Limited', terms: `Your best win multiplier on a spin of ৳20 or more counts. The top 500 players of each week share the pool; prizes are paid as cash within 48 hours.\n${standardTerms}`, startDays: -3, endDays: 25 },
  { name: 'Free Rain in Live Chat', art: 'live-chat-rain', desc: 'Be online in the live chat when it rains and catch free bonus drops.', bonus: '0', turnover: 1, status: 'display', categories: [4096, 16384], tag: '', terms: `Rain drops fall at random times; players who wagered ৳1,000 or more in the last 7 days can catch one. Drops must be wagered 3 times.\n${standardTerms}`, startDays: -15, endDays: 75 },
];

/** Each promotion's title and short text in Bangla (issue 22), by its artwork's name. */
const promotionBangla: Record<string, { name: string; desc: string }> = {
  'welcome-sports-bonus': { name: 'স্বাগতম অফার: ৳৭,৭৭৭ স্পোর্টস বোনাস', desc: 'নতুন সদস্যরা প্রথম ডিপোজিটে সর্বোচ্চ ৳৭,৭৭৭ স্পোর্টস বোনাস পান। ক্রিকেট, ফুটবল ও টেনিসে বাজি ধরুন।' },
  'slots-welcome-bonus': { name: '১০০% স্লট স্বাগতম বোনাস + ফ্রি স্পিন', desc: 'প্রথম ডিপোজিট দ্বিগুণ করুন আর JILI, PG Soft ও Pragmatic Play-এর বাছাই করা স্লটে ফ্রি স্পিন নিন।' },
  'daily-slots-reload': { name: 'দৈনিক স্লট রিলোড ১০%', desc: 'যেকোনো দিন রিলোড করে স্লট গেমে ১০% বোনাস নিন, দিনে সর্বোচ্চ ৳১,০০০।' },
  'live-casino-cashback': { name: 'লাইভ ক্যাসিনো ক্যাশব্যাক ৫%', desc: 'প্রতি সোমবার সপ্তাহের লাইভ ক্যাসিনো নিট লসের ৫% ফেরত পান।' },
  'cricket-accumulator-boost': { name: 'ক্রিকেট অ্যাকুমুলেটর বুস্ট', desc: 'বেট স্লিপে তিন বা তার বেশি ক্রিকেট সিলেকশন যোগ করুন আর ৫০% পর্যন্ত বেশি জিতুন।' },
  'fishing-bonus': { name: 'ফিশিং ফ্রেঞ্জি ২০% বোনাস', desc: 'ডিপোজিট করে ফিশিং গেম খেলুন আর ডিপোজিটের উপর ২০% বোনাস নিন।' },
  'esports-free-bet': { name: 'ই-স্পোর্টস সাপ্তাহিক ফ্রি বেট', desc: 'সপ্তাহে পাঁচটি ই-স্পোর্টস বাজি ধরুন আর রবিবারে একটি ফ্রি বেট পান।' },
  'lucky-lottery-draw': { name: 'লাকি লটারি ড্র', desc: 'লটারি গেমে প্রতি ৳৫০০ খেলায় মাসিক লাকি ড্রয়ের একটি টিকিট পান।' },
  'poker-rakeback': { name: 'P2P পোকার রেকব্যাক ৩০%', desc: 'প্লেয়ার বনাম প্লেয়ার পোকার টেবিলে প্রতি সপ্তাহে ৩০% পর্যন্ত রেকব্যাক পান।' },
  'table-games-happy-hour': { name: 'টেবিল গেম হ্যাপি আওয়ার', desc: 'রাত ৮টা থেকে ১০টার মধ্যে তিন পাত্তি ও আন্দার বাহার টেবিলে জয়ের উপর ৩% বোনাস।' },
  'arcade-bonus': { name: 'আর্কেড মেনিয়া ১৫% বোনাস', desc: 'Plinko ও Mines-এর মতো আর্কেড গেমে ১৫% ডিপোজিট বোনাস।' },
  'crash-rebate': { name: 'ক্র্যাশ রকেট রিবেট', desc: 'Aviator ও অন্যান্য ক্র্যাশ গেম খেলুন, জিতুন বা হারুন, প্রতিটি বাজিতে ২% রিবেট পান।' },
  'refer-a-friend': { name: 'বন্ধুকে রেফার করুন: সর্বোচ্চ ৳৩,০০,০০০', desc: 'রেফারেল লিংক দিয়ে বন্ধুদের আমন্ত্রণ জানান আর প্রতি মাসে তাদের টার্নওভারে নগদ পুরস্কার নিন।' },
  'vip-birthday-gift': { name: 'VIP জন্মদিনের উপহার', desc: 'VIP সদস্যরা জন্মদিনের বোনাস পান; যোগ্য হতে প্রোফাইলে আপনার জন্মদিন দিন।' },
  'slots-tournament': { name: 'স্লট টুর্নামেন্ট: ৳১০,০০,০০০ প্রাইজ পুল', desc: 'সবচেয়ে বড় জয়ের গুণক দিয়ে সাপ্তাহিক স্লট লিডারবোর্ডে উঠুন আর ৳১০,০০,০০০ প্রাইজ পুলের ভাগ নিন।' },
  'live-chat-rain': { name: 'লাইভ চ্যাটে ফ্রি রেইন', desc: 'রেইনের সময় লাইভ চ্যাটে থাকুন আর ফ্রি বোনাস ড্রপ ধরুন।' },
};

/** Promotions and payment methods. Runs inside the seed transaction. */
export async function seedPromotions(tx: SeedTx, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const day = 86_400_000;
  const endOfNextYear = `${new Date(now).getUTCFullYear() + 1}-12-31`;
  await tx.insert(promotions).values(
    promotionSeeds.map((seed, index) => ({
      name: seed.name,
      desc: seed.desc,
      nameBn: promotionBangla[seed.art]?.name ?? null,
      descBn: promotionBangla[seed.art]?.desc ?? null,
      thumbnail: versionedPath(`/storage/promotions/${seed.art}.svg`),
      depositBouns: seed.bonus,
      turnover: seed.turnover,
      status: seed.status,
      startDate: isoDate(new Date(now + seed.startDays * day)),
      endDate: seed.endDays === 'endOfNextYear' ? endOfNextYear : seed.endDays === null ? null : isoDate(new Date(now + seed.endDays * day)),
      categories: seed.categories,
      tag: seed.tag,
      terms: seed.terms,
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
    .values(methodSeeds.map((seed, index) => ({ name: seed.name, icon: versionedPath(`/storage/payments/${seed.slug}.svg`), status: 'active' as const, sortOrder: index + 1 })))
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
