import { createActor, fromPromise } from 'xstate';
import { betPreview, betSlipMachine, idempotencyKeyOf, isStakeWithinLimits, priceOnScreen, stakeOfTyped, toBetFailure, type PricesOnScreen, type BetFailure, type BetLimits, type BetMatched, type BetRequest, type BetSelection } from './betSlip';

type Pending = { input: BetRequest; resolve: (value: BetMatched) => void; reject: (error: BetFailure) => void };

const runners = [
  { selectionId: 1, name: 'Dhaka' },
  { selectionId: 2, name: 'Sylhet' },
];
const back: BetSelection = { market: 'match_odds', eventId: '32000001', marketId: '1.32000001', selectionId: 1, side: 'back', odds: 1.85, run: null, lineType: null, label: 'Dhaka', runners, rowKey: 'mo:1' };

/** The limits as GET /api/limits serves them (server/exchange/limits.ts). */
const limits: BetLimits = {
  stake: { match_odds: { min: 100, max: 50_000 }, bookmaker: { min: 100, max: 100_000 }, fancy: { min: 100, max: 25_000 } },
  fancyStakedTypes: [4, 5],
};
const staked = limits.fancyStakedTypes;

/** A slip for ৳500 on `back` whose first send got no answer (a network failure). */
async function placedWithoutAnswer() {
  const started = start();
  started.actor.send({ type: 'slip.priceSelected', selection: back });
  started.actor.send({ type: 'slip.stakeChanged', stake: 500 });
  started.actor.send({ type: 'slip.placeRequested' });
  started.calls[0]?.reject({ kind: 'network', message: null });
  await started.settle();
  return started;
}

