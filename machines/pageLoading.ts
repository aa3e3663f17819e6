import { assign, setup } from 'xstate';
import { unprovidedAction, unprovidedActor } from './lib/unprovided';
import { readFailedWords } from './lib/failures';

/** Logo record (spec 1 §3): image addresses, already resolved against the API host. */
export type LogoRecord = { logo: string; mobileLogo: string; loaderLogo: string; favicon: string };

/** General settings (spec 1 §3); missing values are ''. */
export type GeneralSettings = {
  siteTitle: string;
  supportMail: string;
  whatsapp: string;
  liveChat: string;
  intercom: string;
  tawkId: string;
};

/** Why a branding call failed: a plain object so that model-test samples stay distinct. */
export type BrandingFailure = { call: 'logo' | 'general' | 'timeout'; message: string };

export const toBrandingFailure = (call: 'logo' | 'general', error: unknown): BrandingFailure => ({ call, message: readFailedWords(error).message });

export type PageLoadingContext = {
  logo: LogoRecord | null;
  general: GeneralSettings | null;
  /** The animated loader image did not load: the splash shows three dots instead (spec 1 §2.4). */
  loaderImageFailed: boolean;
  /** Loading took too long: the splash is gone while the calls carry on. */
  splashDismissed: boolean;
};

export type PageLoadingEvent = { type: 'splash.imageFailed' };

/**
 * Issue 26 §1: `firstScreenDrawn` when the server drew the page's first screen, branded from the same data
 * the calls bring: no splash covers it (the calls still run and apply the favicon and title).
 */
export type PageLoadingInput = { firstScreenDrawn?: boolean };

/** A slow server must never keep the site hidden. */
export const BRANDING_TIMEOUT_MS = 4_000;

const machineId = 'pageLoading';

export const pageLoadingMachine = setup({
  types: {
    context: {} as PageLoadingContext,
    events: {} as PageLoadingEvent,
    input: {} as PageLoadingInput,
  },
  actors: {
    fetchLogo: unprovidedActor<LogoRecord | null, void>(machineId, 'fetchLogo'),
    fetchGeneral: unprovidedActor<GeneralSettings, void>(machineId, 'fetchGeneral'),
  },
  actions: {
    /** Sets the page's favicon from the logo record. */
    applyFavicon: unprovidedAction(machineId, 'applyFavicon'),
    /** Sets the document title from site_title and stores the support contacts (whatsapp, liveChat, intercom, tawkId). */
    applyGeneralSettings: unprovidedAction(machineId, 'applyGeneralSettings'),
    /** Loading failures of public data are only logged (spec 1 §7). */
    logFailure: unprovidedAction(machineId, 'logFailure') as (_: unknown, failure: BrandingFailure) => void,
    rememberImageFailed: assign({ loaderImageFailed: true }),
    dismissSplash: assign({ splashDismissed: true }),
  },
  delays: {
    brandingTimeout: BRANDING_TIMEOUT_MS,
  },
}).createMachine({
  id: machineId,
  description: 'Page loading (spec 1 §4): a splash overlay shows until the logo and the title are ready or failed; after a few seconds it goes anyway.',
  context: ({ input }) => ({ logo: null, general: null, loaderImageFailed: false, splashDismissed: input.firstScreenDrawn === true }),
  initial: 'loadingBranding',
  on: {
    'splash.imageFailed': { actions: 'rememberImageFailed', description: 'The splash falls back to three loading dots.' },
  },
  states: {
    loadingBranding: {
      type: 'parallel',
      description: 'The splash overlay shows while the logo and general settings load side by side.',
      onDone: 'siteShown',
      after: {
        brandingTimeout: {
          description: 'Too slow: the splash goes and the site opens; the logo and title still apply when they arrive.',
          actions: ['dismissSplash', { type: 'logFailure', params: { call: 'timeout', message: 'Logo and title took too long; the site opens without waiting.' } }],
        },
      },
      states: {
        logo: {
          initial: 'loadingLogo',
          states: {
            loadingLogo: {
              description: 'GET logo: the loader image, the logos and the favicon.',
              invoke: {
                id: 'fetchLogo',
                src: 'fetchLogo',
                onDone: { target: 'logoReady', actions: [assign(({ event }) => ({ logo: event.output })), 'applyFavicon'] },
                onError: {
                  target: 'logoReady',
                  description: 'Logged only: the default logo and favicon stay.',
                  actions: { type: 'logFailure', params: ({ event }) => toBrandingFailure('logo', event.error) },
                },
              },
            },
            logoReady: { type: 'final', description: 'The logo is known (or the default stays).' },
          },
        },
        title: {
          initial: 'loadingTitle',
          states: {
            loadingTitle: {
              description: 'GET general: the site title and the support contacts.',
              invoke: {
                id: 'fetchGeneral',
                src: 'fetchGeneral',
                onDone: { target: 'titleReady', actions: [assign(({ event }) => ({ general: event.output })), 'applyGeneralSettings'] },
                onError: {
                  target: 'titleReady',
                  description: 'Logged only: the default title stays and support falls back to the in-site chat.',
                  actions: { type: 'logFailure', params: ({ event }) => toBrandingFailure('general', event.error) },
                },
              },
            },
            titleReady: { type: 'final', description: 'The title is set (or the default stays).' },
          },
        },
      },
    },
    siteShown: {
      description: 'The splash is gone; the page underneath is in use.',
    },
  },
});
