import { readBootData } from '../api/bootData';
import { createApiClient } from '../api/client';
import { siteConfig } from '../config';
import { currentLanguage } from '../i18n';
import { storageKeys } from './storage';

/** The one API client of the site. Only src/edge provides it to machines, as actors. */
export const apiClient = createApiClient({
  baseURL: siteConfig.apiBaseUrl,
  timeoutMs: siteConfig.apiTimeoutMs,
  getToken: () => localStorage.getItem(storageKeys.token),
  getLanguage: currentLanguage,
  origin: typeof window === 'undefined' ? undefined : window.location.origin,
  bootData: typeof document === 'undefined' ? undefined : readBootData(document, () => performance.now()),
});
