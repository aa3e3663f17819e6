import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailedWords } from './lib/failures';
import { gameCategories, type CategoryProvider, type GameCategory } from './sideMenu';

export type SliderType = 'Main' | 'Favourite' | 'Features';

/** A slider item (spec 1 §3): `thubmnail` is spelled so on the wire; here it is `thumbnail`. */
/**
 * A picture's Bangla version (issue 22): its word-free drawing and the words the site lays over it as
 * page text ('' for a part it has not). Absent or null: the picture is shown as it is in both languages.
 */
export type BanglaArt = { thumbnail: string; kicker: string; headline: string; offer: string; cta: string };

/** A slider item (spec 1 §7); `nameBn` is its Bangla caption (absent: the English one serves). */
export type SliderItem = { id: number; name: string; nameBn?: string; link: string; thumbnail: string; artBn?: BanglaArt | null; sliderType: SliderType };

/** The logo record (spec 1 §3): image paths. */
export type SiteLogo = { logo: string; mobileLogo: string; loaderLogo: string; favicon: string };

/** General settings (spec 1 §3). */
export type GeneralSettings = { siteTitle: string; supportMail: string; whatsapp: string; liveChat: string; intercom: string; tawkId: string };

export type SocialLink = { name: string; link: string };

/** A payment method as the footer shows it: its name and logo. */
export type PaymentMethodLogo = { id: number; name: string; icon: string };

/** A promotion as a desktop announcement banner shows it. */
export type PromotionBanner = { id: number; name: string; nameBn?: string; thumbnail: string | null; artBn?: BanglaArt | null; bonusPercent: number };

/** The pieces of the home page that load on their own; one failing does not hold up the others. */
export type ContentPiece = 'logo' | 'banners' | 'siteDetails';

/** Banners: the sliders of every kind and the promotions that fill the desktop banners. */
export type BannerContent = { sliders: SliderItem[]; promotions: PromotionBanner[] };

/** Footer and contact details: general settings, social links and payment-method logos. */
export type SiteDetails = { general: GeneralSettings | null; socialLinks: SocialLink[]; paymentMethods: PaymentMethodLogo[] };

/** Why a piece did not load: a plain object so that model-test samples stay distinct. */
export type ContentFailure = { kind: 'failed'; message: string };

/** Reads an actor's rejection; a missing actor must stop the machine loudly. */
export const toContentFailure = (error: unknown): ContentFailure => readFailedWords(error);

export type HomeContentContext = {
  /** The pieces the page brought (HomeContentInput): they start settled. */
  cameWithPage: readonly ContentPiece[];
  logo: SiteLogo | null;
  general: GeneralSettings | null;
  sliders: SliderItem[];
  socialLinks: SocialLink[];
  paymentMethods: PaymentMethodLogo[];
  promotions: PromotionBanner[];
};

export type ContentLoadFailure = { piece: ContentPiece; failure: ContentFailure };

/**
 * Issue 26 §1: the pieces the page brought with it, when the server drew its first screen from them. Each
 * one given starts settled (no call), so the browser's first render is the server's HTML; the rest load.
 */
export type HomeContentInput = { logo?: SiteLogo | null; banners?: BannerContent; siteDetails?: SiteDetails };

const machineId = 'homeContent';

/** The sliders of one kind, in the server's order. */
export function slidersOfType(sliders: SliderItem[], type: SliderType): SliderItem[] {
  return sliders.filter((slider) => slider.sliderType === type);
}

/**
 * The home page's content (spec 1 §2.4, §7): logo, general settings, sliders, social links, payment
 * methods and promotions load side by side. A failure is only logged (spec 1 §7, last line): the
 * page shows what came.
 */
