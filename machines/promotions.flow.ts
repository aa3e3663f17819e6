import { defineFlow } from './lib/flow';
import { promotionsMachine, type PromotionDetail, type PromotionSummary, type PromotionsFailure } from './promotions';

const welcome: PromotionSummary = {
  id: 1,
  name: 'Welcome Offer: ৳7,777 Sports Bonus',
  description: 'New members get a sports bonus of up to ৳7,777 on their first deposit.',
  thumbnail: '/storage/promotions/promotion-1.svg',
  startDate: '2026-10-25',
  endDate: '2027-12-31',
  tag: 'New',
  categories: [99, 4],
};
const slots: PromotionSummary = { ...welcome, id: 3, name: 'Daily Slots Reload 10%', tag: 'Daily', endDate: null, categories: [1] };
const detail: PromotionDetail = { ...welcome, terms: 'Choose the Welcome Offer on your first deposit of ৳500 or more.' };
const failures: PromotionsFailure[] = [
  { kind: 'failed', message: 'category must be one of 1, 2, 4.' },
  { kind: 'failed', message: null },
];

export const promotionsFlow = defineFlow({
  name: 'promotions',
  summary: 'The promotions page: the list for ALL or one category of the strip (filtered by the server), "No Data" when empty, errors with Retry, and a promotion’s Details with its full text.',
  machine: promotionsMachine,
  inputs: [
    { name: 'a visitor opening /promotions', input: {} },
    { name: 'a visitor on a desktop opening /promotions the server drew from its list', input: { cameWithPage: [welcome, slots] } },
    { name: 'a visitor on a desktop opening /promotions the server drew with none', input: { cameWithPage: [] } },
  ],
  events: {
    'promotions.categoryChosen': [
      { type: 'promotions.categoryChosen', category: 99 },
      { type: 'promotions.categoryChosen', category: null },
    ],
    'promotions.detailsOpened': [
      { type: 'promotions.detailsOpened', id: 1 },
      { type: 'promotions.detailsOpened', id: 404 },
    ],
  },
  actorResults: {
    fetchPromotions: { done: [[welcome, slots], []], error: failures },
    fetchPromotion: { done: [detail], error: failures },
  },
  // The category, whether anything is listed or open and whether calls failed make a state; the texts do not.
  contextKey: (context) => ({
    category: context.category,
    listed: context.promotions.length > 0,
    banner: context.banner !== null,
    listFailure: context.listFailure !== null,
    opened: context.openedId !== null,
    detail: context.opened !== null,
    detailFailure: context.detailFailure !== null,
  }),
});
