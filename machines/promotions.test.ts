import { createActor, fromPromise } from 'xstate';
import { NotProvidedError } from './lib/unprovided';
import {
  isPromotionCategory,
  listedPromotion,
  promotionPreview,
  promotionsMachine,
  toPromotionsFailure,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionSummary,
} from './promotions';

type Pending<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

const promotion = (id: number, categories: number[]): PromotionSummary => ({
  id,
  name: `Promotion ${id}`,
  description: `Description of promotion ${id} with more than five words`,
  thumbnail: `/storage/promotions/promotion-${id}.svg`,
  startDate: '2026-10-01',
  endDate: null,
  tag: id === 1 ? 'New' : '',
  categories,
});

function start(startInput: { cameWithPage?: PromotionSummary[] } = {}) {
  const lists: Pending<{ category: PromotionCategory | null }, PromotionSummary[]>[] = [];
  const details: Pending<{ id: number }, PromotionDetail>[] = [];
  const pending =
    <I, O>(list: Pending<I, O>[]) =>
    ({ input }: { input: I }) =>
      new Promise<O>((resolve, reject) => list.push({ input, resolve, reject }));
  const machine = promotionsMachine.provide({ actors: { fetchPromotions: fromPromise(pending(lists)), fetchPromotion: fromPromise(pending(details)) } });
  const actor = createActor(machine, { input: startInput }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, lists, details, settle };
}

