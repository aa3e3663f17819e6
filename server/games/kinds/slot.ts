import { exactRtp, type ExactRtp, type RandomInt } from './random.ts';

/**
 * Slot: 3 reels × 3 rows, 5 paylines (the three rows and the two diagonals). Each reel is the same strip
 * of 20 stops; a spin stops each reel at a uniform random stop and shows that stop and the two after it.
 * The stake is spread over the 5 lines (line bet = stake / 5); three of a kind on a line pays the
 * paytable times the line bet.
 */
export const slotSymbols = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'STAR'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

/** The reel strip (20 stops): CHERRY 6, LEMON 5, BELL 4, BAR 3, SEVEN 1, STAR 1, spread out. */
export const reelStrip: readonly SlotSymbol[] = [
  'CHERRY', 'LEMON', 'BELL', 'CHERRY', 'BAR', 'LEMON', 'SEVEN', 'CHERRY', 'BELL', 'LEMON',
  'CHERRY', 'BAR', 'STAR', 'LEMON', 'BELL', 'CHERRY', 'BAR', 'LEMON', 'BELL', 'CHERRY',
];
export const SLOT_LINES = 5;
/** Rows of each payline, reel by reel (row 0 is the top). */
export const paylines: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
/** Three of a kind on a line pays this many line bets. */
export const linePays: Record<SlotSymbol, number> = { CHERRY: 10, LEMON: 15, BELL: 25, BAR: 50, SEVEN: 300, STAR: 400 };

export type SlotLineWin = { line: number; symbol: SlotSymbol; pays: number };
export type SlotOutcome = {
  game: 'slot';
  stops: number[];
  /** grid[row][reel] */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  /** Hundredths of the stake paid back (0 = lost). */
  payout: number;
};

const symbolAt = (stop: number): SlotSymbol => reelStrip[((stop % reelStrip.length) + reelStrip.length) % reelStrip.length] as SlotSymbol;

export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return [0, 1, 2].map((row) => stops.map((stop) => symbolAt(stop + row)));
}

/** The winning lines of a grid and the payout in hundredths of the stake (line pays / 5 lines). */
export function slotWins(grid: readonly (readonly SlotSymbol[])[]): { lines: SlotLineWin[]; payout: number } {
  const lines: SlotLineWin[] = [];
  paylines.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => grid[row]?.[reel]);
    if (a !== undefined && a === b && b === c) lines.push({ line, symbol: a, pays: linePays[a] });
  });
  const lineBets = lines.reduce((sum, win) => sum + win.pays, 0);
  return { lines, payout: (lineBets * 100) / SLOT_LINES };
}

export function spinSlot(random: RandomInt): SlotOutcome {
  const stops = [random(reelStrip.length), random(reelStrip.length), random(reelStrip.length)];
  const grid = slotGrid(stops);
  return { game: 'slot', stops, grid, ...slotWins(grid) };
}

/**
 * Exact RTP over the 20³ equally likely spins: Σ payout / (8,000 × 100). With the strip and paytable
 * above: 1,537 / 1,600 = 96.06 % (each line: Σ count³ × pays / 8,000 line bets).
 */
export function slotReturnToPlayer(): ExactRtp & { hitRate: number } {
  const n = reelStrip.length;
  let hundredths = 0;
  let hits = 0;
  for (let a = 0; a < n; a += 1)
    for (let b = 0; b < n; b += 1)
      for (let c = 0; c < n; c += 1) {
        const { payout } = slotWins(slotGrid([a, b, c]));
        hundredths += payout;
        if (payout > 0) hits += 1;
      }
  return { ...exactRtp(hundredths, n ** 3), hitRate: hits / n ** 3 };
}
