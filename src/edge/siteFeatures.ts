/**
 * Pages a deployment turns on: the live flow charts at /flows (server config FLOWS_ENABLED). The
 * server names the features that are on in the page's `site-features` block
 * (server/http/page-boot.ts, siteFeaturesMarkup); a page without the block has them all off, so a
 * production site serves them only when asked to. The Vite dev server (`npm run dev`) writes no
 * block: there they are all on.
 */
export type SiteFeatures = { flows: boolean };

const NONE: SiteFeatures = { flows: false };
const ALL: SiteFeatures = { flows: true };

/** Reads the page's block; a missing or broken one turns every feature off. */
export function readSiteFeatures(document: Document): SiteFeatures {
  const text = document.getElementById('site-features')?.textContent;
  if (!text) return NONE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return NONE;
    return { flows: (parsed as Record<string, unknown>).flows === true };
  } catch {
    return NONE;
  }
}

/** This page's features: all on under the Vite dev server, else what the server's page says. */
export const siteFeatures: SiteFeatures = import.meta.env?.DEV === true ? ALL : typeof document === 'undefined' ? NONE : readSiteFeatures(document);