describe('promotions machine (spec 2 §2 Promotions, §9)', () => {
  it('starts showing the list of ALL the page brought (issue 26 §1): settled in its first snapshot, no call; a category still asks', () => {
    const brought = [promotion(1, [99, 4]), promotion(2, [1])];
    const machine = promotionsMachine.provide({ actors: { fetchPromotions: fromPromise(() => Promise.reject(new Error('not asked'))) } });
    // The snapshot a server render (and the hydrating browser) reads before the actor starts.
    expect(createActor(machine, { input: { cameWithPage: brought } }).getSnapshot().value).toEqual({ showingPromotions: 'browsing' });
    const { actor, lists } = start({ cameWithPage: brought });
    expect(lists).toEqual([]);
    expect(actor.getSnapshot().context.promotions).toEqual(brought);
    expect(actor.getSnapshot().context.banner?.id).toBe(1);
    actor.send({ type: 'promotions.categoryChosen', category: 1 });
    expect(lists[0]?.input).toEqual({ category: 1 });
  });

  it('an empty list the page brought is "No Data" at once, without a call', () => {
    const { actor, lists } = start({ cameWithPage: [] });
    expect(actor.getSnapshot().value).toBe('showingNoData');
    expect(lists).toEqual([]);
  });

  it('loads ALL first, then the chosen category (the server filters); the banner stays the first promotion of the first list', async () => {
    const { actor, lists, settle } = start();
    expect(lists[0]?.input).toEqual({ category: null });
    lists[0]?.resolve([promotion(1, [99, 4]), promotion(2, [1])]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ showingPromotions: 'browsing' });
    expect(actor.getSnapshot().context.banner?.id).toBe(1);
    actor.send({ type: 'promotions.categoryChosen', category: 1 });
    expect(actor.getSnapshot().value).toBe('loadingPromotions');
    expect(lists[1]?.input).toEqual({ category: 1 });
    lists[1]?.resolve([promotion(2, [1])]);
    await settle();
    expect(actor.getSnapshot().context.promotions.map((each) => each.id)).toEqual([2]);
    expect(actor.getSnapshot().context.banner?.id).toBe(1);
    // The same category again asks afresh.
    actor.send({ type: 'promotions.categoryChosen', category: 1 });
    expect(lists[2]?.input).toEqual({ category: 1 });
    actor.send({ type: 'promotions.categoryChosen', category: null });
    expect(lists[3]?.input).toEqual({ category: null });
  });

  it('an empty category shows "No Data"; a later list still sets the banner', async () => {
    const { actor, lists, settle } = start();
    lists[0]?.resolve([]);
    await settle();
    expect(actor.getSnapshot().value).toBe('showingNoData');
    expect(actor.getSnapshot().context.banner).toBeNull();
    actor.send({ type: 'promotions.categoryChosen', category: 8 });
    lists[1]?.resolve([promotion(6, [8])]);
    await settle();
    expect(actor.getSnapshot().context.banner?.id).toBe(6);
  });

  it('a failed list shows the server’s words (or none) and Retry asks for the same category again', async () => {
    const { actor, lists, settle } = start();
    actor.send({ type: 'promotions.categoryChosen', category: 4 });
    lists[1]?.reject({ kind: 'failed', message: 'Server error' });
    await settle();
    expect(actor.getSnapshot().value).toBe('listUnavailable');
    expect(actor.getSnapshot().context.listFailure).toEqual({ kind: 'failed', message: 'Server error' });
    actor.send({ type: 'promotions.retryRequested' });
    expect(actor.getSnapshot().context.listFailure).toBeNull();
    expect(lists[2]?.input).toEqual({ category: 4 });
    lists[2]?.reject(new Error(''));
    await settle();
    expect(actor.getSnapshot().context.listFailure).toEqual({ kind: 'failed', message: null });
  });

  it('Details of a listed promotion loads its full text; a failure shows Retry; closing forgets it', async () => {
    const { actor, lists, details, settle } = start();
    lists[0]?.resolve([promotion(1, [99])]);
    await settle();
    actor.send({ type: 'promotions.detailsOpened', id: 42 });
    expect(details).toHaveLength(0);
    actor.send({ type: 'promotions.detailsOpened', id: 1 });
    // The list stays as it is (no second call) while the modal loads.
    expect(actor.getSnapshot().value).toEqual({ showingPromotions: 'loadingDetails' });
    expect(lists).toHaveLength(1);
    expect(details[0]?.input).toEqual({ id: 1 });
    details[0]?.reject({ kind: 'failed', message: 'Promotion not found.' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ showingPromotions: 'detailsUnavailable' });
    expect(actor.getSnapshot().context.detailFailure).toEqual({ kind: 'failed', message: 'Promotion not found.' });
    actor.send({ type: 'promotions.detailsRetryRequested' });
    expect(actor.getSnapshot().context.detailFailure).toBeNull();
    details[1]?.resolve({ ...promotion(1, [99]), terms: 'The full rules.' });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ showingPromotions: 'showingDetails' });
    expect(actor.getSnapshot().context.opened?.terms).toBe('The full rules.');
    actor.send({ type: 'promotions.detailsClosed' });
    expect(actor.getSnapshot().value).toEqual({ showingPromotions: 'browsing' });
    expect(actor.getSnapshot().context).toMatchObject({ openedId: null, opened: null, detailFailure: null });
    // Details cannot be opened while the list is loading; a new list forgets open Details.
    actor.send({ type: 'promotions.detailsOpened', id: 1 });
    actor.send({ type: 'promotions.categoryChosen', category: 99 });
    expect(actor.getSnapshot().value).toBe('loadingPromotions');
    expect(actor.getSnapshot().context.openedId).toBeNull();
    actor.send({ type: 'promotions.detailsOpened', id: 1 });
    expect(details).toHaveLength(3);
  });

  it('fails loudly without its actors', async () => {
    const actor = createActor(promotionsMachine, { input: {} });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
  });

  it('previews the first 5 words; knows the strip’s categories; finds listed promotions', () => {
    expect(promotionPreview('  Get 5% of your weekly live casino net losses back ')).toBe('Get 5% of your weekly…');
    expect(promotionPreview('Five words and no more')).toBe('Five words and no more');
    expect(promotionPreview('')).toBe('');
    expect(isPromotionCategory(99)).toBe(true);
    expect(isPromotionCategory(16)).toBe(false);
    expect(listedPromotion({ promotions: [promotion(3, [1])] }, 3)?.id).toBe(3);
    expect(listedPromotion({ promotions: [] }, null)).toBeNull();
    expect(toPromotionsFailure({ message: 42 })).toEqual({ kind: 'failed', message: null });
    expect(toPromotionsFailure(null)).toEqual({ kind: 'failed', message: null });
  });
});
