/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_APP_DOWNLOAD_URL?: string;
  readonly VITE_EXCHANGE_DATA_URL?: string;
  readonly VITE_EXCHANGE_POLL_TIMEOUT_MS?: string;
  /** The external exchange site of the exchange redirect page (the token is appended as ?token=). */
  readonly VITE_EXCHANGE_SITE_URL?: string;
  /** 'false' leaves the /flows charts out of the build. */
  readonly VITE_FLOWS_ENABLED?: string;
}
