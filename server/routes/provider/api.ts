import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { players } from '../../db/schema.ts';
import { readJsonBody } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { fromPaisa, toPaisa } from '../../money/amounts.ts';
import { idempotencyKeyOf, idempotentJson, invalidKeyAnswer, type StoredAnswer } from '../../money/idempotency.ts';
import { eq } from 'drizzle-orm';
import { CRASH_RATE_PER_SECOND, CRASH_RTP, MAX_CRASH_POINT, MIN_CASHOUT } from '../../games/outcomes.ts';
import { baccaratBets, baccaratPays, baccaratReturnToPlayer } from '../../games/kinds/baccarat.ts';
import { LOTTERY_DRAWN, LOTTERY_NUMBERS, LOTTERY_PICKS, lotteryPays, lotteryReturnToPlayer } from '../../games/kinds/lottery.ts';
import { redNumbers, rouletteReturnToPlayer, wheelOrder } from '../../games/kinds/roulette.ts';
import { fishKinds, fishTable, shooterReturnToPlayer } from '../../games/kinds/shooter.ts';
import { linePays, paylines, reelStrip, slotReturnToPlayer } from '../../games/kinds/slot.ts';
import { MAX_STAKE, MIN_STAKE, placeBet, resolveLaunch, roundState, settleRound, VP_PER_100_TAKA, type Launch } from '../../games/rounds.ts';

type LaunchVariables = { launch: Launch };

const unauthenticated = { message: 'Invalid or expired launch token.' };

/** `Authorization: Bearer <launch token>`: 401 unless it is a live launch (2 hours from game-run). */
function requireLaunch(deps: AppDeps) {
  return createMiddleware<{ Variables: LaunchVariables }>(async (c, next) => {
    const match = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(c.req.header('Authorization') ?? '');
    const launch = match?.[1] ? await resolveLaunch(deps.database.db, match[1], deps.clock) : null;
    if (!launch) return c.json(unauthenticated, 401);
    c.set('launch', launch);
    await next();
  });
}

const roundId = z
  .string({ error: 'round_id is required.' })
  .regex(/^[A-Za-z0-9_\-:.]{1,64}$/, 'round_id must be 1 to 64 letters, digits or - _ : . characters.');

const STAKE_MESSAGE = `stake must be from ${fromPaisa(MIN_STAKE)} to ${fromPaisa(MAX_STAKE)} BDT (at most 2 decimals).`;
const stake = z
  .union([z.string(), z.number()], { error: 'stake is required.' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: STAKE_MESSAGE });
      return z.NEVER;
    }
    return toPaisa(text);
  })
  .refine((paisa) => paisa >= MIN_STAKE && paisa <= MAX_STAKE, STAKE_MESSAGE);

const CASHOUT_MESSAGE = `cashout must be a multiplier from ${fromPaisa(MIN_CASHOUT)} to ${fromPaisa(MAX_CRASH_POINT)} (at most 2 decimals).`;
const cashout = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: CASHOUT_MESSAGE });
      return z.NEVER;
    }
    return toPaisa(text);
  })
  .refine((hundredths) => hundredths >= MIN_CASHOUT && hundredths <= MAX_CRASH_POINT, CASHOUT_MESSAGE);

const choice = z.string().max(40, 'choice is too long.');
const betBody = z.object({ round_id: roundId, stake, choice: choice.nullish() });
const settleBody = z.object({ round_id: roundId, cashout: cashout.nullish() });

function answer(c: Context, result: StoredAnswer & { replayed?: boolean }) {
  c.header('Cache-Control', 'no-store');
  return idempotentJson(c, result);
}

/** Percent with 2 decimals, from an exact RTP. */
const percent = (rtp: { rtp: number }) => Number((rtp.rtp * 100).toFixed(2));

/** The rules every game client shows in its Rules panel: stakes, paytables and each bet's exact RTP. */
let rules: ReturnType<typeof computeRules> | undefined;
export function gameRules(): ReturnType<typeof computeRules> {
  rules ??= computeRules();
  return rules;
}

