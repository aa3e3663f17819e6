import { createActor, fromPromise } from 'xstate';
import { betPreview, betSlipMachine, idempotencyKeyOf, isStakeWithinLimits, type BetFailure, type BetMatched, type BetRequest, type BetSelection } from './betSlip';

type Pending = { input: BetRequest; resolve: (value: BetMatched) => void; reject: (error: BetFailure) => void };

const runners = [
  { selectionId: 1, name: 'Dhaka' },
  { selectionId: 2, name: 'Sylhet' },
];
const back: BetSelection = { market: 'match_odds', eventId: '32000001', marketId: '1.32000001', selectionId: 1, side: 'back', odds: 1.85, run: null, lineType: null, label: 'Dhaka', runners, rowKey: 'mo:1' };

function start() {
  const calls: Pending[] = [];
  const announced: BetMatched[] = [];
  const machine = betSlipMachine.provide({
    actors: { placeBet: fromPromise(({ input }: { input: BetRequest }) => new Promise<BetMatched>((resolve, reject) => calls.push({ input, resolve, reject }))) },
    actions: { announceBetMatched: (_, matched) => void announced.push(matched) },
  });
  const actor = createActor(machine, { input: { idempotencySeed: 'seed' } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, calls, announced, settle, context: () => actor.getSnapshot().context };
}

describe('bet preview (profit / liability per outcome)', () => {
  it('Match Odds back and lay, per runner', () => {
    expect(betPreview(back, 100)).toEqual({ outcomes: [{ key: '1', label: 'Dhaka', profit: 85 }, { key: '2', label: 'Sylhet', profit: -100 }], liability: 100, profit: 85 });
    expect(betPreview({ ...back, side: 'lay' }, 100)).toEqual({ outcomes: [{ key: '1', label: 'Dhaka', profit: -85 }, { key: '2', label: 'Sylhet', profit: 100 }], liability: 85, profit: 100 });
  });

  it('the bookmaker rate 45 is odds 1.45', () => {
    expect(betPreview({ ...back, market: 'bookmaker', odds: 45 }, 200).outcomes[0]?.profit).toBe(90);
  });

  it('Fancy Yes risks the stake, No risks stake × rate; Odd/Even and Lottery risk the stake', () => {
    const fancy: BetSelection = { ...back, market: 'fancy', selectionId: null, side: 'yes', odds: 90, run: 41, lineType: 2, runners: [] };
    expect(betPreview(fancy, 100)).toMatchObject({ liability: 100, profit: 90 });
    expect(betPreview({ ...fancy, side: 'no', odds: 120 }, 100)).toMatchObject({ liability: 120, profit: 100 });
    expect(betPreview({ ...fancy, side: 'no', odds: 95, lineType: 5 }, 100)).toMatchObject({ liability: 100, profit: 95 });
    expect(betPreview(fancy, Number.NaN)).toMatchObject({ liability: 0, profit: 0 });
  });

  it('stake limits per market, as the server enforces them', () => {
    expect(isStakeWithinLimits('match_odds', 99)).toBe(false);
    expect(isStakeWithinLimits('match_odds', 100)).toBe(true);
    expect(isStakeWithinLimits('match_odds', 50_001)).toBe(false);
    expect(isStakeWithinLimits('bookmaker', 100_000)).toBe(true);
    expect(isStakeWithinLimits('fancy', 25_001)).toBe(false);
  });
});

describe('bet slip machine', () => {
  it('places a bet under a key, announces the match, and a new slip gets a new key', async () => {
    const { actor, calls, announced, settle, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.stakeChanged', stake: 500 });
    actor.send({ type: 'slip.placeRequested' });
    expect(calls[0]?.input).toMatchObject({ market: 'match_odds', odds: 1.85, stake: 500, acceptBetterOdds: false, idempotencyKey: idempotencyKeyOf(context()) });
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

  it('after a network failure the same slip is sent again with the same key', async () => {
    const { actor, calls, settle, context } = start();
    actor.send({ type: 'slip.priceSelected', selection: back });
    actor.send({ type: 'slip.stakeChanged', stake: 500 });
    actor.send({ type: 'slip.placeRequested' });
    calls[0]?.reject({ kind: 'network', message: null });
    await settle();
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
});
