/** Site configuration, read once from Vite's build-time environment. */
export const siteConfig = {
  /** Where the product API lives; same origin by default (the server serves both). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/',
  /** Milliseconds before an API call is abandoned. */
  apiTimeoutMs: Number(import.meta.env.VITE_API_TIMEOUT_MS ?? 15_000),
  /** The sports data service of spec 1 §7 (the exchange data host); our server serves it at /exchange-data/. */
  exchangeDataBaseUrl: import.meta.env.VITE_EXCHANGE_DATA_URL ?? '/exchange-data/',
  /** A poll of the odds view is abandoned after this long, so the next one can start (issue 10). */
  exchangePollTimeoutMs: Number(import.meta.env.VITE_EXCHANGE_POLL_TIMEOUT_MS ?? 3_000),
  /** The external exchange site the exchange redirect page opens with the stored exchange token (`?token=`); unset: our own /exchange. */
  exchangeSiteUrl: import.meta.env.VITE_EXCHANGE_SITE_URL ?? '',
  appDownloadUrl: import.meta.env.VITE_APP_DOWNLOAD_URL ?? '/downloads/takaplay.apk',
} as const;
