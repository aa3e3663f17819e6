import { createActorContext, useActorRef, useMachine } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
import {
  bannerRotationMachine,
  categoryBarMachine,
  homeContentMachine,
  type BannerContent,
  type ContentLoadFailure,
  type SiteDetails,
  type SiteLogo,
} from '../../machines/homeContent';
import { failedWords } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { describeFailure } from '../api/errors';
import { callApi } from './call';
import { firstScreenOrigin, useFirstScreenInput } from './firstScreenState';
import { inspectFlow } from './flowRecorder';
import { fetchCategoryProviders, logLoadFailure, openProviderGames } from './sideMenu';

export type ContentModule = typeof import('../api/content');

/** One content call, loaded on first use so the API client stays out of the entry chunk. */
function contentCall<T>(call: (content: ContentModule, client: ApiClient, signal: AbortSignal) => Promise<T>) {
  return fromPromise<T, void>(({ signal }) => callApi(() => import('../api/content'), failedWords, (content, client) => call(content, client, signal)));
}

/**
 * Calls several content endpoints side by side: a part that fails is logged (spec 1 §7) and left
 * empty; only when every part fails does the whole piece fail.
 */
async function settleParts<T extends Record<string, unknown>>(parts: { [K in keyof T]: Promise<T[K]> }, empty: T): Promise<T> {
  const names = Object.keys(parts) as (keyof T)[];
  const results = await Promise.allSettled(names.map((name) => parts[name]));
  const answer = { ...empty };
  results.forEach((result, index) => {
    const name = names[index] as keyof T;
    if (result.status === 'fulfilled') answer[name] = result.value as T[keyof T];
    else console.warn(`Home content "${String(name)}" did not load: ${failedWords(describeFailure(result.reason)).message}`);
  });
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length === results.length && failed[0]) throw failed[0].reason;
  return answer;
}

/** The calls of the banners piece, by part. The server's first screen makes them too (src/edge/firstScreenInputs.ts). */
export function bannerCalls(content: ContentModule, client: ApiClient, signal?: AbortSignal): { [K in keyof BannerContent]: Promise<BannerContent[K]> } {
  return { sliders: content.fetchSliders(client, signal), promotions: content.fetchPromotionBanners(client, signal) };
}

/** The calls of the footer-details piece, by part. */
export function siteDetailsCalls(content: ContentModule, client: ApiClient, signal?: AbortSignal): { [K in keyof SiteDetails]: Promise<SiteDetails[K]> } {
  return { general: content.fetchGeneral(client, signal), socialLinks: content.fetchSocialLinks(client, signal), paymentMethods: content.fetchPaymentMethodLogos(client, signal) };
}

/** The home content machine with its calls (spec 1 §7); failures are only logged. */
export const homeContentMachineLive = homeContentMachine.provide({
  actors: {
    fetchLogo: contentCall<SiteLogo | null>((content, client, signal) => content.fetchLogo(client, signal)),
    fetchBanners: contentCall<BannerContent>((content, client, signal) => settleParts<BannerContent>(bannerCalls(content, client, signal), { sliders: [], promotions: [] })),
    fetchSiteDetails: contentCall<SiteDetails>((content, client, signal) =>
      settleParts<SiteDetails>(siteDetailsCalls(content, client, signal), { general: null, socialLinks: [], paymentMethods: [] }),
    ),
  },
  actions: {
    logLoadFailure: (_, params: ContentLoadFailure) => console.warn(`Home content "${params.piece}" did not load: ${params.failure.message}`),
  },
});

/**
 * One content actor for the whole site: the header logo, the footer and the home page read it, so
 * each call is made once per visit. Mounted by the site layout.
 */
export const HomeContent = createActorContext(homeContentMachineLive);

export const homeContentOptions = { inspect: inspectFlow('homeContent') };

export function useSiteLogo(): SiteLogo | null {
  return HomeContent.useSelector((snapshot) => snapshot.context.logo);
}

/**
 * The banner clock as an actor reference, not a snapshot: it ticks every 30 ms, and only the parts
 * that show a tick (the progress bar) should re-render on it, not the whole carousel.
 */
export function useBannerRotation() {
  return useActorRef(bannerRotationMachine, { inspect: inspectFlow('bannerRotation', { repeats: 'once' }) });
}

export const categoryBarMachineLive = categoryBarMachine.provide({
  actors: { fetchCategoryProviders },
  actions: { openProviderGames, logLoadFailure },
});

export function useCategoryBar() {
  const input = useFirstScreenInput('categoryBar') ?? {};
  return useMachine(categoryBarMachineLive, { input, inspect: inspectFlow('categoryBar') });
}

const noSubscription = () => () => undefined;

/**
 * The site's address, for the desktop home's backup notice. A server render and the render that hydrates
 * it use the address the server drew the page for; the browser's own follows at once if it differs.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(noSubscription, () => window.location.origin, firstScreenOrigin);
}
