import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { pageLoadingMachine, type BrandingFailure, type GeneralSettings, type LogoRecord } from '../../machines/pageLoading';
import { failedWords } from '../../machines/lib/failures';
import type { ApiClient } from '../api/client';
import { siteConfig } from '../config';
import { callApi } from './call';
import { t } from '../i18n';

/** Browser storage keys for the support contacts (spec 1 §3). */
export const supportStorageKeys = { whatsapp: 'whatsapp', liveChat: 'liveChat', intercom: 'intercom', tawkId: 'tawkId' } as const;

/** Logo paths live under a storage path on the API host (spec 1 §7): resolve them there. */
export function onApiHost(path: string): string {
  if (path === '') return '';
  try {
    return new URL(path, new URL(siteConfig.apiBaseUrl, window.location.href)).href;
  } catch {
    return path;
  }
}

function setFavicon(href: string) {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
  link.removeAttribute('type');
}

/**
 * The site title from general settings (spec 1 §3). Pages keep their own name in front
 * ("Deposit | …"), so only the site-name part is replaced; other titles stay as they are.
 */
export function titleWithSiteName(currentTitle: string, siteTitle: string): string {
  const siteName = t('site.name');
  if (currentTitle === siteName) return siteTitle;
  const suffix = ` | ${siteName}`;
  if (currentTitle.endsWith(suffix)) return `${currentTitle.slice(0, -suffix.length)} | ${siteTitle}`;
  return currentTitle;
}

let titleObserver: MutationObserver | null = null;

/** Applies the site title now and to every page title set later, whichever comes first. */
function applySiteTitle(siteTitle: string) {
  const rewrite = () => {
    const next = titleWithSiteName(document.title, siteTitle);
    if (next !== document.title) document.title = next;
  };
  rewrite();
  titleObserver?.disconnect();
  const titleElement = document.querySelector('title');
  if (!titleElement) return;
  titleObserver = new MutationObserver(rewrite);
  titleObserver.observe(titleElement, { childList: true, characterData: true, subtree: true });
}

function storeSupportContacts(general: GeneralSettings) {
  try {
    localStorage.setItem(supportStorageKeys.whatsapp, general.whatsapp);
    localStorage.setItem(supportStorageKeys.liveChat, general.liveChat);
    localStorage.setItem(supportStorageKeys.intercom, general.intercom);
    localStorage.setItem(supportStorageKeys.tawkId, general.tawkId);
  } catch (error) {
    console.warn('Could not store the support contacts.', error);
  }
}

/** Loaded on first use: the API client and its parsers stay out of the entry chunk. A failure is logged with its words. */
const inSite = <T>(run: (site: typeof import('../api/site'), client: ApiClient) => Promise<T>) => callApi(() => import('../api/site'), failedWords, run);

/** The page-loading machine with the logo and general calls, the favicon and the title. */
export const pageLoadingMachineLive = pageLoadingMachine.provide({
  actors: {
    fetchLogo: fromPromise<LogoRecord | null, void>(({ signal }) =>
      inSite(async (site, apiClient) => {
        const logo = await site.fetchLogo(apiClient, signal);
        if (!logo) return null;
        return {
          logo: onApiHost(logo.logo),
          mobileLogo: onApiHost(logo.mobileLogo),
          loaderLogo: onApiHost(logo.loaderLogo),
          favicon: onApiHost(logo.favicon),
        };
      }),
    ),
    fetchGeneral: fromPromise<GeneralSettings, void>(({ signal }) => inSite((site, client) => site.fetchGeneral(client, signal))),
  },
  actions: {
    applyFavicon: ({ context }) => {
      if (context.logo?.favicon) setFavicon(context.logo.favicon);
    },
    applyGeneralSettings: ({ context }) => {
      if (!context.general) return;
      if (context.general.siteTitle) applySiteTitle(context.general.siteTitle);
      storeSupportContacts(context.general);
    },
    logFailure: (_, failure: BrandingFailure) => console.warn(`Page loading: ${failure.call}: ${failure.message}`),
  },
});

/** One page-loading actor for the whole site: the splash reads it, and the chat button its support contacts. */
export const PageLoading = createActorContext(pageLoadingMachineLive);