export const homeContentMachine = setup({
  types: {
    context: {} as HomeContentContext,
    input: {} as HomeContentInput,
  },
  actors: {
    fetchLogo: unprovidedActor<SiteLogo | null, void>(machineId, 'fetchLogo'),
    /** Sliders and promotions; the edge logs a part that fails and answers the rest. */
    fetchBanners: unprovidedActor<BannerContent, void>(machineId, 'fetchBanners'),
    /** General settings, social links and payment methods; the edge logs a part that fails and answers the rest. */
    fetchSiteDetails: unprovidedActor<SiteDetails, void>(machineId, 'fetchSiteDetails'),
  },
  actions: {
    /** Writes the failure to the console (spec 1 §7: home loading failures are only logged). */
    logLoadFailure: unprovidedAction(machineId, 'logLoadFailure') as (args: unknown, params: ContentLoadFailure) => void,
  },
  guards: {
    cameWithPage: ({ context }, params: { piece: ContentPiece }) => context.cameWithPage.includes(params.piece),
  },
}).createMachine({
  id: machineId,
  description: 'The site content: logo, banners and footer details load side by side; each shows when it arrives, a failure is only logged.',
  context: ({ input }) => ({
    cameWithPage: (['logo', 'banners', 'siteDetails'] as const).filter((piece) => input[piece] !== undefined),
    logo: input.logo ?? null,
    general: input.siteDetails?.general ?? null,
    sliders: input.banners?.sliders ?? [],
    socialLinks: input.siteDetails?.socialLinks ?? [],
    paymentMethods: input.siteDetails?.paymentMethods ?? [],
    promotions: input.banners?.promotions ?? [],
  }),
  type: 'parallel',
  states: {
    logo: {
      description: 'The site logo (GET logo): the header shows the text name until it comes.',
      initial: 'starting',
      states: {
        starting: {
          description: 'Did the page bring the logo?',
          always: [
            { guard: { type: 'cameWithPage', params: { piece: 'logo' } }, target: 'settled', description: 'The page brought it (its first screen was drawn by the server): no call.' },
            { target: 'loading' },
          ],
        },
        loading: {
          description: 'Asking for the logo record.',
          invoke: {
            id: 'fetchLogo',
            src: 'fetchLogo',
            onDone: { target: 'settled', actions: assign(({ event }) => ({ logo: event.output })) },
            onError: { target: 'settled', description: 'No logo: the text name stays; the failure is logged.', actions: { type: 'logLoadFailure', params: ({ event }) => ({ piece: 'logo' as const, failure: toContentFailure(event.error) }) } },
          },
        },
        settled: { description: 'The logo is shown, or the text name if it did not come.' },
      },
    },
    banners: {
      description: 'Banners, favourites and featured games (GET sliders) and promotions for the desktop banners (GET promotion).',
      initial: 'starting',
      states: {
        starting: {
          description: 'Did the page bring the banners?',
          always: [
            { guard: { type: 'cameWithPage', params: { piece: 'banners' } }, target: 'settled', description: 'The page brought it (its first screen was drawn by the server): no call.' },
            { target: 'loading' },
          ],
        },
        loading: {
          description: 'Asking for the sliders and the promotions.',
          invoke: {
            id: 'fetchBanners',
            src: 'fetchBanners',
            onDone: { target: 'settled', actions: assign(({ event }) => ({ sliders: event.output.sliders, promotions: event.output.promotions })) },
            onError: { target: 'settled', description: 'Neither came: the banner areas stay empty; logged.', actions: { type: 'logLoadFailure', params: ({ event }) => ({ piece: 'banners' as const, failure: toContentFailure(event.error) }) } },
          },
        },
        settled: { description: 'The banners are shown, or their areas are left out.' },
      },
    },
    siteDetails: {
      description: 'Contact channels (GET general), social links (GET sociallink) and payment logos (GET payment-methods).',
      initial: 'starting',
      states: {
        starting: {
          description: 'Did the page bring the footer details?',
          always: [
            { guard: { type: 'cameWithPage', params: { piece: 'siteDetails' } }, target: 'settled', description: 'The page brought it (its first screen was drawn by the server): no call.' },
            { target: 'loading' },
          ],
        },
        loading: {
          description: 'Asking for the general settings, social links and payment methods.',
          invoke: {
            id: 'fetchSiteDetails',
            src: 'fetchSiteDetails',
            onDone: { target: 'settled', actions: assign(({ event }) => ({ general: event.output.general, socialLinks: event.output.socialLinks, paymentMethods: event.output.paymentMethods })) },
            onError: { target: 'settled', description: 'None came: the footer leaves them out; logged.', actions: { type: 'logLoadFailure', params: ({ event }) => ({ piece: 'siteDetails' as const, failure: toContentFailure(event.error) }) } },
          },
        },
        settled: { description: 'The details are shown, or left out.' },
      },
    },
  },
});

/** Spec 1 §9: a banner shows for 3000 ms; its progress bar moves every 30 ms. */
export const BANNER_ROTATION_MS = 3000;
export const BANNER_PROGRESS_TICK_MS = 30;

export type BannerRotationContext = { index: number; elapsedTicks: number };

export type BannerRotationEvent = { type: 'banner.chosen'; index: number };

/** How far the current banner's time has run, 0 to 100, for the progress bar. */
export function bannerProgress(context: BannerRotationContext): number {
  return Math.min(100, (context.elapsedTicks * BANNER_PROGRESS_TICK_MS * 100) / BANNER_ROTATION_MS);
}

/**
 * The main banner slideshow's clock (spec 1 §2.4, §9): the next banner every 3000 ms, the progress
 * bar every 30 ms. `index` only grows; the view takes it modulo the number of banners.
 */
