/** Site configuration, read once from Vite's build-time environment. */
export const siteConfig = {
  /** Where the product API lives; same origin by default (the server serves both). */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api/',
  /** Milliseconds before an API call is abandoned. */
  apiTimeoutMs: Number(import.meta.env.VITE_API_TIMEOUT_MS ?? 15_000),
  appDownloadUrl: import.meta.env.VITE_APP_DOWNLOAD_URL ?? '/downloads/takaplay.apk',
} as const;
