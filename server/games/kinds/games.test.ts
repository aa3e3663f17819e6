import { baccaratReturnToPlayer, baccaratResultCounts, bankerDraws, cardValue, dealBaccarat, parseBaccaratBet } from './baccarat.ts';
import { drawLottery, lotteryReturnToPlayer, parseLotteryPicks } from './lottery.ts';
import { InvalidChoiceError, secureRandomInt, type RandomInt } from './random.ts';
import { colorOf, outsideBets, parseRouletteBet, POCKETS, redNumbers, rouletteBetCover, rouletteReturnToPlayer, spinRoulette, wheelOrder } from './roulette.ts';
import { fishKinds, parseFish, shoot, shooterReturnToPlayer } from './shooter.ts';

/** A RandomInt that answers the given values in turn. */
const sequence = (...values: number[]): RandomInt => {
  let index = 0;
  return (max) => {
    const value = values[index] ?? 0;
    index += 1;
    if (value >= max) throw new Error(`${value} is not below ${max}`);
    return value;
  };
};

describe('roulette (European, single zero)', () => {
  it('has 37 pockets on the wheel, 18 red, and every bet returns exactly 36 / 37 = 97.30 %', () => {
    expect([...wheelOrder].sort((a, b) => a - b)).toEqual(Array.from({ length: POCKETS }, (_, n) => n));
    expect(redNumbers).toHaveLength(18);
    const bets = [...outsideBets, ...Array.from({ length: POCKETS }, (_, n) => `n${n}`)].map((bet) => parseRouletteBet(bet));
    for (const bet of bets) expect(rouletteReturnToPlayer(bet)).toEqual({ numerator: 36, denominator: 37, rtp: 36 / 37 });
    expect(rouletteBetCover('dozen2').numbers).toEqual(Array.from({ length: 12 }, (_, n) => n + 13));
    expect(rouletteBetCover('black').numbers).toHaveLength(18);
  });

  it('pays by the pocket drawn; zero loses every outside bet', () => {
    expect(spinRoulette('n17', sequence(17))).toEqual({ game: 'roulette', bet: 'n17', number: 17, color: 'black', payout: 3600 });
    expect(spinRoulette('red', sequence(36)).payout).toBe(200);
    expect(spinRoulette('dozen3', sequence(36)).payout).toBe(300);
    for (const bet of outsideBets) expect(spinRoulette(bet, sequence(0))).toMatchObject({ number: 0, color: 'green', payout: 0 });
    expect(colorOf(32)).toBe('red');
  });

  it('refuses bets it does not offer', () => {
    for (const bad of [undefined, '', 'n37', 'n-1', 'n07', 'green', 'dozen4', 'RED']) expect(() => parseRouletteBet(bad)).toThrow(InvalidChoiceError);
  });
});