export const bannerRotationMachine = setup({
  types: {
    context: {} as BannerRotationContext,
    events: {} as BannerRotationEvent,
  },
  actions: {
    showNextBanner: assign(({ context }) => ({ index: context.index + 1 })),
    showChosenBanner: assign((_, params: { index: number }) => ({ index: params.index })),
    restartProgress: assign({ elapsedTicks: 0 }),
    countTick: assign(({ context }) => ({ elapsedTicks: context.elapsedTicks + 1 })),
  },
  delays: {
    bannerRotation: BANNER_ROTATION_MS,
    progressTick: BANNER_PROGRESS_TICK_MS,
  },
}).createMachine({
  id: 'bannerRotation',
  description: 'The main banner slideshow: a new banner every 3 s, the progress bar ticking every 30 ms.',
  context: { index: 0, elapsedTicks: 0 },
  initial: 'rotating',
  states: {
    rotating: {
      description: 'One banner shows while its time runs; then the next one comes.',
      entry: 'restartProgress',
      initial: 'ticking',
      after: {
        bannerRotation: { target: 'rotating', reenter: true, description: 'Time is up: the next banner.', actions: 'showNextBanner' },
      },
      on: {
        'banner.chosen': {
          target: 'rotating',
          reenter: true,
          description: 'The player swiped or picked a banner: it shows for a full 3 s.',
          actions: { type: 'showChosenBanner', params: ({ event }) => ({ index: event.index }) },
        },
      },
      states: {
        ticking: {
          description: 'The progress bar moves on every 30 ms.',
          after: { progressTick: { target: 'ticking', reenter: true, actions: 'countTick' } },
        },
      },
    },
  },
});

export type CategoryBarContext = { category: GameCategory; providers: CategoryProvider[]; providersCameWithPage: boolean };

/** Issue 26 §1: the first category's providers, when the page brought them (a server-drawn first screen). */
export type CategoryBarInput = { providers?: CategoryProvider[] };

export type CategoryBarEvent =
  | { type: 'categoryBar.categoryChosen'; category: GameCategory }
  | { type: 'categoryBar.providerChosen'; provider: CategoryProvider };

/**
 * The home game category bar (spec 1 §2.4): seven categories, each with its provider list
 * (get-system for the type, then get-provider). Choosing a provider opens its games.
 */
export const categoryBarMachine = setup({
  types: {
    context: {} as CategoryBarContext,
    events: {} as CategoryBarEvent,
    input: {} as CategoryBarInput,
  },
  actors: {
    fetchCategoryProviders: unprovidedActor<CategoryProvider[], { category: GameCategory }>('categoryBar', 'fetchCategoryProviders'),
  },
  actions: {
    /** Navigates to /games?type={type}&system={platform}&title={title} (spec 1 §2.3). */
    openProviderGames: unprovidedAction('categoryBar', 'openProviderGames') as (args: unknown, params: { category: GameCategory; provider: CategoryProvider }) => void,
    logLoadFailure: unprovidedAction('categoryBar', 'logLoadFailure') as (args: unknown, params: ContentFailure) => void,
    rememberCategory: assign((_, params: { category: GameCategory }) => ({ category: params.category, providers: [] })),
  },
  guards: {
    providersCameWithPage: ({ context }) => context.providersCameWithPage,
  },
}).createMachine({
  id: 'categoryBar',
  description: 'The home category bar: a category’s providers load when it is chosen; a provider opens its games.',
  context: ({ input }) => ({ category: gameCategories[0], providers: input.providers ?? [], providersCameWithPage: input.providers !== undefined }),
  initial: 'starting',
  on: {
    'categoryBar.categoryChosen': {
      target: '.loadingProviders',
      reenter: true,
      description: 'Another category: its providers replace the list.',
      actions: { type: 'rememberCategory', params: ({ event }) => ({ category: event.category }) },
    },
  },
  states: {
    starting: {
      description: 'Did the page bring the first category’s providers?',
      always: [
        { guard: 'providersCameWithPage', target: 'showingProviders', description: 'The page brought them (its first screen was drawn by the server): no call.' },
        { target: 'loadingProviders' },
      ],
    },
    loadingProviders: {
      description: 'Asking for the category’s systems, then their providers.',
      invoke: {
        id: 'fetchCategoryProviders',
        src: 'fetchCategoryProviders',
        input: ({ context }) => ({ category: context.category }),
        onDone: { target: 'showingProviders', actions: assign(({ event }) => ({ providers: event.output })) },
        onError: { target: 'providersUnavailable', actions: { type: 'logLoadFailure', params: ({ event }) => toContentFailure(event.error) } },
      },
    },
    showingProviders: {
      description: 'The providers of the category, with their icons.',
      on: {
        'categoryBar.providerChosen': {
          description: 'Opens /games for the provider.',
          actions: { type: 'openProviderGames', params: ({ context, event }) => ({ category: context.category, provider: event.provider }) },
        },
      },
    },
    providersUnavailable: {
      description: 'The providers did not load (logged): the bar shows no list; another category can be chosen.',
    },
  },
});
