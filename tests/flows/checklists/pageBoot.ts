import type { OutcomeWords } from '../../../machines/lib/flow';
import { blockedCall } from './browserTab';

/**
 * Every page carries the answers of the calls it makes at once (server/http/page-boot.ts: the logo, the
 * settings, the home's banners and first providers), and the site answers those calls from the page, not
 * the network. A case that watches such a call load or fail asks for the page without them.
 */
export const withoutBootData = (what: string) => `the page is asked for with the request header X-Page-Boot: off (a header extension such as ModHeader), so it does not carry ${what} but asks for them`;

/** GET logo, one of those calls: the splash and the header both wait for it. */
export const logoCall = {
  done: (): OutcomeWords => ({ action: 'Wait for the logo' }),
  error: (): OutcomeWords => ({ action: 'Wait for the logo', precondition: `Where the logo fails, its call is blocked (${blockedCall('/api/logo')})`, situation: 'logo fails' }),
};