describe('baccarat (punto banco, continuous shuffler)', () => {
  it('counts the results of all 13⁶ six-card sequences and computes each bet’s exact RTP', () => {
    const { counts, total } = baccaratResultCounts();
    expect(total).toBe(13 ** 6);
    expect(counts).toEqual({ player: 2_153_464, banker: 2_212_744, tie: 460_601 });
    expect(counts.player + counts.banker + counts.tie).toBe(total);
    // Player: 2 × P(player) + 1 × P(tie); Banker: 1.95 × P(banker) + P(tie); Tie: 9 × P(tie).
    expect(baccaratReturnToPlayer('player').rtp).toBeCloseTo((2 * counts.player + counts.tie) / total, 12);
    expect(baccaratReturnToPlayer('banker').rtp).toBeCloseTo((1.95 * counts.banker + counts.tie) / total, 12);
    expect(baccaratReturnToPlayer('tie').rtp).toBeCloseTo((9 * counts.tie) / total, 12);
    expect(baccaratReturnToPlayer('player').rtp).toBeCloseTo(0.9877, 4);
    expect(baccaratReturnToPlayer('banker').rtp).toBeCloseTo(0.9894, 4);
    expect(baccaratReturnToPlayer('tie').rtp).toBeCloseTo(0.8588, 4);
  });

  it('deals by the third-card rules and pays the banker less 5 % commission', () => {
    // Cards: 0 = ace … 8 = nine, 9–12 count 0. P: 9♠+9♠ = 8 natural; B: 2+3 = 5.
    expect(dealBaccarat('player', sequence(8, 1, 8, 2))).toMatchObject({ player: [8, 8], banker: [1, 2], playerTotal: 8, bankerTotal: 5, winner: 'player', payout: 200 });
    // P: A+2 = 3 draws a 5 → 8; B: 3+3 = 6 stands on a player's 5 → banker loses.
    expect(dealBaccarat('banker', sequence(0, 2, 1, 2, 4))).toMatchObject({ player: [0, 1, 4], banker: [2, 2], winner: 'player', payout: 0 });
    // P: 10+K = 0 draws a 0 (K); B: 3+4 = 7 stands. Banker wins: 1.95×.
    expect(dealBaccarat('banker', sequence(9, 2, 12, 3, 11))).toMatchObject({ playerTotal: 0, bankerTotal: 7, winner: 'banker', payout: 195 });
    // P 6+A = 7 stands; B 3+4 = 7 stands: a tie pays 9× on Tie, returns the stake on Player.
    expect(dealBaccarat('tie', sequence(5, 2, 0, 3))).toMatchObject({ winner: 'tie', payout: 900 });
    expect(dealBaccarat('player', sequence(5, 2, 0, 3))).toMatchObject({ winner: 'tie', payout: 100 });
    expect(cardValue(13 + 8)).toBe(9);
    expect(cardValue(51)).toBe(0);
    expect([bankerDraws(3, 8), bankerDraws(3, 7), bankerDraws(6, 6), bankerDraws(6, null), bankerDraws(5, null)]).toEqual([false, true, true, false, true]);
    expect(() => parseBaccaratBet('dragon')).toThrow(InvalidChoiceError);
  });
});

describe('fish shooter (fixed odds)', () => {
  it('gives every fish an exact RTP of 96 % and hits with its chance out of 100', () => {
    for (const fish of fishKinds) expect(shooterReturnToPlayer(fish)).toEqual({ numerator: 24, denominator: 25, rtp: 0.96 });
    expect(shoot('shark', sequence(3))).toEqual({ game: 'shooter', target: 'shark', hit: true, payout: 2400 });
    expect(shoot('shark', sequence(4))).toEqual({ game: 'shooter', target: 'shark', hit: false, payout: 0 });
    expect(() => parseFish('whale')).toThrow(InvalidChoiceError);
  });
});

describe('lottery (pick 4 of 20, 5 drawn)', () => {
  it('has an exact RTP of 14,880 / 15,504 = 310 / 323 = 95.98 %', () => {
    const rtp = lotteryReturnToPlayer();
    expect(rtp.chances).toEqual([4368, 7280, 3360, 480, 16]);
    expect(rtp).toMatchObject({ numerator: 310, denominator: 323 });
    expect((3360 * 2 + 480 * 13 + 16 * 120) / 15_504).toBeCloseTo(rtp.rtp, 12);
  });

  it('draws 5 different numbers and pays by the matches', () => {
    const ticket = drawLottery([1, 2, 3, 4], sequence(0, 0, 0, 0, 0));
    expect(ticket).toEqual({ game: 'lottery', picks: [1, 2, 3, 4], drawn: [1, 2, 3, 4, 5], matches: 4, payout: 12_000 });
    expect(drawLottery([1, 2, 3, 20], sequence(19, 0, 0, 16, 0)).drawn).toEqual([20, 2, 3, 1, 5]);
    for (let run = 0; run < 200; run += 1) {
      const { drawn } = drawLottery([1, 2, 3, 4], secureRandomInt);
      expect(new Set(drawn).size).toBe(5);
      expect(drawn.every((n) => n >= 1 && n <= 20)).toBe(true);
    }
    expect(parseLotteryPicks('19,3,7,12')).toEqual([3, 7, 12, 19]);
    for (const bad of [undefined, '1,2,3', '1,2,3,3', '0,1,2,3', '1,2,3,21', '1,2,3,4,5', 'a,b,c,d', '1.5,2,3,4']) expect(() => parseLotteryPicks(bad)).toThrow(InvalidChoiceError);
  });
});
