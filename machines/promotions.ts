import { assign, setup } from 'xstate';
import { unprovidedActor } from './lib/unprovided';
import { readFailed } from './lib/failures';
import type { BanglaArt } from './homeContent';

/**
 * The categories of the strip, in the spec's order (spec 2 §9): Welcome Offer (99), Slots, Casino, Sports,
 * Fishing, ESports, Lottery, P2P, Table, Arcade, Crash, Others. The hidden ones (16 Card Game,
 * 2048 Cock Fighting, 4096 Rain, 16384 Free) are not offered.
 */
export const PROMOTION_CATEGORIES = [99, 1, 2, 4, 8, 32, 64, 128, 256, 1024, 8192, 512] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Spec 2 §9: the list shows the first 5 words of a promotion's description. */
export const PROMOTION_PREVIEW_WORDS = 5;

/** One promotion of GET /api/promotion (spec 2 §3 Promotion; desktop: title, description, duration, image, categories) and its tag. */
export type PromotionSummary = {
  id: number;
  name: string;
  description: string;
  thumbnail: string;
  /** The title, short text and picture in Bangla (issue 22); absent: the English ones serve. */
  nameBn?: string;
  descriptionBn?: string;
  artBn?: BanglaArt | null;
  /** Dhaka dates (YYYY-MM-DD); null: no limit on that side. */
  startDate: string | null;
  endDate: string | null;
  /** The card's short label; '' for none. */
  tag: string;
  categories: readonly number[];
};

/** GET /api/promotions/{id}: the promotion with its full text. */
export type PromotionDetail = PromotionSummary & { terms: string };

/** Why a call failed: the server's words when it gave some. */
export type PromotionsFailure = { kind: 'failed'; message: string | null };

/** Issue 26 §1: the ALL list, when the page brought it (a first screen the server drew from it). */
export type PromotionsInput = { cameWithPage?: readonly PromotionSummary[] };

export type PromotionsContext = {
  /** The list of ALL came with the page: the machine starts showing it, without a call. */
  listCameWithPage: boolean;
  /** The chosen category; null is ALL. */
  category: PromotionCategory | null;
  promotions: readonly PromotionSummary[];
  /** The banner: the first promotion of the first list that had any; kept while the category changes. */
  banner: PromotionSummary | null;
  listFailure: PromotionsFailure | null;
  /** The promotion whose Details are open (from the list), and its full text once loaded. */
  openedId: number | null;
  opened: PromotionDetail | null;
  detailFailure: PromotionsFailure | null;
};

export type PromotionsEvent =
  /** null: ALL. */
  | { type: 'promotions.categoryChosen'; category: PromotionCategory | null }
  | { type: 'promotions.retryRequested' }
  | { type: 'promotions.detailsOpened'; id: number }
  | { type: 'promotions.detailsRetryRequested' }
  | { type: 'promotions.detailsClosed' };

const machineId = 'promotions';

/** The list's preview of a description: its first 5 words (spec 2 §9), with an ellipsis when there is more. */
export function promotionPreview(description: string): string {
  const words = description.trim().split(/\s+/).filter((word) => word !== '');
  return words.length > PROMOTION_PREVIEW_WORDS ? `${words.slice(0, PROMOTION_PREVIEW_WORDS).join(' ')}…` : words.join(' ');
}

export function isPromotionCategory(value: number): value is PromotionCategory {
  return (PROMOTION_CATEGORIES as readonly number[]).includes(value);
}

/** What a failed call means to the page; a missing actor stops the machine loudly instead. */
export const toPromotionsFailure = (error: unknown): PromotionsFailure => readFailed(error);

/** The promotion in the list with this id, if any. */
export function listedPromotion(context: Pick<PromotionsContext, 'promotions'>, id: number | null): PromotionSummary | null {
  return context.promotions.find((promotion) => promotion.id === id) ?? null;
}