function start(options: { limits?: BetLimits } = {}) {
  const calls: Pending[] = [];
  const announced: BetMatched[] = [];
  const machine = betSlipMachine.provide({
    actors: { placeBet: fromPromise(({ input }: { input: BetRequest }) => new Promise<BetMatched>((resolve, reject) => calls.push({ input, resolve, reject }))) },
    actions: { announceBetMatched: (_, matched) => void announced.push(matched) },
  });
  const actor = createActor(machine, { input: { idempotencySeed: 'seed', limits: options.limits ?? limits } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, announced, settle, context: () => actor.getSnapshot().context };
}

describe('bet preview (profit / liability per outcome)', () => {
  it('Match Odds back and lay, per runner', () => {
    expect(betPreview(back, 100, staked)).toEqual({ outcomes: [{ key: '1', label: 'Dhaka', profit: 85 }, { key: '2', label: 'Sylhet', profit: -100 }], liability: 100, profit: 85 });
    expect(betPreview({ ...back, side: 'lay' }, 100, staked)).toEqual({ outcomes: [{ key: '1', label: 'Dhaka', profit: -85 }, { key: '2', label: 'Sylhet', profit: 100 }], liability: 85, profit: 100 });
  });

  it('the bookmaker rate 45 is odds 1.45', () => {
    expect(betPreview({ ...back, market: 'bookmaker', odds: 45 }, 200, staked).outcomes[0]?.profit).toBe(90);
  });

  it('Fancy Yes risks the stake, No risks stake × rate; Odd/Even and Lottery risk the stake', () => {
    const fancy: BetSelection = { ...back, market: 'fancy', selectionId: null, side: 'yes', odds: 90, run: 41, lineType: 2, runners: [] };
    expect(betPreview(fancy, 100, staked)).toMatchObject({ liability: 100, profit: 90 });
    expect(betPreview({ ...fancy, side: 'no', odds: 120 }, 100, staked)).toMatchObject({ liability: 120, profit: 100 });
    expect(betPreview({ ...fancy, side: 'no', odds: 95, lineType: 5 }, 100, staked)).toMatchObject({ liability: 100, profit: 95 });
    expect(betPreview(fancy, Number.NaN, staked)).toMatchObject({ liability: 0, profit: 0 });
  });

  it('stake limits per market, as the server enforces them', () => {
    expect(isStakeWithinLimits(limits.stake.match_odds, 99)).toBe(false);
    expect(isStakeWithinLimits(limits.stake.match_odds, 100)).toBe(true);
    expect(isStakeWithinLimits(limits.stake.match_odds, 50_001)).toBe(false);
    expect(isStakeWithinLimits(limits.stake.bookmaker, 100_000)).toBe(true);
    expect(isStakeWithinLimits(limits.stake.fancy, 25_001)).toBe(false);
    expect(isStakeWithinLimits(limits.stake.match_odds, 100.005)).toBe(false);
  });

  it('risks the stake on both sides for the Fancy types the server names, and no others', () => {
    const fancy: BetSelection = { ...back, market: 'fancy', selectionId: null, side: 'no', odds: 120, run: 41, lineType: 6, runners: [] };
    expect(betPreview(fancy, 100, [4, 5])).toMatchObject({ liability: 120, profit: 100 });
    expect(betPreview(fancy, 100, [6])).toMatchObject({ liability: 100, profit: 120 });
    expect(betPreview({ ...fancy, lineType: 5 }, 100, [])).toMatchObject({ liability: 120, profit: 100 });
  });
});

describe('bet slip machine', () => {
  it('places a bet under a key, announces the match, and a new slip gets a new key', async () => {
    const { actor, calls, announced, settle, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.stakeChanged', stake: 500 });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[0]?.input).toMatchObject({ market: 'match_odds', odds: 1.85, stake: 500, acceptBetterOdds: true, idempotencyKey: idempotencyKeyOf(context()) });
    const firstKey = calls[0]?.input.idempotencyKey;
    calls[0]?.resolve({ message: 'Bet matched.', balance: 4500, exposure: 500 });
    await settle();
    expect(actor.getSnapshot().value).toBe('betMatched');
    expect(announced).toEqual([{ message: 'Bet matched.', balance: 4500, exposure: 500 }]);
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[1]?.input.idempotencyKey).not.toBe(firstKey);
  });

  it('a stake outside the limits is not sent; the slip stays', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.stakeChanged', stake: 50 });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls).toHaveLength(0);
    expect(context().stakeRefused).toBe(true);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('checks the stake against the limits of its input (the server\'s), not a copy of its own', () => {
    const served: BetLimits = { ...limits, stake: { ...limits.stake, match_odds: { min: 10, max: 200 } } };
    const { actor, calls, context } = start({ limits: served });
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.stakeChanged', stake: 50 });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls).toHaveLength(1);
    expect(context().stakeRefused).toBe(false);
    const other = start({ limits: served });
    other.actor.send({ type: 'slip.priceSelected', selection: back });
    other.actor.send({ type: 'slip.stakeChanged', stake: 500 });
    other.actor.send({ type: 'slip.placeRequested' });
    expect(other.calls).toHaveLength(0);
    expect(other.context().stakeRefused).toBe(true);
  });

  it('after a network failure the same slip is sent again with the same key', async () => {
    const { actor, calls, context } = await placedWithoutAnswer();
    expect(context().failure).toEqual({ kind: 'network', message: null });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[1]?.input.idempotencyKey).toBe(calls[0]?.input.idempotencyKey);
  });

  it('a moved price is kept in the slip and can be taken; other refusals keep the slip too', async () => {
    const { actor, calls, settle, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.stakeChanged', stake: 500 });
    actor.send({ type: 'slip.placeRequested' });
    calls[0]?.reject({ kind: 'refused', message: 'The price has moved to 1.9. Please check the odds and try again.', newPrice: 1.9 });
    await settle();
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'slip.newPriceTaken' });
    expect(context().selection?.odds).toBe(1.9);
    expect(context().failure).toBeNull();
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[1]?.input.odds).toBe(1.9);
    expect(calls[1]?.input.idempotencyKey).not.toBe(calls[0]?.input.idempotencyKey);
    calls[1]?.reject({ kind: 'refused', message: 'Insufficient balance.', newPrice: null });
    await settle();
    expect(context().failure).toEqual({ kind: 'refused', message: 'Insufficient balance.', newPrice: null });
    actor.send({ type: 'slip.closed' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(context().selection).toBeNull();
  });

  it('"Accept better odds" is on when a slip opens (issue 22) and can be turned off', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    expect(context().acceptBetterOdds).toBe(true);
    actor.send({ type: 'slip.acceptBetterOddsToggled' });
    actor.send({ type: 'slip.stakeChanged', stake: 500 });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[0]?.input.acceptBetterOdds).toBe(false);
  });

  it('the slip follows the price on screen after a poll, so the bet is sent at the price the player sees (issue 22: 2–4 tries)', () => {
    const { actor, calls, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: { ...back, side: 'lay', odds: 2.16 } });
    actor.send({ type: 'slip.stakeChanged', stake: 500 });
    const keyBefore = idempotencyKeyOf(context());
    actor.send({ type: 'slip.priceMoved', odds: 2.2, run: null });
    expect(context().selection?.odds).toBe(2.2);
    expect(idempotencyKeyOf(context())).not.toBe(keyBefore);
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[0]?.input).toMatchObject({ side: 'lay', odds: 2.2, stake: 500 });
    // While the bet is on its way the slip does not change.
    actor.send({ type: 'slip.priceMoved', odds: 2.3, run: null });
    expect(context().selection?.odds).toBe(2.2);
  });

  it('after a network failure the slip keeps its price and key until retried (a new key could place the bet twice)', async () => {
    const { actor, calls, context } = await placedWithoutAnswer();
    actor.send({ type: 'slip.priceMoved', odds: 1.9, run: null });
    expect(context().selection?.odds).toBe(1.85);
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[1]?.input).toMatchObject({ odds: 1.85, idempotencyKey: calls[0]?.input.idempotencyKey });
  });
});

