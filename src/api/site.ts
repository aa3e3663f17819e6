import { z } from 'zod/mini';
import type { ApiClient } from './client';

const text = z.catch(z.string(), '');

const logoResponse = z.array(
  z.object({ logo: text, mobile_logo: text, loader_logo: text, favicon: text }),
);

const generalResponse = z.object({
  site_title: text,
  support_mail: text,
  whatsapp: text,
  live_chat: text,
  intercom: text,
  tawk_id: text,
});

const providersResponse = z.object({
  data: z.array(z.object({ platform: z.string(), name: z.optional(z.nullable(z.string())), status: z.optional(z.nullable(z.string())) })),
});

/** Logo record (spec 1 §3): paths as the server gives them (under its storage path). */
export type SiteLogo = { logo: string; mobileLogo: string; loaderLogo: string; favicon: string };

/** GET logo (spec 1 §7): the first item of the list; none when the list is empty. */
export async function fetchLogo(client: ApiClient, signal?: AbortSignal): Promise<SiteLogo | null> {
  const [first] = await client.get('logo', logoResponse, undefined, { signal });
  if (!first) return null;
  return { logo: first.logo, mobileLogo: first.mobile_logo, loaderLogo: first.loader_logo, favicon: first.favicon };
}

export type SiteGeneral = {
  siteTitle: string;
  supportMail: string;
  whatsapp: string;
  liveChat: string;
  intercom: string;
  tawkId: string;
};

/** GET general (spec 1 §7): the general settings; a missing value is ''. */
export async function fetchGeneral(client: ApiClient, signal?: AbortSignal): Promise<SiteGeneral> {
  const answer = await client.get('general', generalResponse, undefined, { signal });
  return {
    siteTitle: answer.site_title,
    supportMail: answer.support_mail,
    whatsapp: answer.whatsapp,
    liveChat: answer.live_chat,
    intercom: answer.intercom,
    tawkId: answer.tawk_id,
  };
}

/** GET get-provider without `system`: every provider with its status; only those in maintenance are kept. */
export async function fetchPlatformsInMaintenance(client: ApiClient, signal?: AbortSignal): Promise<{ platform: string; name: string }[]> {
  const { data } = await client.get('get-provider', providersResponse, undefined, { signal });
  return data
    .filter((provider) => provider.status === 'maintenance')
    .map((provider) => ({ platform: provider.platform, name: provider.name || provider.platform }));
}