export const promotionsMachine = setup({
  types: {
    context: {} as PromotionsContext,
    events: {} as PromotionsEvent,
    input: {} as PromotionsInput,
  },
  actors: {
    /** GET /api/promotion, with ?category=<id> unless ALL: the promotions shown now, in their order. */
    fetchPromotions: unprovidedActor<PromotionSummary[], { category: PromotionCategory | null }>(machineId, 'fetchPromotions'),
    /** GET /api/promotions/{id}: the promotion with its full text. */
    fetchPromotion: unprovidedActor<PromotionDetail, { id: number }>(machineId, 'fetchPromotion'),
  },
  actions: {
    forgetDetails: assign({ openedId: null, opened: null, detailFailure: null }),
  },
  guards: {
    isListedPromotion: ({ context, event }) => event.type === 'promotions.detailsOpened' && listedPromotion(context, event.id) !== null,
    hasPromotions: (_, params: { count: number }) => params.count > 0,
    listCameWithPage: ({ context }) => context.listCameWithPage,
    listCameWithPromotions: ({ context }) => context.listCameWithPage && context.promotions.length > 0,
  },
}).createMachine({
  id: machineId,
  description:
    'The promotions page (spec 2 §2 Promotions, §9): the list for ALL or one category (chosen in the strip; the server filters), and a listed promotion’s Details with its full text.',
  context: ({ input }) => {
    const brought = input.cameWithPage;
    return { listCameWithPage: brought !== undefined, category: null, promotions: brought ?? [], banner: brought?.[0] ?? null, listFailure: null, openedId: null, opened: null, detailFailure: null };
  },
  initial: 'starting',
  on: {
    'promotions.categoryChosen': {
      target: '.loadingPromotions',
      reenter: true,
      description: 'A category in the strip (or ALL): its promotions are asked for at once; the chosen one again asks afresh.',
      actions: assign(({ event }) => ({ category: event.category })),
    },
  },
  states: {
    starting: {
      description: 'Did the page bring the list of ALL?',
      always: [
        { guard: 'listCameWithPromotions', target: 'showingPromotions', description: 'The page brought it (its first screen was drawn by the server): no call.' },
        { guard: 'listCameWithPage', target: 'showingNoData', description: 'The page brought an empty list: "No Data", no call.' },
        { target: 'loadingPromotions' },
      ],
    },
    loadingPromotions: {
      description: 'Asking the server for the promotions of the chosen category.',
      entry: assign({ promotions: [], listFailure: null, openedId: null, opened: null, detailFailure: null }),
      invoke: {
        id: 'fetchPromotions',
        src: 'fetchPromotions',
        input: ({ context }) => ({ category: context.category }),
        onDone: [
          {
            guard: { type: 'hasPromotions', params: ({ event }) => ({ count: event.output.length }) },
            target: 'showingPromotions',
            actions: assign(({ context, event }) => ({ promotions: event.output, banner: context.banner ?? event.output[0] ?? null })),
          },
          { target: 'showingNoData', description: 'None in this category: "No Data".' },
        ],
        onError: {
          target: 'listUnavailable',
          description: 'The error is shown with Retry.',
          actions: assign(({ event }) => ({ listFailure: toPromotionsFailure(event.error) })),
        },
      },
    },
    showingPromotions: {
      description: 'The cards: image, title, the first 5 words, duration, tag, Sign Up Now (or Deposit Now) and Details.',
      initial: 'browsing',
      states: {
        browsing: {
          description: 'No Details open.',
          on: {
            'promotions.detailsOpened': {
              guard: 'isListedPromotion',
              target: 'loadingDetails',
              description: 'Details of a listed promotion: the modal opens and its full text is asked for.',
              actions: assign(({ event }) => ({ openedId: event.id, opened: null, detailFailure: null })),
            },
          },
        },
        loadingDetails: {
          description: 'The Details modal shows the title while the full text is asked for.',
          entry: assign({ detailFailure: null }),
          on: { 'promotions.detailsClosed': { target: 'browsing', actions: 'forgetDetails' } },
          invoke: {
            id: 'fetchPromotion',
            src: 'fetchPromotion',
            input: ({ context }) => {
              if (context.openedId === null) throw new Error('promotions: opening Details without an id');
              return { id: context.openedId };
            },
            onDone: { target: 'showingDetails', actions: assign(({ event }) => ({ opened: event.output })) },
            onError: {
              target: 'detailsUnavailable',
              description: 'The error is shown in the modal with Retry.',
              actions: assign(({ event }) => ({ detailFailure: toPromotionsFailure(event.error) })),
            },
          },
        },
        showingDetails: {
          description: 'The Details modal: image, title, duration, tag, the description and the full text.',
          on: { 'promotions.detailsClosed': { target: 'browsing', actions: 'forgetDetails' } },
        },
        detailsUnavailable: {
          description: 'The full text could not be loaded: the error and Retry in the modal.',
          on: {
            'promotions.detailsRetryRequested': { target: 'loadingDetails', description: 'Retry: the same promotion again.' },
            'promotions.detailsClosed': { target: 'browsing', actions: 'forgetDetails' },
          },
        },
      },
    },
    showingNoData: {
      description: 'No promotion in this category: "No Data".',
    },
    listUnavailable: {
      description: 'The list could not be loaded: the error and Retry.',
      on: { 'promotions.retryRequested': { target: 'loadingPromotions', description: 'Retry: the same category again.' } },
    },
  },
});