describe('the price on screen of a slip selection', () => {
  const prices: PricesOnScreen = {
    market: { runners: [{ selectionId: 1, back: { price: 2.1 }, lay: { price: 2.14 } }, { selectionId: 2, back: null, lay: { price: 1.9 } }] },
    detail: {
      bookmaker: { marketId: 'bm1', runners: [{ selectionId: 1, backPrice: 45, layPrice: 0 }] },
      fancy: [{ id: 'f1', no: 40, noRate: 100, yes: 42, yesRate: 90 }],
    },
  };
  it('Match Odds: the best back or lay of the runner; none when not offered', () => {
    expect(priceOnScreen({ ...back, side: 'lay', odds: 2.16 }, prices)).toEqual({ odds: 2.14, run: null });
    expect(priceOnScreen({ ...back, odds: 2.0 }, prices)).toEqual({ odds: 2.1, run: null });
    expect(priceOnScreen({ ...back, selectionId: 2 }, prices)).toBeNull();
    expect(priceOnScreen(back, { market: null, detail: null })).toBeNull();
  });
  it('BookMaker: the rate of the same market; Fancy: the line and rate of its side', () => {
    const bookmaker: BetSelection = { ...back, market: 'bookmaker', marketId: 'bm1', odds: 40 };
    expect(priceOnScreen(bookmaker, prices)).toEqual({ odds: 45, run: null });
    expect(priceOnScreen({ ...bookmaker, side: 'lay' }, prices)).toBeNull();
    expect(priceOnScreen({ ...bookmaker, marketId: 'bm2' }, prices)).toBeNull();
    const fancy: BetSelection = { ...back, market: 'fancy', marketId: 'f1', selectionId: null, side: 'yes', odds: 100, run: 41, lineType: 2, runners: [] };
    expect(priceOnScreen(fancy, prices)).toEqual({ odds: 90, run: 42 });
    expect(priceOnScreen({ ...fancy, side: 'no' }, prices)).toEqual({ odds: 100, run: 40 });
  });
});

describe('the typed stake (the machine reads it)', () => {
  it('keeps the digits typed, at most 9; nothing left is no stake', () => {
    expect(stakeOfTyped('200')).toBe(200);
    expect(stakeOfTyped('1,000')).toBe(1000);
    expect(stakeOfTyped(' 50 ৳')).toBe(50);
    expect(stakeOfTyped('12.5')).toBe(125);
    expect(stakeOfTyped('-30')).toBe(30);
    expect(stakeOfTyped('1234567890')).toBe(123456789);
    expect(stakeOfTyped('')).toBe(0);
    expect(stakeOfTyped('abc')).toBe(0);
  });

  it('a typed stake is the slip’s stake, and a change gives the slip a new key', () => {
    const { actor, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    const key = idempotencyKeyOf(context());
    actor.send({ type: 'slip.stakeTyped', text: '2a00' });
    expect(context().stake).toBe(200);
    expect(idempotencyKeyOf(context())).not.toBe(key);
    actor.send({ type: 'slip.stakeTyped', text: '' });
    expect(context().stake).toBe(0);
  });
});

describe('toBetFailure', () => {
  it('takes a refusal or a network failure as it came; anything else failed on the way', () => {
    expect(toBetFailure({ kind: 'refused', message: 'Odds changed', newPrice: 2.1 })).toEqual({ kind: 'refused', message: 'Odds changed', newPrice: 2.1 });
    expect(toBetFailure({ kind: 'network', message: 'Bad gateway' })).toEqual({ kind: 'network', message: 'Bad gateway' });
    expect(toBetFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network', message: null });
  });
});