function computeRules() {
  return {
    currency: 'BDT',
    min_stake: fromPaisa(MIN_STAKE),
    max_stake: fromPaisa(MAX_STAKE),
    vip_points_per_100_taka: VP_PER_100_TAKA,
    slot: { reel_strip: reelStrip, paylines, line_pays: linePays, lines: paylines.length, rtp: percent(slotReturnToPlayer()) },
    roulette: {
      red_numbers: redNumbers,
      wheel: wheelOrder,
      pays: { straight: 36, red_black: 2, odd_even: 2, low_high: 2, dozen: 3 },
      rtp: percent(rouletteReturnToPlayer('red')),
    },
    baccarat: {
      pays: Object.fromEntries(baccaratBets.map((bet) => [bet, baccaratPays[bet][bet] / 100])),
      rtp: Object.fromEntries(baccaratBets.map((bet) => [bet, percent(baccaratReturnToPlayer(bet))])),
    },
    shooter: {
      fish: fishKinds.map((fish) => ({ fish, chance: fishTable[fish].chance, pays: fishTable[fish].payout / 100, rtp: percent(shooterReturnToPlayer(fish)) })),
    },
    lottery: {
      numbers: LOTTERY_NUMBERS,
      picks: LOTTERY_PICKS,
      drawn: LOTTERY_DRAWN,
      pays: lotteryPays.map((pay) => pay / 100),
      rtp: percent(lotteryReturnToPlayer()),
    },
    crash: { rate_per_second: CRASH_RATE_PER_SECOND, max_multiplier: fromPaisa(MAX_CRASH_POINT), min_cashout: fromPaisa(MIN_CASHOUT), rtp: CRASH_RTP * 100 },
  };
}

/**
 * The demo provider's wallet API, as a game client calls it with its launch token:
 * GET session, GET balance, POST bet, POST settle, GET round.
 */
export function registerProviderApi(app: Hono, deps: AppDeps): void {
  const { db } = deps.database;
  const guard = requireLaunch(deps);
  app.use('/provider/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'Request body too large' }, 413) }));

  const balanceOf = async (playerId: number) => {
    const [row] = await db.select({ balance: players.balance, vipCoin: players.vipCoin }).from(players).where(eq(players.id, playerId));
    return row ?? { balance: '0.00', vipCoin: '0.00' };
  };

  app.get('/provider/v1/session', guard, async (c) => {
    const launch = c.get('launch');
    const wallet = await balanceOf(launch.playerId);
    c.header('Cache-Control', 'no-store');
    return c.json({
      username: launch.username,
      game: { code: launch.gameCode, name: launch.gameName, type: launch.gameType, platform: launch.platform, kind: launch.kind },
      balance: wallet.balance,
      vip_coin: wallet.vipCoin,
      expires_at: launch.expiresAt.toISOString(),
      rules: gameRules(),
    });
  });

  app.get('/provider/v1/balance', guard, async (c) => {
    const wallet = await balanceOf(c.get('launch').playerId);
    c.header('Cache-Control', 'no-store');
    return c.json({ balance: wallet.balance, vip_coin: wallet.vipCoin, currency: 'BDT' });
  });

  app.post('/provider/v1/bet', guard, async (c) => {
    const launch = c.get('launch');
    const key = idempotencyKeyOf(c);
    if (key === 'invalid') return answer(c, invalidKeyAnswer);
    const body = await readJsonBody(c, betBody);
    return answer(c, await placeBet(db, { launch, roundId: body.round_id, stake: body.stake, choice: body.choice ?? undefined, key, at: deps.clock.now() }));
  });

  app.post('/provider/v1/settle', guard, async (c) => {
    const body = await readJsonBody(c, settleBody);
    return answer(c, await settleRound(db, { launch: c.get('launch'), roundId: body.round_id, cashout: body.cashout ?? undefined, at: deps.clock.now() }));
  });

  app.get('/provider/v1/round', guard, async (c) => {
    const query = readQuery(c, z.object({ round_id: roundId }));
    return answer(c, await roundState(db, c.get('launch'), query.round_id, deps.clock.now()));
  });

  app.all('/provider/*', (c) => c.json({ message: 'Not found' }, 404));
}
