import { defineChecklist, type OutcomeWords } from '../../../machines/lib/flow';
import { listedPromotion, promotionsMachine, type PromotionsContext, type PromotionsFailure, type PromotionSummary } from '../../../machines/promotions';
// The promotions' English texts are an area's: registered as the page registers them.
import '../../../src/i18n/areaTexts';
import { categoryLabel } from '../../../src/features/promotions/texts';
import { quoted, ui } from './ui';

/** The cards (src/features/promotions/PromotionCard.tsx) as a visitor sees them: Sign Up Now on each. */
const cards = (promotions: readonly PromotionSummary[]) =>
  `the cards, each with its picture, title, first five words, '${ui('promotions.durationLabel')}: …', tag, ${quoted('promotions.signUp')} and ${quoted('promotions.details')}; among them ${promotions.map((promotion) => `'${promotion.name}'`).join(' and ')}`;

const chosen = (context: PromotionsContext) => `${quoted('promotions.title')} with '${categoryLabel(context.category)}' chosen in the strip`;

/** A failed call as the page shows it: the title, the server's words when it gave some, Retry. */
const failure = (title: 'promotions.listFailed' | 'promotions.detail.failed', failed: PromotionsFailure | null) =>
  `${quoted(title)}${failed?.message ? ` '${failed.message}'` : ''} with ${quoted('promotions.retry')}`;

/** A tester cannot make the server refuse: a debugging proxy gives its answer. */
function refused(call: string, situation: string) {
  return (failed: PromotionsFailure): OutcomeWords => ({
    action: 'Wait for the answer',
    precondition: `${call} answers an error ${failed.message ? `saying "${failed.message}"` : 'without a message'} (a debugging proxy answers it with a 400)`,
    situation,
  });
}

/** The Details modal over the list (src/features/promotions/PromotionDetails.tsx), titled as its card (named in the step before). */
const detailsShow = (body: string) => `The Details modal, titled as the card, shows ${body}, with ${quoted('promotions.detail.close')} (×)`;

export const promotionsChecklist = defineChecklist(promotionsMachine, {
  subject: 'Promotions',
  open: 'Open /promotions',
  preconditions: {
    'a visitor opening /promotions': 'Logged out (a visitor sees Sign Up Now)',
    // Issue 26 §1: a desktop visitor's page comes drawn by the server with the list of ALL in it.
    'a visitor on a desktop opening /promotions the server drew from its list':
      'Logged out, on a desktop browser: the page arrives drawn with the list of ALL (devtools › Network shows no /api/promotion call); the demo’s promotions, the steps name Welcome Offer: ৳7,777 Sports Bonus and Daily Slots Reload 10% among them',
    'a visitor on a desktop opening /promotions the server drew with none':
      'Logged out, on a desktop browser; a debugging proxy empties the "promotion" list in the boot data of the /promotions page itself, so it arrives drawn with none (the calls the page makes later reach the real server)',
  },
  events: {
    'promotions.categoryChosen': (event) => `Tap '${categoryLabel(event.category)}' in the strip`,
    'promotions.retryRequested': () => `Let the call through again and tap ${quoted('promotions.retry')}`,
    'promotions.detailsOpened': (event, context) => `Tap ${quoted('promotions.details')} on '${listedPromotion(context, event.id)?.name ?? event.id}'`,
    'promotions.detailsRetryRequested': () => `Let the call through again and tap ${quoted('promotions.retry')} in the modal`,
    'promotions.detailsClosed': () => `Tap ${quoted('promotions.detail.close')} (×) on the modal`,
  },
  actors: {
    fetchPromotions: {
      done: (promotions: PromotionSummary[]) =>
        promotions.length === 0
          ? { action: 'Wait for the list', precondition: 'The category has no promotion (devtools › Network › Override content of its /api/promotion call with an empty list)', situation: 'none in the category' }
          : { action: 'Wait for the list', precondition: `The demo’s promotions (the steps name ${promotions.map((promotion) => `'${promotion.name}'`).join(' and ')} among them)` },
      error: refused('The promotions call', 'list fails'),
    },
    fetchPromotion: {
      done: () => ({ action: 'Wait for the details' }),
      error: refused('The call for the promotion’s details', 'details fail'),
    },
  },
  states: {
    // Decided before the page shows: the list the page brought, or a call.
    starting: null,
    loadingPromotions: (context) => `${chosen(context)}; a spinner in place of the list`,
    'showingPromotions.browsing': (context) => `${chosen(context)}; no modal; ${cards(context.promotions)}`,
    'showingPromotions.loadingDetails': () => detailsShow('a spinner in place of its text'),
    'showingPromotions.showingDetails': (context) => detailsShow(`its duration, tag, description and terms ('${context.opened?.terms ?? ''}')`),
    'showingPromotions.detailsUnavailable': (context) => detailsShow(failure('promotions.detail.failed', context.detailFailure)),
    showingNoData: (context) => `${chosen(context)}; ${quoted('promotions.empty')} in place of the list`,
    listUnavailable: (context) => `${chosen(context)}; ${failure('promotions.listFailed', context.listFailure)}`,
  },
});
